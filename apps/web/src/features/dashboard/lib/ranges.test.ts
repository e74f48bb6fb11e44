import { describe, expect, it } from 'vitest';
import { pivot, rangeOf } from './ranges.ts';

describe('dashboard ranges', () => {
  it('counts presets back from today, both ends included', () => {
    expect(rangeOf('7d', new Date('2026-04-10T15:00:00Z'))).toEqual({ from: '2026-04-04', to: '2026-04-10' });
    expect(rangeOf('12m', new Date('2026-04-10T15:00:00Z'))).toEqual({ from: '2025-04-11', to: '2026-04-10' });
  });
  it('pivots rows per day into one series per language', () => {
    const rows = [
      { day: '2026-03-02', lang: 'ta', visits: 2 },
      { day: '2026-03-01', lang: 'hi', visits: 1 },
      { day: '2026-03-02', lang: 'hi', visits: 3 },
    ];
    expect(pivot(rows, 'day', 'lang', 'visits')).toEqual({
      keys: ['hi', 'ta'],
      rows: [
        { x: '2026-03-01', hi: 1, ta: 0 },
        { x: '2026-03-02', hi: 3, ta: 2 },
      ],
    });
  });
});
