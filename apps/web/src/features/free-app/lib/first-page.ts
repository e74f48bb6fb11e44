import { isLanguageCode, LANGUAGE_CODE_BY_NAME, type TranslationRun } from '@lipi/contract';

/** The request id prefix of the run that translates a free trial's first page on its own. */
export const FIRST_PAGE_PREFIX = 'first-page:';

/** A stored language as a code: the free-trial form stores names ('hindi'). */
export function toLanguageCode(value: string): string | null {
  if (isLanguageCode(value)) return value;
  return (LANGUAGE_CODE_BY_NAME as Record<string, string>)[value.toLowerCase()] ?? null;
}

export type FirstPageState =
  | { kind: 'waiting' }
  | { kind: 'translating'; done: number; total: number; transliteration: boolean }
  | { kind: 'ready'; run: TranslationRun | null }
  | { kind: 'failed'; error: string };

/**
 * Where the first page's translation is: the first-page run of the language (or, failing that,
 * any finished run of it, e.g. one started by hand). A finished run with nothing translated and
 * nothing to translate still counts as ready: the page may have been translated from memory.
 */
export function firstPageState(runs: TranslationRun[], lang: string): FirstPageState {
  const ofLang = runs.filter((r) => r.targetLang === lang);
  const run = ofLang.find((r) => r.requestId.startsWith(FIRST_PAGE_PREFIX)) ?? ofLang.find((r) => r.status === 'completed') ?? ofLang[0];
  if (!run) return { kind: 'waiting' };
  if (run.status === 'completed') return { kind: 'ready', run };
  if (run.status === 'failed') return run.done > 0 ? { kind: 'ready', run } : { kind: 'failed', error: run.error ?? 'The translation could not be finished.' };
  return {
    kind: 'translating',
    done: Math.min(run.done, run.total),
    total: run.total,
    transliteration: run.kind === 't13n' || run.engine === 'transliteration',
  };
}
