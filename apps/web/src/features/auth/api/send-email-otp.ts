import type { sendEmailOtpReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type SendEmailOtpReply = z.infer<typeof sendEmailOtpReply>;

/** Sends (or re-sends) the email OTP; the reply's token is kept as verifyEmailToken. */
export const sendEmailOtp = (input: { email: string; authenticationCode: string }) =>
  api.post<SendEmailOtpReply>('auth/sendEmailOTP', input);

export function useSendEmailOtp() {
  return useMutation({ mutationFn: sendEmailOtp });
}
