/*
 * Per-character facts the segment pipeline asks about every character of every segment (is it a
 * letter, a letter or digit, whitespace, or from a script with its own word rule), answered from a
 * table filled on first sight of each UTF-16 code unit by the same regexes the slow paths use, so
 * the answers are identical. Surrogates are marked Special: their code point decides, and callers
 * take their regex path for them.
 */

const KNOWN = 128;
export const LETTER = 1;
/** \p{L} or \p{N}. */
export const WORD = 2;
/** JavaScript's \s. */
export const SPACE = 4;
/** Han, Hiragana, Katakana, ー, Thai, Lao, Khmer, Myanmar, or a surrogate. */
export const SPECIAL = 8;

const CJK_OR_SOUTH_EAST_ASIAN = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
const table = new Uint8Array(0x10000);

function classify(c: number): number {
  if (c >= 0xd800 && c <= 0xdfff) return KNOWN | SPECIAL;
  const ch = String.fromCharCode(c);
  let flags = KNOWN;
  if (/\p{L}/u.test(ch)) flags |= LETTER | WORD;
  else if (/\p{N}/u.test(ch)) flags |= WORD;
  if (/\s/.test(ch)) flags |= SPACE;
  if (CJK_OR_SOUTH_EAST_ASIAN.test(ch)) flags |= SPECIAL;
  return flags;
}

export function charClass(c: number): number {
  let flags = table[c] as number;
  if (flags === 0) {
    flags = classify(c);
    table[c] = flags;
  }
  return flags;
}
