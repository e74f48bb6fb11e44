import type { loginFailureData, loginReply, loginRequest } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type LoginInput = z.input<typeof loginRequest>;
export type LoginReply = z.infer<typeof loginReply>;
/** data of a failed login: whether the account is locked and how many failures were counted. */
export type LoginFailure = z.infer<typeof loginFailureData>;

export const login = (input: LoginInput) => api.post<LoginReply>('auth', input);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
