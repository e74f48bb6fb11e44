import { isVowel, type Phone } from './phones.ts';

/** Letters that spell each consonant phone, as regex sources (only the common ones). */
const SPELLINGS: Readonly<Record<string, string>> = {
  B: 'bb?',
  CH: 't?ch',
  D: 'dd?',
  F: 'ff?|ph',
  G: 'gg?',
  JH: 'dg|g|j',
  K: 'ck|c|k|ch|q',
  L: 'll?',
  M: 'mm?',
  N: 'nn?',
  P: 'pp?',
  R: 'rr?',
  S: 'ss?|c',
  SH: 'sh|ti|ci',
  T: 'tt?',
  V: 'v',
  Z: 'z|s',
};

/**
 * Consonant pairs that the dictionary runs together although the spelling has a vowel letter between
 * them (choc-o-late CH AA K L AH T, temp-e-rature): Indian spellings write such a pair loosely, as
 * separate letters (चॉकलेट, চকলেট), not as a conjunct (चॉक्लेट). Returns the indexes of the first
 * consonant of each pair. Only asked when the word has more vowel letters than vowel sounds.
 */
export function droppedVowelPairs(word: string, phones: readonly Phone[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i + 1 < phones.length; i++) {
    const [a, b] = [phones[i]?.p ?? '', phones[i + 1]?.p ?? ''];
    if (isVowel(a) || isVowel(b) || !SPELLINGS[a] || !SPELLINGS[b]) continue;
    const apart = new RegExp(`(?:${SPELLINGS[a]})[aeiou](?:${SPELLINGS[b]})`).test(word);
    const together = new RegExp(`(?:${SPELLINGS[a]})(?:${SPELLINGS[b]})`).test(word);
    if (apart && !together) out.add(i);
  }
  return out;
}
