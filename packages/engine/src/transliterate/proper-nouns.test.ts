import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { transliterateEnglish } from './index.ts';
import { percent } from './loanword-accuracy.ts';

/** Native spellings of common Indian names and places, by language (fixtures/proper-nouns.json).
 * Before the proper-noun list these went through English pronunciation: Chennai came out चेनाई,
 * Hyderabad हाइडेरबैड, Lucknow लूकनो. */
const SETS = JSON.parse(readFileSync(new URL('./fixtures/proper-nouns.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

describe('Indian proper nouns', () => {
  it.each(Object.entries(SETS))('%s: written with their native spellings', (lang, names) => {
    const misses = Object.entries(names).filter(([name, want]) => transliterateEnglish(name, lang).normalize('NFC') !== want.normalize('NFC'));
    const accuracy = 1 - misses.length / Object.keys(names).length;
    console.log(`proper nouns ${lang}: ${percent(accuracy)}; misses: ${misses.map(([n]) => `${n} → ${transliterateEnglish(n, lang)}`).join('; ')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('looks names up when capitalised or unknown to English, and leaves English words alone', () => {
    expect(transliterateEnglish('Tamil Nadu', 'ta')).toBe('தமிழ் நாடு');
    // "tamil" in lower case is in the English dictionary, so it is read as English.
    expect(transliterateEnglish('tamil', 'hi')).not.toBe('तमिल');
  });
});
