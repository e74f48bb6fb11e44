/**
 * GSTIN: two digits of the state, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number,
 * 'Z' by default, and a check character (the GSTN's mod-36 Luhn variant over the first 14).
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
