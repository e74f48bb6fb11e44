import { SCOPE_ROUTES, type RouteReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

export type ScopeAddResult = RouteReply<typeof SCOPE_ROUTES.add>;

/** Adds URLs; the reply maps each URL to what happened to it. */
export const addScopeUrls = (input: { projectId: string; urls: string[] }) => call(SCOPE_ROUTES.add, input);

export function useAddScopeUrls(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (urls: string[]) => addScopeUrls({ projectId, urls }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
