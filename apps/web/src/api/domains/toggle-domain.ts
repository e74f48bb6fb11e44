import { DOMAIN_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { domainStatsKey } from './domain-stats.ts';
import { domainsKey, type ProjectDomainRow } from './list-domains.ts';

export const toggleDomain = (input: { projectId: string; hostname: string; isActive: boolean }) => callEnvelope(DOMAIN_ROUTES.toggle, input);

export function useToggleDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { hostname: string; isActive: boolean }) => toggleDomain({ ...input, projectId }),
    // Spec 02 §4: the active flag of the matching hostname in the list changes.
    onSuccess: ({ data }) => {
      queryClient.setQueryData<ProjectDomainRow[]>(domainsKey(projectId), (rows) =>
        rows?.map((row) => (row.hostname === data.hostname ? { ...row, isActive: data.isActive } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: domainStatsKey(projectId) });
    },
  });
}
