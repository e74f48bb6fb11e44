import { LETTER, SPACE, SPECIAL, WORD, charClass } from './char-class.ts';
import { isNfcInertPunctuation, normaliseTextFast } from './fast-text.ts';
import { hasLetter } from './normalise.ts';
import { DECOMPOSED_STARTER, STARTER, isLeadingKept, isNfcSafeAt, nfcKind } from './nfc-inert.ts';
import { countTokenWords } from './words.ts';

/** What emitting a segment needs to know about its visible text. */
export interface PlainFacts {
  /** normaliseText of the input. */
  plain: string;
  /** countPlainWords of plain. */
  words: number;
  /** hasLetter of plain. */
  hasLetter: boolean;
  /** False when no default ignore pattern can match (no digit, "@", "://" or "www."): the regexes are skipped. */
  mayMatchDefaultPatterns: boolean;
  /** False when there is no "@", "://" or "www.": the email and URL patterns cannot match. */
  mayMatchAddress: boolean;
  /**
   * The input needs no NFC (nfc-inert.ts said so) and its only whitespace is \t-\r, space and NBSP:
   * normaliseText of it is foldSimpleWhitespace.
   */
  isSimple: boolean;
  /** isSimple, and nothing to fold: plain is the input. */
  isUnchanged: boolean;
  /** False when the text holds no backslash, '<' or '{', so escapeLiteral leaves it alone (true: maybe). */
  mayNeedEscape: boolean;
}

// What the scan needs to know of an ASCII character, one table read instead of a chain of tests.
const SPACE_CHAR = 1;
const LETTER_CHAR = 2;
const DIGIT_CHAR = 4;
/** '@': the email pattern's hint. */
const AT_CHAR = 8;
/** ':' and 'w': may start "://" or "www.". */
const URL_START = 16;
/** Backslash, '<' and '{': escapeLiteral may change the text. */
const ESCAPE_CHAR = 32;
const ASCII_FACTS = new Uint8Array(128).map((_, c) => {
  const lower = c | 0x20;
  if (c === 32 || (c >= 9 && c <= 13)) return SPACE_CHAR;
  if (lower >= 97 && lower <= 122) return LETTER_CHAR | (lower === 119 ? URL_START : 0);
  if (c >= 48 && c <= 57) return DIGIT_CHAR;
  if (c === 64) return AT_CHAR;
  if (c === 58) return URL_START;
  return c === 92 || c === 60 || c === 123 ? ESCAPE_CHAR : 0;
});

/*
 * Normalisation, word count and the ignore rule's first tests in one scan for the common text
 * (characters below U+0300, NFC-inert punctuation, and text such as Hindi or Tamil that NFC leaves
 * unchanged, nfc-inert.ts, outside Han and Thai-like scripts): each used to walk every
 * segment on its own. Other text takes the separate functions; both give the same facts
 * (fast-paths.property.test.ts).
 */
/**
 * "://" or "www." (any case) at `i`: the URL pattern's hint (ignore.ts), which folding cannot
 * create or break since neither contains whitespace.
 */
function isUrlAt(text: string, i: number): boolean {
  if (text.charCodeAt(i) === 58) return text.charCodeAt(i + 1) === 47 && text.charCodeAt(i + 2) === 47;
  return (text.charCodeAt(i + 1) | 0x20) === 119 && (text.charCodeAt(i + 2) | 0x20) === 119 && text.charCodeAt(i + 3) === 46;
}

/*
 * Characters at or above U+0080 that need no test of their neighbours: not whitespace, not Han or
 * Thai-like, and below U+0300, NFC-inert punctuation or an NFC starter (nfc-inert.ts) that is no
 * mark or joiner (those matter after leading whitespace, tested once per text). Filled on first
 * sight of each code unit.
 */
const SIMPLE = 64;
const KNOWN = 128;
const WORD_CHAR = DIGIT_CHAR;
const simpleTable = new Uint8Array(0x10000);

function simpleFacts(c: number): number {
  let facts = simpleTable[c] as number;
  if (facts === 0) {
    const flags = charClass(c);
    const kind = c < 0x300 || isNfcInertPunctuation(c) ? STARTER : nfcKind(c);
    const isSimple = (flags & (SPACE | SPECIAL)) === 0 && (kind === STARTER || kind === DECOMPOSED_STARTER);
    facts = KNOWN | (isSimple ? SIMPLE : 0) | (flags & LETTER ? LETTER_CHAR : 0) | (flags & WORD ? WORD_CHAR : 0);
    simpleTable[c] = facts;
  }
  return facts;
}

function isFoldable(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0;
}

function isFirstNonSpace(input: string, i: number): boolean {
  for (let j = i - 1; j >= 0; j--) if (!isFoldable(input.charCodeAt(j))) return false;
  return true;
}

