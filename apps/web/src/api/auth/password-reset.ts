import { AUTH_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

/** Asks for a set-password link; the reply is the same whether or not the email is known. */
export const requestPasswordReset = (email: string) => callEnvelope(AUTH_ROUTES.passwordReset, { email }).then((r) => r.message);

export function usePasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
