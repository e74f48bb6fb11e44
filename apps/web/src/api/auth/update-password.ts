import { AUTH_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type UpdatePasswordInput = { password: string; token: string };

/** Set-password link: the link's token goes in the body and as the authorization header. */
export const updatePassword = ({ password, token }: UpdatePasswordInput) => call(AUTH_ROUTES.updatePassword, { password, token }, { token });

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
