import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Asks for a set-password link; the reply is the same whether or not the email is known. */
export const requestPasswordReset = (email: string) =>
  apiRequest<unknown>('auth/password-reset', { method: 'POST', body: { email } }).then((r) => r.message);

export function usePasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
