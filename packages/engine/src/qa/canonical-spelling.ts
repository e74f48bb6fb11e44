/**
 * Spellings of one Indic letter that render alike and that Unicode names as equivalent, but that NFC
 * leaves apart because the atomic letter was added after the joiner sequence was in use:
 * - Malayalam chillus: consonant + virama + ZWJ (ന്‍, Unicode 4) and the atomic letters (ൻ, Unicode 5.1:
 *   ൺ ൻ ർ ൽ ൾ ൿ);
 * - Bengali khanda ta: ত + virama + ZWJ (ত্‍) and ৎ (U+09CE, Unicode 4.1).
 * The joiner form is rewritten to the atomic letter, the form Unicode recommends. Only text that holds
 * a ZWJ can change, so a hash of any other text stays as it was. Segment text must pass through this
 * after NFC before it is hashed: extract/normalise.ts calls it.
 */
const ATOMIC_LETTER: Readonly<Record<string, string>> = {
  // Malayalam ണ ന ര ല ള ക → ൺ ൻ ർ ൽ ൾ ൿ
  '\u0D23': '\u0D7A',
  '\u0D28': '\u0D7B',
  '\u0D30': '\u0D7C',
  '\u0D32': '\u0D7D',
  '\u0D33': '\u0D7E',
  '\u0D15': '\u0D7F',
  // Bengali ত → ৎ
  '\u09A4': '\u09CE',
};

// Consonant + its script's virama (Malayalam U+0D4D, Bengali U+09CD) + ZWJ.
const JOINER_FORM = /([\u0D23\u0D28\u0D30\u0D32\u0D33\u0D15])\u0D4D\u200D|(\u09A4)\u09CD\u200D/g;

/** `text` (already NFC) with the joiner spellings of these letters replaced by the atomic letters. */
export function unifyCanonicalSpellings(text: string): string {
  if (!text.includes('\u200D')) return text;
  return text.replace(JOINER_FORM, (whole, malayalam: string | undefined, bengali: string | undefined) => ATOMIC_LETTER[malayalam ?? bengali ?? ''] ?? whole);
}
