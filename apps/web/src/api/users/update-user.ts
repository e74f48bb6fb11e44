import { USER_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { usersKey } from './user-list.ts';

export type UpdateUserInput = RouteInput<typeof USER_ROUTES.update>;

/** POST /user/update: the user's own agreement to the terms (by api key), or an administrator's edit (name, role, nmt flag). */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => callEnvelope(USER_ROUTES.update, input),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}
