import { describe, expect, it } from 'vitest';
import { createPairCache } from './language-pairs.ts';

const codes: Record<string, string> = { en: 'eng', es: 'spa', hi: 'hin', ur: 'urd' };

describe('fetched language pairs', () => {
  it('fetches once per TTL, answers in Lipi codes, and keeps the last list when a refresh fails', async () => {
    let now = 0;
    let calls = 0;
    let fail = false;
    const cache = createPairCache({
      toProvider: (c) => codes[c],
      ttlMs: 1_000,
      now: () => now,
      load: async () => {
        calls++;
        if (fail) throw new Error('Apertium could not be reached');
        return [
          ['eng', 'spa'],
          ['hin', 'urd'],
          ['eng', 'xxx'],
        ];
      },
    });
    expect(cache.has('en', 'es')).toBeUndefined();
    await Promise.all([cache.refresh(), cache.refresh()]);
    expect(calls).toBe(1);
    expect(cache.list()).toEqual([
      { source: 'en', target: 'es' },
      { source: 'hi', target: 'ur' },
    ]);
    expect([cache.has('en', 'es'), cache.has('es', 'en'), cache.has('en', 'fr')]).toEqual([true, false, false]);
    now = 500;
    await cache.refresh();
    expect(calls).toBe(1);
    now = 1_500;
    fail = true;
    await cache.refresh();
    expect(calls).toBe(2);
    expect(cache.has('en', 'es')).toBe(true);
    expect(cache.error()).toBe('Apertium could not be reached');
  });

  it('a provider that never answered is asked again after a tenth of the TTL, not on every request', async () => {
    let now = 0;
    let calls = 0;
    const cache = createPairCache({
      toProvider: (c) => codes[c],
      ttlMs: 1_000,
      now: () => now,
      load: async () => {
        calls++;
        throw new Error('down');
      },
    });
    await cache.refresh();
    await cache.refresh();
    expect(calls).toBe(1);
    now = 150;
    await cache.refresh();
    expect(calls).toBe(2);
    expect(cache.list()).toBeUndefined();
  });
});
