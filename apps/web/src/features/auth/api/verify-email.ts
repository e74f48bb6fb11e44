import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Email verification link: the server answers with a session token. */
export const verifyEmail = (uuid: string) => api.post<string>('auth/verification', { uuid });

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
