import { describe, expect, it } from 'vitest';
import { totalsByLanguage } from '../components/language-totals.tsx';

describe('totalsByLanguage', () => {
  it('sums the months of each language, most visited first', () => {
    const row = (month: string, lang: string, visits: number, views: number) => ({ month, lang, visits, views, wordsTranslated: 1, wordsTransliterated: 0 });
    expect(totalsByLanguage([row('2026-10', 'hi', 1, 2), row('2026-10', 'ta', 2, 2), row('2026-11', 'hi', 3, 5)])).toEqual([
      { lang: 'hi', visits: 4, views: 7, wordsTranslated: 2 },
      { lang: 'ta', visits: 2, views: 2, wordsTranslated: 1 },
    ]);
    expect(totalsByLanguage([])).toEqual([]);
  });
});
