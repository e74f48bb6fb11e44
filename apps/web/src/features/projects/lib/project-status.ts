import type { ProjectCreationStatus } from '@lipi/contract';
import type { Tone } from '../../../components/tone-tag.tsx';

/** The timeline of the overview: one step per stage of the project creation vocabulary. */
export const STATUS_STEPS = [
  { key: 'created', title: 'Created', content: 'Project registered' },
  { key: 'crawling', title: 'Crawling', content: 'Collecting pages' },
  { key: 'crawled', title: 'Crawled', content: 'Pages collected' },
  { key: 'parsing', title: 'Parsing', content: 'Counting segments' },
  { key: 'parsed', title: 'Parsed', content: 'Words counted' },
  { key: 'translating', title: 'Translating', content: 'Machine translation' },
  { key: 'translated', title: 'Translated', content: 'Ready for review' },
] as const;

export type StepState = { current: number; status: 'wait' | 'process' | 'finish' | 'error' };

const STEP_OF: Record<ProjectCreationStatus, StepState> = {
  partialCreated: { current: 0, status: 'process' },
  processing: { current: 0, status: 'process' },
  crawling: { current: 1, status: 'process' },
  crawlingFailed: { current: 1, status: 'error' },
  crawled: { current: 2, status: 'finish' },
  parsing: { current: 3, status: 'process' },
  parsingFailed: { current: 3, status: 'error' },
  parsed: { current: 4, status: 'finish' },
  translationProcess: { current: 5, status: 'process' },
  translationCompleted: { current: 6, status: 'finish' },
};

/** Where a status sits on the timeline; an unknown status is shown at the start, waiting. */
export function statusToStep(status: string): StepState {
  return (STEP_OF as Record<string, StepState>)[status] ?? { current: 0, status: 'wait' };
}

const TONE_OF: Record<ProjectCreationStatus, Tone> = {
  partialCreated: 'neutral',
  processing: 'info',
  crawling: 'info',
  crawlingFailed: 'error',
  crawled: 'info',
  parsing: 'info',
  parsingFailed: 'error',
  parsed: 'success',
  translationProcess: 'info',
  translationCompleted: 'success',
};

export function statusTone(status: string): Tone {
  return (TONE_OF as Record<string, Tone>)[status] ?? 'neutral';
}

/** A crawl or parse is under way: the overview listens for progress. */
export function isBusy(status: string): boolean {
  return status === 'crawling' || status === 'parsing' || status === 'crawled' || status === 'processing' || status === 'translationProcess';
}

const LABELS: Record<ProjectCreationStatus, string> = {
  partialCreated: 'Not crawled yet',
  processing: 'Processing',
  crawling: 'Crawling',
  crawlingFailed: 'Crawling failed',
  crawled: 'Crawled',
  parsing: 'Parsing',
  parsingFailed: 'Parsing failed',
  parsed: 'Parsed',
  translationProcess: 'Translating',
  translationCompleted: 'Translated',
};

export function statusLabel(status: string): string {
  const known = (LABELS as Record<string, string>)[status];
  if (known) return known;
  const words = status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
