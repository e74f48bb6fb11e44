import type { addDomainReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey, projectListKey } from '../../../lib/query-keys.ts';

// server: POST /api/project/addNewDomain {projectId, url, languages}; a failure carries data.status
export const addDomain = (input: { projectId: string; url: string; languages: string[] }) =>
  api.postEnvelope<z.infer<typeof addDomainReply>>('project/addNewDomain', input);

export function useAddDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; languages: string[] }) => addDomain({ ...input, projectId }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), queryClient.invalidateQueries({ queryKey: projectListKey })]),
  });
}
