import { AUTH_ROUTES, type loginFailureData, type RouteInput, type RouteReply } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/call.ts';

export type LoginInput = RouteInput<typeof AUTH_ROUTES.login>;
export type LoginReply = RouteReply<typeof AUTH_ROUTES.login>;
/** data of a failed login: whether the account is locked and how many failures were counted. */
export type LoginFailure = z.infer<typeof loginFailureData>;

export const login = (input: LoginInput) => call(AUTH_ROUTES.login, input);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
