import type { signUpRequest } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type SignUpInput = z.input<typeof signUpRequest>;

/** The older sign-up form; the reply's message is shown on the notification page. */
export const signUp = (input: SignUpInput) => apiRequest<unknown>('auth/new', { method: 'POST', body: input }).then((r) => r.message);

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
