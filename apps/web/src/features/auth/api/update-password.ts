import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type UpdatePasswordInput = { password: string; token: string };

/** Set-password link: the link's token goes in the body and as the authorization header. */
export const updatePassword = ({ password, token }: UpdatePasswordInput) =>
  api.post<string>('auth/update-password', { password, token }, { token });

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
