import { SCOPE_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export const uniqueDomainsQueryOptions = (projectId: string) => queryOf(SCOPE_ROUTES.uniqueDomains, { projectId });

export function useUniqueDomains(projectId: string) {
  return useQuery(uniqueDomainsQueryOptions(projectId));
}
