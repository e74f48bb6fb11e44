import { SCOPE_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Every in-scope page is fetched again. */
export const resyncScope = (projectId: string) => callEnvelope(SCOPE_ROUTES.resync, { projectId });

export function useResyncScope(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => resyncScope(projectId), onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }) });
}
