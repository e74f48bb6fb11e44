import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Sends a new mobile OTP; the server replaces the previous code. */
export const resendOtp = (authenticationCode: string) => api.post<unknown>('auth/resendOtp', { authenticationCode });

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
