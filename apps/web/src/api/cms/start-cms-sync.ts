import { CMS_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Starts a sync: pull, translate, write each locale back. */
export function useStartCmsSync(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RouteInput<typeof CMS_ROUTES.cmsSync>, 'projectId'>) => callEnvelope(CMS_ROUTES.cmsSync, { projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
