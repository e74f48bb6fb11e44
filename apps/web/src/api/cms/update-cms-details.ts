import { CMS_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Saves the connection after verifying it; the token is sealed on the server and never comes back. */
export function useUpdateCmsDetails(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RouteInput<typeof CMS_ROUTES.cmsDetailsUpdate>, 'projectId'>) =>
      callEnvelope(CMS_ROUTES.cmsDetailsUpdate, { projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
