import { CMS_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Turns automatic sync on webhooks on (a new secret, shown once) or off. */
export function useSetCmsAutoSync(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RouteInput<typeof CMS_ROUTES.cmsAutoUpdate>, 'projectId'>) => callEnvelope(CMS_ROUTES.cmsAutoUpdate, { projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
