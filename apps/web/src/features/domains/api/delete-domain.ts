import type { deleteDomainReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey, projectListKey } from '../../../lib/query-keys.ts';

// server: POST /api/project/deleteDomain {projectId, hostname}; a failure carries data.status
export const deleteDomain = (input: { projectId: string; hostname: string }) => api.postEnvelope<z.infer<typeof deleteDomainReply>>('project/deleteDomain', input);

export function useDeleteDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hostname: string) => deleteDomain({ projectId, hostname }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), queryClient.invalidateQueries({ queryKey: projectListKey })]),
  });
}
