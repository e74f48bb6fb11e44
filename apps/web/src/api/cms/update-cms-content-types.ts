import { CMS_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Saves the content types and fields to translate. */
export function useUpdateCmsContentTypes(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RouteInput<typeof CMS_ROUTES.cmsContentTypesUpdate>, 'projectId'>) =>
      callEnvelope(CMS_ROUTES.cmsContentTypesUpdate, { projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
