import { describe, expect, it } from 'vitest';
import { transliterateEnglish } from './index.ts';
import { loadLoanwordSet, measureLoanwords, percent } from './loanword-accuracy.ts';

/**
 * Floors per test set: the accuracy measured when the rules were last changed, rounded down a
 * little, so that losing a couple of words fails the build. Figures are in
 * docs/transliteration-quality.md.
 */
const FLOORS: Readonly<Record<string, readonly [lang: string, floor: number]>> = {
  'loanwords-hi': ['hi', 0.93],
  'loanwords-hi-debian': ['hi', 0.77],
  'loanwords-hi-held-out': ['hi', 0.85],
  'loanwords-hi-held-out-2': ['hi', 0.89],
  'loanwords-bn': ['bn', 0.84],
  'loanwords-ta': ['ta', 0.82],
  'loanwords-te': ['te', 0.86],
  'loanwords-mr': ['mr', 0.9],
  'loanwords-gu': ['gu', 0.91],
  'loanwords-kn': ['kn', 0.92],
  'loanwords-ml': ['ml', 0.83],
  'loanwords-pa': ['pa', 0.87],
  'loanwords-od': ['od', 0.83],
  'loanwords-as': ['as', 0.82],
  'loanwords-ur': ['ur', 0.86],
  'loanwords-ne': ['ne', 0.82],
};

describe('English loanword accuracy per language', () => {
  it.each(Object.entries(FLOORS))('%s', (name, [lang, floor]) => {
    const set = loadLoanwordSet(name);
    const m = measureLoanwords(lang, set);
    // Held-out sets print only their total, so that nobody tunes a rule on their misses.
    const misses = name.includes('held-out') ? '' : `\n  misses: ${m.misses.join('; ')}`;
    console.log(`${name}: ${percent(m.accuracy)} (${m.hits}/${m.total})${misses}`);
    expect(m.total).toBeGreaterThanOrEqual(60);
    expect(m.accuracy).toBeGreaterThanOrEqual(floor);
  });

  it('is case-insensitive for ordinary words', () => {
    expect(transliterateEnglish('BANK', 'hi')).toBe(transliterateEnglish('bank', 'hi'));
    expect(transliterateEnglish('Mobile', 'hi')).toBe(transliterateEnglish('mobile', 'hi'));
  });
});
