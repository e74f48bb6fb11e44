/*
 * Mask tokens are written `{{n}}`. Chosen because NMT APIs and LLMs copy double-brace template
 * variables verbatim (they are the i18n convention of many frameworks), they contain no letters an
 * engine could translate or change the case of, and transliterateEnglish protects `{{…}}` as a
 * template variable. Engines still damage them now and then: they add spaces (`{{ 1 }}`,
 * `{ {1} }`), write full-width braces, or rewrite the digits in the target script (`{{१}}`), so
 * the reader below accepts all of that.
 */

const DIGIT_ZEROS = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0x1c50, 0xabf0, 0xff10];

/** Any decimal digit of the scripts used in India (and full-width ones) to its value, else -1. */
export function digitValue(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) if (cp >= zero && cp <= zero + 9) return cp - zero;
  return -1;
}

/** Rewrites every native decimal digit as ASCII 0-9. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (ch) => {
    const value = digitValue(ch);
    return value < 0 ? ch : String(value);
  });
}

export function tokenFor(n: number): string {
  return `{{${n}}}`;
}

/** A token as an engine may hand it back; group 1 holds the number in any script's digits. */
export const LOOSE_TOKEN = /[{｛]\s*[{｛]\s*(\p{Nd}+)\s*[}｝]\s*[}｝]/gu;

/** The number of a loosely matched token. */
export function tokenNumber(digits: string): number {
  return Number(asciiDigits(digits));
}
