/** Resend is disabled for this long after each OTP is sent (spec 01 §4, §9). */
export const RESEND_COOLDOWN_SECONDS = 120;

export type VerificationState = { phoneVerified: boolean; emailVerified: boolean };

/** 'Register for free' needs the terms ticked and both the mobile and the email verified. */
export function canRegister(state: VerificationState & { termsAccepted: boolean }): boolean {
  return state.termsAccepted && state.phoneVerified && state.emailVerified;
}

/** Resend only what is still unverified: the mobile OTP, the email OTP, or both. */
export function channelsToResend(state: VerificationState): { phone: boolean; email: boolean } {
  return { phone: !state.phoneVerified, email: !state.emailVerified };
}

export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP';
}
