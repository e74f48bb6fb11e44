import { PROJECT_ROUTES, type PROJECT_FLAG_KEYS } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectDetailsQuery, type ProjectDetails } from './project-details.ts';

export type ProjectFlagKey = (typeof PROJECT_FLAG_KEYS)[number];

/** The spec names two paths of one call; meta tags go to the meta path, canonical and cache to the cache path. */
const ROUTE_OF = { canonical: PROJECT_ROUTES.cacheUpdate, cache: PROJECT_ROUTES.cacheUpdate, metaTags: PROJECT_ROUTES.metaUpdate } as const;

export const setProjectFlag = (input: { projectId: string; key: ProjectFlagKey; status: boolean }) => callEnvelope(ROUTE_OF[input.key], input);

export function useSetProjectFlag(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: ProjectFlagKey; status: boolean }) => setProjectFlag({ ...input, projectId }),
    onSuccess: (reply) => queryClient.setQueryData<ProjectDetails>(projectDetailsQuery(projectId).queryKey, (old) => (old ? { ...old, ...reply.data } : old)),
  });
}
