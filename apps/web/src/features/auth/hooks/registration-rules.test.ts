import { describe, expect, it } from 'vitest';
import { canRegister, channelsToResend, resendLabel } from './registration-rules.ts';

describe('registration rules', () => {
  it('enables Register for free only with terms ticked and both channels verified', () => {
    for (const termsAccepted of [true, false])
      for (const phoneVerified of [true, false])
        for (const emailVerified of [true, false])
          expect(canRegister({ termsAccepted, phoneVerified, emailVerified })).toBe(termsAccepted && phoneVerified && emailVerified);
  });

  it('resends only the channels not yet verified', () => {
    expect(channelsToResend({ phoneVerified: false, emailVerified: false })).toEqual({ phone: true, email: true });
    expect(channelsToResend({ phoneVerified: true, emailVerified: false })).toEqual({ phone: false, email: true });
    expect(channelsToResend({ phoneVerified: false, emailVerified: true })).toEqual({ phone: true, email: false });
  });

  it('labels the resend button with the seconds left', () => {
    expect(resendLabel(120)).toBe('Resend OTP in 120s');
    expect(resendLabel(1)).toBe('Resend OTP in 1s');
    expect(resendLabel(0)).toBe('Resend OTP');
  });
});
