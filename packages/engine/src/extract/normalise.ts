import { LETTER as LETTER_FLAG, SPACE, SPECIAL, charClass } from './char-class.ts';

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
 * - Malayalam chillu letters have two encodings that NFC does not unify: the atomic letters
 *   (U+0D7A–U+0D7F, ൺ ൻ ർ ൽ ൾ ൿ) and the older consonant + virama + ZWJ (ന്‍). Both are typed today,
 *   so the same sentence would hash two ways; the ZWJ form is rewritten to the atomic letter (the
 *   form Unicode recommends). Only text containing a ZWJ is touched, so every other hash is unchanged;
 *   memory stored earlier under the ZWJ form needs a rehash (docs/transliteration-quality.md).
 * - Only whitespace is ever removed or replaced, so letters, marks and joiners stay together; the
 *   one way to split a grapheme cluster would be trimming a space that carries a combining mark
 *   or joiner, and the leading trim keeps such a space.
 */

const LETTER = /\p{L}/u;
// No character below U+0300 changes under NFC; most segments are such text and skip normalize().
const MAY_CHANGE_UNDER_NFC = /[\u0300-\uffff]/;
const WHITESPACE_RUN = /\s+/g;
// A space followed by a mark or joiner forms one grapheme cluster with it; see the header.
const LEADING = /^\s+(?![\p{M}\p{Grapheme_Extend}\u200d])/u;

// Malayalam consonant + virama + ZWJ, the old encoding of a chillu letter.
const CHILLU_WITH_ZWJ = /([\u0D23\u0D28\u0D30\u0D32\u0D33\u0D15])\u0D4D\u200D/g;
const ATOMIC_CHILLU: Readonly<Record<string, string>> = {
  '\u0D23': '\u0D7A',
  '\u0D28': '\u0D7B',
  '\u0D30': '\u0D7C',
  '\u0D32': '\u0D7D',
  '\u0D33': '\u0D7E',
  '\u0D15': '\u0D7F',
};

/** Canonical-equivalent spellings NFC leaves apart (only the Malayalam chillus so far). */
function unifyBeyondNfc(s: string): string {
  if (!s.includes('\u200D')) return s;
  return s.replace(CHILLU_WITH_ZWJ, (_m, consonant: string) => ATOMIC_CHILLU[consonant] ?? consonant);
}

export function normaliseText(input: string): string {
  return foldSimpleText(input) ?? normaliseAnyText(input);
}

function normaliseAnyText(input: string): string {
  const s = MAY_CHANGE_UNDER_NFC.test(input) ? input.normalize('NFC') : input;
  // One scan for anything but single spaces between words (then the regexes fold) and for a ZWJ.
  let needsFolding = false;
  let hasZwj = false;
  let afterSpace = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (afterSpace) needsFolding = true;
      afterSpace = true;
    } else if (c < 0x80 ? c >= 9 && c <= 13 : (charClass(c) & SPACE) !== 0) {
      needsFolding = true;
      afterSpace = true;
    } else {
      afterSpace = false;
      if (c === 0x200d) hasZwj = true;
    }
  }
  if (afterSpace && s.length > 0) needsFolding = true;
  // unifyBeyondNfc only rewrites letters, so folding before or after it is the same.
  const unified = hasZwj ? unifyBeyondNfc(s) : s;
  if (!needsFolding) return unified;
  return unified.replace(WHITESPACE_RUN, ' ').replace(LEADING, '').trimEnd();
}

/*
 * Punctuation and currency signs common in Latin-script prose (dashes, curly quotes, bullets,
 * ellipsis, ‰, ′, €, ₹) that NFC never changes: no decomposition, not a mark, not whitespace, and
 * part of no other character's canonical decomposition (fast-paths.property.test.ts checks it over
 * all of Unicode), so text made of them and characters below U+0300 can skip NFC.
 */
export function isNfcInertPunctuation(c: number): boolean {
  return (c >= 0x2010 && c <= 0x2027) || (c >= 0x2030 && c <= 0x205e) || (c >= 0x20a0 && c <= 0x20c0);
}

/*
 * The common case in one scan: text of characters below U+0300 (and the punctuation above) needs
 * no NFC, has no mark or joiner for the leading trim to keep, and its only whitespace is \t-\r,
 * space and NBSP. Returns undefined for other text. Same result as normaliseAnyText, without
 * its regexes.
 */
function foldSimpleText(input: string): string | undefined {
  const length = input.length;
  let needsFolding = false;
  let afterSpace = true;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x300 && !isNfcInertPunctuation(c)) return undefined;
    if (c === 32) {
      if (afterSpace) needsFolding = true;
      afterSpace = true;
    } else if ((c >= 9 && c <= 13) || c === 0xa0) {
      needsFolding = true;
      afterSpace = true;
    } else afterSpace = false;
  }
  if (!needsFolding && !(afterSpace && length > 0)) return input;
  return foldSimpleWhitespace(input);
}

/**
 * Folds runs of \t-\r, space and NBSP to one space and trims, for text with no other whitespace
 * (foldSimpleText's characters), copying it in slices cut only where whitespace is not already a
 * single space.
 */
export function foldSimpleWhitespace(input: string): string {
  const length = input.length;
  let out = '';
  let keptFrom = 0;
  let i = 0;
  while (i < length) {
    const c = input.charCodeAt(i);
    if (!(c === 32 || (c >= 9 && c <= 13) || c === 0xa0)) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < length && isFoldable(input.charCodeAt(end))) end++;
    const isSingleSpace = c === 32 && end === i + 1 && i > 0 && end < length;
    if (!isSingleSpace) {
      out += input.slice(keptFrom, i);
      if (i > 0 && end < length) out += ' ';
      keptFrom = end;
    }
    i = end;
  }
  return keptFrom === 0 ? input : out + input.slice(keptFrom);
}

function isFoldable(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0;
}

/** True when text has something to translate: a letter. Digits and symbols alone do not count. */
export function hasLetter(text: string): boolean {
  let hasSurrogate = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 0x20) >= 97 && (c | 0x20) <= 122) return true;
      continue;
    }
    const flags = charClass(c);
    if (flags & LETTER_FLAG) return true;
    if (flags & SPECIAL) hasSurrogate ||= c >= 0xd800 && c <= 0xdfff;
  }
  // An astral letter (𝐀) is a pair of surrogates: only the code point can tell.
  return hasSurrogate && LETTER.test(text);
}

/** `!/\S/.test(text)`, answering ASCII text without the regex. */
export function isBlankText(text: string, start = 0, end = text.length): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) continue;
    if (c < 0x80) return false;
    return !/\S/.test(text.slice(i, end));
  }
  return true;
}
