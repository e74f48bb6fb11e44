import { LETTER, SPECIAL, charClass } from './char-class.ts';
import { hasLetter, normaliseText } from './normalise.ts';
import { isNfcSafeAt } from './nfc-inert.ts';

/*
 * Scanning versions of normalise.ts for extraction, which calls them for every text of every
 * crawled page. normalise.ts stays the definition (and what the size-budgeted snippet bundles);
 * these give the same answers (fast-paths.property.test.ts) without regexes on the common text.
 */

/** normaliseText, scanning the common text and handing the rest to it. */
export function normaliseTextFast(input: string): string {
  return foldSimpleText(input) ?? normaliseText(input);
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
 * The common case in one scan: text of characters below U+0300 (and the punctuation above, and
 * characters nfc-inert.ts finds NFC keeps where they stand) needs no NFC, has no mark or joiner
 * for the leading trim to keep, and its only whitespace is \t-\r,
 * space and NBSP. Returns undefined for other text. Same result as normaliseText, without
 * its regexes.
 */
function foldSimpleText(input: string): string | undefined {
  const length = input.length;
  let needsFolding = false;
  let afterSpace = true;
  let isStarted = false;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0x300 && !isNfcInertPunctuation(c) && !isNfcSafeAt(input, i, !isStarted)) return undefined;
    if (c === 32) {
      if (afterSpace) needsFolding = true;
      afterSpace = true;
    } else if ((c >= 9 && c <= 13) || c === 0xa0) {
      needsFolding = true;
      afterSpace = true;
    } else {
      afterSpace = false;
      isStarted = true;
    }
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

/** normalise.ts hasLetter without its regexes, for the text of every run. */
export function hasLetterFast(text: string): boolean {
  let hasSurrogate = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 0x20) >= 97 && (c | 0x20) <= 122) return true;
      continue;
    }
    const flags = charClass(c);
    if (flags & LETTER) return true;
    if (flags & SPECIAL) hasSurrogate ||= c >= 0xd800 && c <= 0xdfff;
  }
  // An astral letter (𝐀) is a pair of surrogates: only the code point can tell.
  return hasSurrogate && hasLetter(text);
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
