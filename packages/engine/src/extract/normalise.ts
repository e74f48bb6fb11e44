/*
 * Text normalisation for segments: Unicode NFC, whitespace runs folded to one space, trimmed.
 *
 * - NFC so decomposed and precomposed input (common in Indic text typed on different keyboards)
 *   give the same text and the same hash.
 * - Whitespace is JavaScript's `\s`, which includes NBSP, U+3000 and the other Unicode spaces:
 *   pages use `&nbsp;` as layout filler (`<p>&nbsp;</p>`), and keeping it would make the same
 *   sentence hash differently. The translation decides its own spacing.
 * - ZWJ/ZWNJ (U+200D/U+200C) are not whitespace and are kept: they select conjunct and half forms
 *   in Devanagari, Malayalam chillu letters and more, and dropping them changes the word.
 * - Malayalam chillu letters and Bengali khanda ta have two encodings that NFC does not unify: the
 *   atomic letters (ൺ ൻ ർ ൽ ൾ ൿ, ৎ) and the older consonant + virama + ZWJ (ന്‍, ত্‍). Both are typed
 *   today, so the same sentence would hash two ways; the ZWJ form is rewritten to the atomic letter
 *   (qa/canonical-spelling.ts). Only text containing a ZWJ is touched, so every other hash is
 *   unchanged; memory stored earlier under the ZWJ form needs a rehash (docs/transliteration-quality.md).
 * - Only whitespace is ever removed or replaced, so letters, marks and joiners stay together; the
 *   one way to split a grapheme cluster would be trimming a space that carries a combining mark
 *   or joiner, and the leading trim keeps such a space.
 */

import { unifyCanonicalSpellings } from '../qa/canonical-spelling.ts';

const ASCII_LETTER = /[A-Za-z]/;
const LETTER = /\p{L}/u;
// No character below U+0300 changes under NFC; most segments are such text and skip normalize().
const MAY_CHANGE_UNDER_NFC = /[\u0300-\uffff]/;
// Anything but single spaces between words. Native regexes beat a hand-written scan here.
const NEEDS_FOLDING = /[^\S ]| {2}|^ | $/;
const WHITESPACE_RUN = /\s+/g;
// A space followed by a mark or joiner forms one grapheme cluster with it; see the header.
const LEADING = /^\s+(?![\p{M}\p{Grapheme_Extend}\u200d])/u;

export function normaliseText(input: string): string {
  const s = MAY_CHANGE_UNDER_NFC.test(input) ? unifyCanonicalSpellings(input.normalize('NFC')) : input;
  if (!NEEDS_FOLDING.test(s)) return s;
  return s.replace(WHITESPACE_RUN, ' ').replace(LEADING, '').trimEnd();
}

/** True when text has something to translate: a letter. Digits and symbols alone do not count. */
export function hasLetter(text: string): boolean {
  return ASCII_LETTER.test(text) || LETTER.test(text);
}
