import type { updateDomainReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

// server: POST /api/domain/update {projectId, hostname, languages}
export const updateDomain = (input: { projectId: string; hostname: string; languages: string[] }) =>
  api.postEnvelope<z.infer<typeof updateDomainReply>>('domain/update', input);

export function useUpdateDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { hostname: string; languages: string[] }) => updateDomain({ ...input, projectId }),
    // The project's languages are the union of its domains' languages: the overview changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
