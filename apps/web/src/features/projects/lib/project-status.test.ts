import { PROJECT_CREATION_STATUSES } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { isBusy, STATUS_STEPS, statusLabel, statusToStep, statusTone } from './project-status.ts';

describe('project status → timeline step', () => {
  it('places each creation status on the timeline in order', () => {
    expect(statusToStep('partialCreated')).toEqual({ current: 0, status: 'process' });
    expect(statusToStep('crawling')).toEqual({ current: 1, status: 'process' });
    expect(statusToStep('crawled')).toEqual({ current: 2, status: 'finish' });
    expect(statusToStep('parsing')).toEqual({ current: 3, status: 'process' });
    expect(statusToStep('parsed')).toEqual({ current: 4, status: 'finish' });
    expect(statusToStep('translationProcess')).toEqual({ current: 5, status: 'process' });
    expect(statusToStep('translationCompleted')).toEqual({ current: STATUS_STEPS.length - 1, status: 'finish' });
  });

  it('marks the failing step as an error', () => {
    expect(statusToStep('crawlingFailed')).toEqual({ current: 1, status: 'error' });
    expect(statusToStep('parsingFailed')).toEqual({ current: 3, status: 'error' });
  });

  it('never goes backwards along the vocabulary (failures stay on their own step)', () => {
    const steps = PROJECT_CREATION_STATUSES.filter((s) => !s.endsWith('Failed')).map((s) => statusToStep(s).current);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('shows an unknown status at the start, waiting, with a readable label', () => {
    expect(statusToStep('somethingNew')).toEqual({ current: 0, status: 'wait' });
    expect(statusLabel('somethingNew')).toBe('Something new');
    expect(statusTone('somethingNew')).toBe('neutral');
  });

  it('colours failures red and finished stages green, and knows when a crawl runs', () => {
    expect(statusTone('crawlingFailed')).toBe('error');
    expect(statusTone('parsed')).toBe('success');
    expect(statusTone('crawling')).toBe('info');
    expect(isBusy('crawling')).toBe(true);
    expect(isBusy('parsed')).toBe(false);
  });
});
