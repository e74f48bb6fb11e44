import { CMS_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Checks an address and token without saving; a refusal carries Strapi's own error. */
export function useVerifyCms(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RouteInput<typeof CMS_ROUTES.cmsVerify>, 'projectId'>) => callEnvelope(CMS_ROUTES.cmsVerify, { projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
