import type { resyncReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

// server: POST /api/scope/project/resync {projectId} → every in-scope page is fetched again
export const resyncScope = (projectId: string) => api.postEnvelope<z.infer<typeof resyncReply>>('scope/project/resync', { projectId });

export function useResyncScope(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => resyncScope(projectId), onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }) });
}
