import { AUTH_ROUTES, type RouteReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type OtpStatus = RouteReply<typeof AUTH_ROUTES.verifyOtp>;

/** Verifies the mobile OTP of a registration. */
export const verifyOtp = (input: { otp: string; authenticationCode: string }) => call(AUTH_ROUTES.verifyOtp, input);

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
