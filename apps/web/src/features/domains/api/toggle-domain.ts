import type { toggleDomainReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { domainsKey, type ProjectDomainRow } from './list-domains.ts';

// server: POST /api/domain/toggle {projectId, hostname, isActive}
export const toggleDomain = (input: { projectId: string; hostname: string; isActive: boolean }) =>
  api.postEnvelope<z.infer<typeof toggleDomainReply>>('domain/toggle', input);

export function useToggleDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { hostname: string; isActive: boolean }) => toggleDomain({ ...input, projectId }),
    // Spec 02 §4: the active flag of the matching hostname in the list changes.
    onSuccess: ({ data }) => {
      queryClient.setQueryData<ProjectDomainRow[]>([...domainsKey(projectId), 'list'], (rows) =>
        rows?.map((row) => (row.hostname === data.hostname ? { ...row, isActive: data.isActive } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: [...domainsKey(projectId), 'stats'] });
    },
  });
}
