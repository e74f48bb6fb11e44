import { USER_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { usersKey } from './user-list.ts';

export type CreateUserInput = RouteInput<typeof USER_ROUTES.create>;

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => callEnvelope(USER_ROUTES.create, input),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}