export function measurePlain(input: string): PlainFacts {
  const length = input.length;
  let words = 0;
  let isWordCounted = false;
  let letter = false;
  let hint = false;
  let address = false;
  let mayNeedEscape = false;
  // The folded text (foldSimpleWhitespace's slices), built as whitespace runs are met.
  let folded = '';
  let keptFrom = 0;
  for (let i = 0; i < length; i++) {
    const c = input.charCodeAt(i);
    let f: number;
    if (c < 0x80) {
      f = ASCII_FACTS[c] as number;
      // Letters first: most characters are.
      if (f === LETTER_CHAR) {
        letter = true;
        if (!isWordCounted) {
          words++;
          isWordCounted = true;
        }
        continue;
      }
    } else f = c === 0xa0 ? SPACE_CHAR : 0;
    if (f === SPACE_CHAR) {
      // A whole whitespace run at once: a single space between words stays, the rest is folded.
      let end = i + 1;
      while (end < length && isFoldable(input.charCodeAt(end))) end++;
      // normaliseText keeps a leading space before a mark or joiner: not simple text.
      if (i === 0 && end < length && input.charCodeAt(end) >= 0x300 && isLeadingKept(input.charCodeAt(end))) return measureAnyText(input);
      if (!(c === 32 && end === i + 1 && i > 0 && end < length)) {
        folded += input.slice(keptFrom, i);
        if (i > 0 && end < length) folded += ' ';
        keptFrom = end;
      }
      isWordCounted = false;
      i = end - 1;
      continue;
    }
    if (c < 0x80) {
      if (f === 0) continue;
      if (f & (LETTER_CHAR | DIGIT_CHAR)) {
        if (f & LETTER_CHAR) letter = true;
        else hint = true;
        if (!isWordCounted) {
          words++;
          isWordCounted = true;
        }
      }
      if (f & AT_CHAR) address = true;
      else if (f & URL_START && !address && isUrlAt(input, i)) address = true;
      else if (f & ESCAPE_CHAR) mayNeedEscape = true;
      continue;
    }
    const known = simpleFacts(c);
    if (known & SIMPLE) {
      if (known & LETTER_CHAR) letter = true;
      if (known & WORD_CHAR && !isWordCounted) {
        words++;
        isWordCounted = true;
      }
      continue;
    }
    if (c >= 0x300 && !isNfcInertPunctuation(c) && !isNfcSafeAt(input, i, isFirstNonSpace(input, i))) return measureAnyText(input);
    const flags = charClass(c);
    // Han, Thai and the like count words their own way.
    if (flags & SPECIAL) return measureAnyText(input);
    if (flags & LETTER) letter = true;
    if (flags & WORD && !isWordCounted) {
      words++;
      isWordCounted = true;
    }
  }
  const needsFolding = keptFrom > 0;
  const plain = needsFolding ? folded + input.slice(keptFrom) : input;
  return {
    plain,
    words,
    hasLetter: letter,
    mayMatchDefaultPatterns: hint || address,
    mayMatchAddress: address,
    isSimple: true,
    isUnchanged: !needsFolding,
    mayNeedEscape,
  };
}

// Any other text: normalised first (NFC), then one scan for the facts, words split as /\S+/g does.
function measureAnyText(input: string): PlainFacts {
  const plain = normaliseTextFast(input);
  const length = plain.length;
  let words = 0;
  let tokenStart = -1;
  let hasWordChar = false;
  let isSpecial = false;
  let letter = false;
  let hasSurrogate = false;
  let hint = false;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? plain.charCodeAt(i) : 32;
    const flags = charClass(c);
    if (flags & SPACE) {
      if (tokenStart >= 0) words += isSpecial ? countTokenWords(plain.slice(tokenStart, i)) : hasWordChar ? 1 : 0;
      tokenStart = -1;
      continue;
    }
    if (tokenStart < 0) {
      tokenStart = i;
      hasWordChar = false;
      isSpecial = false;
    }
    if (flags & WORD) hasWordChar = true;
    if (flags & LETTER) letter = true;
    if (flags & SPECIAL) {
      isSpecial = true;
      if (c >= 0xd800 && c <= 0xdfff) hasSurrogate = true;
    }
    if ((c >= 48 && c <= 57) || c === 64 || ((c === 58 || (c | 0x20) === 119) && isUrlAt(plain, i))) hint = true;
  }
  // An astral letter is a surrogate pair: only the code point can tell.
  if (!letter && hasSurrogate) letter = hasLetter(plain);
  return { plain, words, hasLetter: letter, mayMatchDefaultPatterns: hint, mayMatchAddress: hint, isSimple: false, isUnchanged: false, mayNeedEscape: true };
}
