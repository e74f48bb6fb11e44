import { guessPhones } from './letter-rules.ts';
import { parseArpabet } from './phones.ts';
import { INDIAN_LETTERS, choosePronunciation, isSpelledOut, pronunciations, splitCompound } from './pronounce.ts';
import { renderDevanagari } from './render-devanagari.ts';
import { phonesToItems } from './vowel-rules.ts';

const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

function spellOut(word: string): string {
  return [...word].map((letter) => renderDevanagari(phonesToItems(letter, parseArpabet(INDIAN_LETTERS[letter] ?? '')))).join('');
}

function convert(lower: string, isAllCaps: boolean): string {
  const variants = pronunciations(lower);
  const looksLikeAbbreviation = isAllCaps && (lower.length <= 3 || (lower.length <= 5 && !/[aeiou]/.test(lower)));
  if ((variants.length === 0 && looksLikeAbbreviation) || variants.some((v) => isSpelledOut(lower, v))) {
    return spellOut(lower);
  }
  const parts = splitCompound(lower, variants);
  if (parts) return parts.map((part) => renderDevanagari(phonesToItems(part.word, part.phones))).join('');
  if (variants.length > 0) return renderDevanagari(phonesToItems(lower, choosePronunciation(variants, lower)));
  if (lower.includes("'"))
    return lower
      .split("'")
      .map((part) => convert(part, false))
      .join('');
  return renderDevanagari(phonesToItems(lower, guessPhones(lower)));
}

/**
 * One English word (letters and inner apostrophes) in canonical Devanagari. Case does not matter,
 * except that an all-capital word missing from the dictionary is read letter by letter when it has
 * up to three letters or no vowel letter (OTP ओटीपी, UPI यूपीआई, HDFC), and pronounced otherwise
 * (COVID कोविड); abbreviations the dictionary spells out (ATM, PDF) are read by letter in any case.
 */
export function englishWordToCanonical(word: string): string {
  const lower = word.toLowerCase();
  const isAllCaps = word.length > 1 && word === word.toUpperCase();
  const key = isAllCaps ? `#${lower}` : lower;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const result = convert(lower, isAllCaps);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, result);
  return result;
}
