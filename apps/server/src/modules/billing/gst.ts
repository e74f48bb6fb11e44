import { GST_RATE_PERCENT } from '@lipi/contract';

/** GST on a price in paise, rounded to the paisa; the buyer pays price + tax. */
export const gstOn = (amount: number) => Math.round((amount * GST_RATE_PERCENT) / 100);

/**
 * Inside the seller's state the tax is split into CGST and SGST (9 % + 9 %); to another state it is
 * IGST (18 %). The state is the first two digits of a GSTIN, else the buyer's stated place of supply,
 * else the seller's own (a consumer with no address on record).
 */
export function splitGst(tax: number, sellerState: string, buyerState: string | null | undefined) {
  if (buyerState && buyerState !== sellerState) return { cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

export const stateOfGstin = (gstin: string | null | undefined) => (gstin ? gstin.slice(0, 2) : null);

/** Indian financial year of a date, e.g. 2026-27 for 25 Nov 2026 (April to March). */
export function financialYearOf(at: Date): string {
  const year = at.getUTCMonth() >= 3 ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}
