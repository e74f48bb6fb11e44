import { AUTH_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

/** Sends a new mobile OTP; the server replaces the previous code. */
export const resendOtp = (authenticationCode: string) => call(AUTH_ROUTES.resendOtp, { authenticationCode });

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
