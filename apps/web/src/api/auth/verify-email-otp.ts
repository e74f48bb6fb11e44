import { AUTH_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type VerifyEmailOtpInput = RouteInput<typeof AUTH_ROUTES.verifyEmailOtp>;

export const verifyEmailOtp = (input: VerifyEmailOtpInput) => call(AUTH_ROUTES.verifyEmailOtp, input);

export function useVerifyEmailOtp() {
  return useMutation({ mutationFn: verifyEmailOtp });
}
