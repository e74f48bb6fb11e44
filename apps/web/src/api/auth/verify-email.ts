import { AUTH_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

/** Email verification link: the server answers with a session token. */
export const verifyEmail = (uuid: string) => call(AUTH_ROUTES.verification, { uuid });

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
