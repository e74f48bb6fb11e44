import type { PROJECT_FLAG_KEYS, projectFlagsReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';
import type { ProjectDetails } from './get-project-details.ts';

export type ProjectFlagKey = (typeof PROJECT_FLAG_KEYS)[number];
type Flags = z.infer<typeof projectFlagsReply>;

/** The spec names two paths; meta tags go to the meta path, canonical and cache to the cache path. */
const PATH_OF: Record<ProjectFlagKey, string> = { canonical: 'project/cache/update', cache: 'project/cache/update', metaTags: 'project/meta/update' };

// server: POST /api/project/cache/update and /api/project/meta/update {key, status, projectId}
export const setProjectFlag = (input: { projectId: string; key: ProjectFlagKey; status: boolean }) => api.postEnvelope<Flags>(PATH_OF[input.key], input);

export function useSetProjectFlag(projectId: string) {
  const queryClient = useQueryClient();
  const detailsKey = [...projectKey(projectId), 'details'];
  return useMutation({
    mutationFn: (input: { key: ProjectFlagKey; status: boolean }) => setProjectFlag({ ...input, projectId }),
    onSuccess: (reply) => queryClient.setQueryData<ProjectDetails>(detailsKey, (old) => (old ? { ...old, ...reply.data } : old)),
  });
}
