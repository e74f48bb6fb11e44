import { AUTH_ROUTES, type RouteReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type SendEmailOtpReply = RouteReply<typeof AUTH_ROUTES.sendEmailOtp>;

/** Sends (or re-sends) the email OTP; the reply's token is kept as verifyEmailToken. */
export const sendEmailOtp = (input: { email: string; authenticationCode: string }) => call(AUTH_ROUTES.sendEmailOtp, input);

export function useSendEmailOtp() {
  return useMutation({ mutationFn: sendEmailOtp });
}
