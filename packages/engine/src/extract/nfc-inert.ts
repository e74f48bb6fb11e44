/*
 * Which text NFC leaves unchanged, decided per character in the segment scans instead of calling
 * String.prototype.normalize on every Hindi or Tamil sentence (it was the largest single cost of
 * extracting Indic pages). Facts are read from the engine's own normalize() once per process, so
 * they follow the Unicode version of the runtime like normaliseText does:
 *
 * - a starter: NFC keeps it, its canonical combining class is 0 and it is never the second part of
 *   a canonical composition (it appears at no position but the first of any decomposition);
 * - a mark: the same, but a non-zero combining class; it is safe right after a starter that has no
 *   decomposition of its own (nothing to reorder against, nothing it can join);
 * - a starter that is a second part (Tamil ா, Hangul vowel and final jamo): safe unless the character
 *   just before it is one it composes with (a class-0 second part composes with its neighbour only);
 * - a mark that is a second part (the nukta of ज़): safe where a mark is, unless that starter is
 *   one it composes with (न + ़ is ऩ); a mark that is no second part is safe after another mark
 *   when the two are in canonical order.
 *
 * Everything else (marks that compose, NFC-changing characters, joiners, which also drive
 * unifyCanonicalSpellings, whitespace other than \t-\r, space and NBSP, surrogates) takes the
 * normalize() path. fast-paths.property.test.ts checks the classification against normalize().
 */

const UNKNOWN = 0;
/** Class 0, no decomposition: a mark may follow it. */
export const STARTER = 1;
/** Class 0 with a canonical decomposition (ொ, 가): safe itself, but no mark may follow it. */
export const DECOMPOSED_STARTER = 2;
export const MARK = 3;
/** Class 0, the second part of compositions whose first parts are listed in firstParts. */
export const SECOND_STARTER = 4;
/** A non-zero class second part (nukta, most combining accents): as a mark, and not after a first part of it. */
export const SECOND_MARK = 5;
export const SLOW = 6;

const kinds = new Uint8Array(0x10000);
let firstParts: Map<number, number[] | undefined> | undefined;
// \p{M}, Grapheme_Extend and ZWJ: normaliseText keeps a leading space before them.
const LEADING_KEPT = /[\p{M}\p{Grapheme_Extend}\u200d]/u;
const OTHER_SPACE = /\s/;

/*
 * Every character that is a later part of a BMP character's canonical decomposition, with the
 * characters it joins when right after them (undefined: a first part of more than one character,
 * always slow). The BMP
 * characters astral decompositions hold after their first are marks some BMP character holds too
 * (checked by the property test).
 */
// Composition exclusions (ज़ U+095B is ज + nukta, but NFC keeps the two apart) list no first part.
function joins(first: string, second: string): boolean {
  return (first + second).normalize('NFC') !== first + second;
}

function collectSecondParts(): Map<number, number[] | undefined> {
  const parts = new Map<number, number[] | undefined>();
  for (let c = 0x80; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const ch = String.fromCharCode(c);
    const decomposed = ch.normalize('NFD');
    if (decomposed.length < 2) continue;
    for (let i = 1; i < decomposed.length; i++) {
      const second = decomposed.charCodeAt(i);
      const first = decomposed.slice(0, i).normalize('NFC');
      const known = parts.has(second) ? parts.get(second) : [];
      if (known === undefined) continue;
      if (first.length !== 1) parts.set(second, undefined);
      else if (!known.includes(first.charCodeAt(0)) && joins(first, decomposed.charAt(i))) parts.set(second, [...known, first.charCodeAt(0)]);
      else parts.set(second, known);
    }
  }
  return parts;
}

/** For a character without a decomposition. */
function hasNonZeroClass(ch: string): boolean {
  // A mark of class > 1 sorts after U+0334 (class 1); one of class 1..229 sorts before U+0301 (230).
  return `a${ch}\u0334`.normalize('NFD') !== `a${ch}\u0334` || `a\u0301${ch}`.normalize('NFD') !== `a\u0301${ch}`;
}

function classify(c: number): number {
  if (c >= 0xd800 && c <= 0xdfff) return SLOW;
  const ch = String.fromCharCode(c);
  if (c === 0x200c || c === 0x200d || OTHER_SPACE.test(ch) || ch.normalize('NFC') !== ch) return SLOW;
  firstParts ??= collectSecondParts();
  const decomposed = ch.normalize('NFD');
  if (decomposed !== ch) {
    if (firstParts.has(c)) return SLOW;
    for (let i = 0; i < decomposed.length; i++) if (hasNonZeroClass(decomposed.charAt(i))) return SLOW;
    return DECOMPOSED_STARTER;
  }
  const isMark = hasNonZeroClass(ch);
  if (firstParts.has(c)) return firstParts.get(c) === undefined ? SLOW : isMark ? SECOND_MARK : SECOND_STARTER;
  return isMark ? MARK : STARTER;
}

const pairOrder = new Map<number, boolean>();

function isInOrder(first: number, second: number): boolean {
  const key = first * 0x10000 + second;
  let isOrdered = pairOrder.get(key);
  if (isOrdered === undefined) {
    const pair = `a${String.fromCharCode(first, second)}`;
    isOrdered = pair.normalize('NFD') === pair;
    pairOrder.set(key, isOrdered);
  }
  return isOrdered;
}

/** The NFC kind of a UTF-16 code unit at or above U+0300. */
export function nfcKind(c: number): number {
  let kind = kinds[c] as number;
  if (kind === UNKNOWN) {
    kind = classify(c);
    kinds[c] = kind;
  }
  return kind;
}

/** \p{M}, Grapheme_Extend or ZWJ: after leading whitespace normaliseText keeps a space before it. */
export function isLeadingKept(c: number): boolean {
  return LEADING_KEPT.test(String.fromCharCode(c));
}

/**
 * Whether NFC leaves `input[i]` (≥ U+0300, not NFC-inert punctuation) unchanged next to the code
 * unit before it, and no whitespace rule of normaliseText needs its regexes: `isFirst` when it is
 * the first character that is not whitespace (after leading whitespace the trim may keep a space).
 */
export function isNfcSafeAt(input: string, i: number, isFirst: boolean): boolean {
  if (isFirst && i > 0 && LEADING_KEPT.test(input.charAt(i))) return false;
  return isNfcSafeAfter(input.charCodeAt(i), i > 0 ? input.charCodeAt(i - 1) : -1);
}

/** Whether NFC leaves `c` (≥ U+0300) unchanged right after `previous` (-1: at the start). */
export function isNfcSafeAfter(c: number, previous: number): boolean {
  const kind = nfcKind(c);
  if (kind === STARTER || kind === DECOMPOSED_STARTER) return true;
  if (kind === MARK || kind === SECOND_MARK) {
    // After a class-0 character without a decomposition nothing can be reordered; a second part
    // then composes only with that character.
    const before = previous < 0x80 ? (previous >= 0 ? STARTER : UNKNOWN) : previous >= 0x300 ? nfcKind(previous) : UNKNOWN;
    if (before === STARTER) return kind === MARK || !(firstParts?.get(c) ?? []).includes(previous);
    // A mark after a mark (nukta + virama in मुफ़्त): safe when the two are in canonical order; it
    // joins nothing, not being a second part.
    return kind === MARK && (before === MARK || before === SECOND_MARK) && isInOrder(previous, c);
  }
  if (kind === SECOND_STARTER) return !(firstParts?.get(c) ?? []).includes(previous);
  return false;
}
