import type { sendOtpReply, sendOtpRequest } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type SendOtpInput = z.output<typeof sendOtpRequest>;
export type SendOtpReply = z.infer<typeof sendOtpReply>;

/** Starts a free-trial registration: the server sends the mobile OTP and returns authenticationCode. */
export const sendOtp = (input: SendOtpInput) => api.post<SendOtpReply>('auth/sendOtp', input);

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
