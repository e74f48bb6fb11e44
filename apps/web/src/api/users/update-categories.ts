import { USER_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { usersKey } from './user-list.ts';

export function useUpdateCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteInput<typeof USER_ROUTES.categories>) => callEnvelope(USER_ROUTES.categories, input),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}
