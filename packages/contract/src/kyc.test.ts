import { describe, expect, it } from 'vitest';
import { KYC_MESSAGES, kycReviewRequest, parseMaskedAadhaar } from './api/kyc.ts';

describe('masked Aadhaar', () => {
  it('keeps only the last four digits of the masked form UIDAI prints', () => {
    expect(parseMaskedAadhaar('XXXX XXXX 1234')).toEqual({ last4: '1234' });
    expect(parseMaskedAadhaar('xxxxxxxx9876')).toEqual({ last4: '9876' });
    expect(parseMaskedAadhaar(' **** **** 0042 ')).toEqual({ last4: '0042' });
  });

  it('refuses a full number, however spaced, and anything else', () => {
    expect(parseMaskedAadhaar('2345 6789 0123')).toEqual({ error: KYC_MESSAGES.aadhaarUnmasked });
    expect(parseMaskedAadhaar('234567890123')).toEqual({ error: KYC_MESSAGES.aadhaarUnmasked });
    expect(parseMaskedAadhaar('XXXX 6789 0123')).toEqual({ error: KYC_MESSAGES.aadhaarMaskedRequired });
    expect(parseMaskedAadhaar('')).toEqual({ error: KYC_MESSAGES.aadhaarMaskedRequired });
  });
});

describe('KYC review request', () => {
  const documentId = '5a577940-5991-4f75-ab6b-e952f96668b7';
  it('needs a reason to reject, and none to accept', () => {
    expect(kycReviewRequest.safeParse({ documentId, status: 'accepted' }).success).toBe(true);
    const rejected = kycReviewRequest.safeParse({ documentId, status: 'rejected', reason: '  ' });
    expect(rejected.success).toBe(false);
    expect(rejected.error?.issues[0]?.message).toBe(KYC_MESSAGES.reasonRequired);
  });
});
