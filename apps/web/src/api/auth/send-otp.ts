import { AUTH_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type SendOtpInput = RouteInput<typeof AUTH_ROUTES.sendOtp>;
export type SendOtpReply = RouteReply<typeof AUTH_ROUTES.sendOtp>;

/** Starts a free-trial registration: the server sends the mobile OTP and returns authenticationCode. */
export const sendOtp = (input: SendOtpInput) => call(AUTH_ROUTES.sendOtp, input);

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
