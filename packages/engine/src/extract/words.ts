import { SPACE, SPECIAL, WORD, charClass } from './char-class.ts';
import { plainText } from './markers.ts';
import { normaliseText } from './normalise.ts';

/*
 * Word counts as translation vendors bill them:
 * - Scripts written with spaces (Latin, Cyrillic, Greek, Arabic, all Indic scripts, Hangul...):
 *   a word is a whitespace-separated token holding at least one letter or digit. Splitting only
 *   at whitespace is what keeps Indic words whole: vowel signs, virama, nukta and ZWJ/ZWNJ are
 *   inside the token (ICU's word breaker agrees, but costs ~10x more).
 * - Han, Hiragana and Katakana: every character is one word, the usual CAT-tool rule; it is also
 *   stable, unlike dictionary segmentation that changes with the ICU version.
 * - Thai, Lao, Khmer and Myanmar have no spaces and no per-character convention, so their runs
 *   go through Intl.Segmenter (word granularity, isWordLike), which uses ICU's dictionaries.
 * Placeholders are not words; a void one (`{1}`, e.g. a `<br>`) separates words.
 */

const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/u;
const CJK_GLOBAL = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/gu;
const SOUTH_EAST_ASIAN = /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
const SOUTH_EAST_ASIAN_RUN = /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const TOKEN = /\S+/g;

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(lang: string): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

function countSegmenterWords(text: string, lang: string): number {
  let count = 0;
  for (const part of segmenterFor(lang).segment(text)) if (part.isWordLike) count++;
  return count;
}

/** The words of one whitespace-free token, whatever its scripts. */
export function countTokenWords(token: string, lang = 'und'): number {
  return countToken(token, lang);
}

function countToken(token: string, lang: string): number {
  if (!CJK.test(token) && !SOUTH_EAST_ASIAN.test(token)) return WORD_CHAR.test(token) ? 1 : 0;
  let count = 0;
  let rest = token.replace(CJK_GLOBAL, () => {
    count++;
    return ' ';
  });
  rest = rest.replace(SOUTH_EAST_ASIAN_RUN, (run) => {
    count += countSegmenterWords(run, lang);
    return ' ';
  });
  // What is left between CJK characters ("iPhone" in "iPhone发布") counts like spaced text.
  for (const piece of rest.match(TOKEN) ?? []) if (WORD_CHAR.test(piece)) count++;
  return count;
}

/**
 * Counts the words of a segment text (markers allowed) or of plain text. `lang` (BCP 47) is only
 * handed to Intl.Segmenter for Thai-like runs; the script of each character decides the rule.
 */
export function countWords(text: string, lang?: string): number {
  return countPlainWords(normaliseText(plainText(text)), lang);
}

/** countWords for normalised text without markers (single spaces, trimmed). */
export function countPlainWords(plain: string, lang?: string): number {
  if (plain === '') return 0;
  const ascii = countAsciiWords(plain);
  if (ascii >= 0) return ascii;
  // Tokens as /\S+/g splits them; only tokens with a CJK, Thai-like or astral character need countToken.
  let count = 0;
  let start = -1;
  let hasWordChar = false;
  let isSpecial = false;
  for (let i = 0; i <= plain.length; i++) {
    const flags = i < plain.length ? charClass(plain.charCodeAt(i)) : SPACE;
    if (flags & SPACE) {
      if (start >= 0) count += isSpecial ? countToken(plain.slice(start, i), lang ?? 'und') : hasWordChar ? 1 : 0;
      start = -1;
      continue;
    }
    if (start < 0) {
      start = i;
      hasWordChar = false;
      isSpecial = false;
    }
    if (flags & WORD) hasWordChar = true;
    if (flags & SPECIAL) isSpecial = true;
  }
  return count;
}

/*
 * The common case in one scan: one word per space-separated token, minus the tokens without a
 * letter or digit ("-", "|", "&"). -1 when the text is not ASCII.
 */
function countAsciiWords(plain: string): number {
  let tokens = 1;
  let nonWords = 0;
  let tokenLength = 0;
  let hasWordChar = false;
  for (let i = 0; i < plain.length; i++) {
    const c = plain.charCodeAt(i);
    if (c === 32) {
      if (tokenLength > 0 && !hasWordChar) nonWords++;
      tokens++;
      tokenLength = 0;
      hasWordChar = false;
      continue;
    }
    if (c >= 0x80) return -1;
    tokenLength++;
    if (!hasWordChar && ((c >= 48 && c <= 57) || ((c | 0x20) >= 97 && (c | 0x20) <= 122))) hasWordChar = true;
  }
  if (tokenLength > 0 && !hasWordChar) nonWords++;
  return tokens - nonWords;
}
