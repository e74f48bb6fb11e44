import type { otpStatusReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type OtpStatus = z.infer<typeof otpStatusReply>;

/** Verifies the mobile OTP of a registration. */
export const verifyOtp = (input: { otp: string; authenticationCode: string }) => api.post<OtpStatus>('auth/verifyOtp', input);

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
