import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type UpdateUserInput = { apikey: string; updateObj: { contractAgreed: boolean } };

/** Saves the user's agreement to the terms; the user is identified by their api key. */
export const updateUser = (input: UpdateUserInput) => api.post<unknown>('user/update', input);

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
