import { dictionary } from 'cmu-pronouncing-dictionary';
import { isVowel, parseArpabet, phonesKey, type Phone } from './phones.ts';
import { alignVowels } from './spelling.ts';

/** Every CMU pronunciation of a lower-case word ("news", "news(2)"...), in dictionary order. */
export function pronunciations(word: string): Phone[][] {
  const found: Phone[][] = [];
  const first = dictionary[word];
  if (first === undefined) return found;
  found.push(parseArpabet(first));
  for (let n = 2; ; n++) {
    const more = dictionary[`${word}(${n})`];
    if (more === undefined) return found;
    found.push(parseArpabet(more));
  }
}

const count = (phones: readonly Phone[], test: (ph: Phone) => boolean): number => phones.filter(test).length;
/** Reduced vowels: the schwa, and an unstressed /ɪ/ where the spelling has no i, e or y (the u of
 * focus, status), which Indian speakers read with its letter (फ़ोकस, not फ़ोकिस). */
function schwas(phones: readonly Phone[], word: string): number {
  const groups = alignVowels(
    word,
    count(phones, (ph) => isVowel(ph.p)),
  );
  let n = 0;
  let v = 0;
  for (const ph of phones) {
    if (!isVowel(ph.p)) continue;
    const letters = groups[v++]?.letters ?? 'i';
    if (ph.stress === 0 && (ph.p === 'AH' || (ph.p === 'IH' && !/[iey]/.test(letters)))) n++;
  }
  return n;
}
const flatAs = (phones: readonly Phone[]): number => count(phones, (ph) => ph.p === 'AE');

/**
 * Picks the variant closest to Indian English: the British /nj/ of news (न्यूज़) over American /nu/,
 * then the variant with the fewest reduced vowels, because Indian speakers give unstressed
 * syllables their spelled vowel (hello हेलो rather than हलो), then the one without American /æ/
 * where British English has /eɪ/ (status स्टेटस, data डेटा).
 */
const hasYod = (v: readonly Phone[]): boolean => / N Y UW|^N Y UW/.test(phonesKey(v));

export function choosePronunciation(variants: readonly Phone[][], word = ''): Phone[] {
  const withYod = variants.find(hasYod);
  if (withYod) return withYod;
  let best = variants[0] ?? [];
  for (const v of variants) {
    const better = schwas(v, word) < schwas(best, word) || (schwas(v, word) === schwas(best, word) && flatAs(v) < flatAs(best));
    if (better) best = v;
  }
  return best;
}

/** American letter names, to recognise CMU entries that spell a word out (ATM, PDF, SMS). */
const US_LETTERS: Readonly<Record<string, string>> = {
  a: 'EY',
  b: 'B IY',
  c: 'S IY',
  d: 'D IY',
  e: 'IY',
  f: 'EH F',
  g: 'JH IY',
  h: 'EY CH',
  i: 'AY',
  j: 'JH EY',
  k: 'K EY',
  l: 'EH L',
  m: 'EH M',
  n: 'EH N',
  o: 'OW',
  p: 'P IY',
  q: 'K Y UW',
  r: 'AA R',
  s: 'EH S',
  t: 'T IY',
  u: 'Y UW',
  v: 'V IY',
  w: 'D AH B AH L Y UW',
  x: 'EH K S',
  y: 'W AY',
  z: 'Z IY',
};

/** Letter names as said in India (zed, double-u with a conjunct: डब्ल्यू), as pronunciations. */
export const INDIAN_LETTERS: Readonly<Record<string, string>> = {
  ...US_LETTERS,
  a: 'EY1',
  e: 'IY1',
  i: 'AY1',
  o: 'OW1',
  w: 'D AH1 B L Y UW0',
  z: 'Z EH1 D',
  r: 'AA1 R',
  h: 'EY1 CH',
  y: 'W AY1',
};

export function isSpelledOut(word: string, phones: readonly Phone[]): boolean {
  const letters = [...word];
  if (letters.length < 2 || !letters.every((l) => l in US_LETTERS)) return false;
  return letters.map((l) => US_LETTERS[l]).join(' ') === phonesKey(phones);
}

/** Latin prefixes that look like words in CMU (con, dis, re...) but do not start compounds. */
const NOT_HEADS = new Set('ab ac ad af ag al an ap ar as at be com con de dis en ex im in inter mis non ob per pre pro re sub sup trans un'.split(' '));
const SHORT_HEADS = new Set(['up', 'on']);

const stressedBetween = (phones: readonly Phone[], from: number, to: number): boolean =>
  phones.slice(from, to).some((ph) => isVowel(ph.p) && (ph.stress ?? 0) > 0);

export interface CompoundPart {
  readonly word: string;
  readonly phones: readonly Phone[];
}

/**
 * Splits a compound such as web|site, pass|word or lap|top, so each half is spelt as Hindi spells
 * the word alone (वेबसाइट, not वेब्साइट). A known word is split only when one of its pronunciations is
 * exactly the two halves joined and both halves carry stress; an unknown word when both halves are
 * known. Each half comes with the pronunciation that matched (tube as in youtube यूट्यूब).
 */
/** The adverb particles of phrasal compounds, the only vowel-initial tails written apart (log|out
 * लॉगआउट, set|up सेटअप, take|over टेकओवर); other vowel-initial endings are suffixes or part of the
 * word (tour|ism, imp|ort, log|in). */
const PARTICLE_TAILS = /^(?:up|out|over|off|away)$/;

export function splitCompound(word: string, whole: readonly Phone[][]): [CompoundPart, CompoundPart] | undefined {
  for (let cut = 2; cut <= word.length - 2; cut++) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (tail.length < 3 && tail !== 'up') continue;
    if ((head.length < 3 && !SHORT_HEADS.has(head)) || NOT_HEADS.has(head)) continue;
    const heads = pronunciations(head);
    const tails = pronunciations(tail);
    if (heads.length === 0 || tails.length === 0) continue;
    // A vowel-initial tail is read with the head's last consonant (log|in → लॉगिन) unless it is a
    // stressed particle (PARTICLE_TAILS, stress checked below).
    const vowelInitial = tails.some((t) => t[0] !== undefined && isVowel(t[0].p));
    if (vowelInitial && !PARTICLE_TAILS.test(tail)) continue;
    if (whole.length === 0) {
      return [
        { word: head, phones: choosePronunciation(heads, head) },
        { word: tail, phones: choosePronunciation(tails, tail) },
      ];
    }
    // chairman, postman, gentleman: a -man after a word of four letters or more is the word man
    // (चेयरमैन, पोस्टमैन), even where the dictionary reduces it (not human, woman, German).
    if (/^m[ae]n$/.test(tail) && head.length >= 4)
      return [
        { word: head, phones: choosePronunciation(heads, head) },
        { word: tail, phones: choosePronunciation(tails, tail) },
      ];
    for (const h of heads) {
      for (const t of tails) {
        const key = phonesKey([...h, ...t]);
        const stressedHalves = (w: readonly Phone[]): boolean =>
          phonesKey(w) === key && stressedBetween(w, 0, h.length) && stressedBetween(w, h.length, w.length);
        // The news of newspaper keeps the British yod it has alone (न्यूज़पेपर).
        if (whole.some(stressedHalves))
          return [
            { word: head, phones: hasYod(h) ? h : (heads.find(hasYod) ?? h) },
            { word: tail, phones: hasYod(t) ? t : (tails.find(hasYod) ?? t) },
          ];
      }
    }
  }
  return undefined;
}
