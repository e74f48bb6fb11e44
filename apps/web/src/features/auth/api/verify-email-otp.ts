import type { verifyEmailOtpRequest } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import type { OtpStatus } from './verify-otp.ts';

export type VerifyEmailOtpInput = z.input<typeof verifyEmailOtpRequest>;

export const verifyEmailOtp = (input: VerifyEmailOtpInput) => api.post<OtpStatus>('auth/verifyEmailOTP', input);

export function useVerifyEmailOtp() {
  return useMutation({ mutationFn: verifyEmailOtp });
}
