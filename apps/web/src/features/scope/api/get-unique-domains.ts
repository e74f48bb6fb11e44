import type { uniqueDomainsReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

// server: POST /api/scope/Uniquedomains {projectId} → {hostnames}
export const getUniqueDomains = (projectId: string) => api.post<z.infer<typeof uniqueDomainsReply>>('scope/Uniquedomains', { projectId });

export const uniqueDomainsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...projectKey(projectId), 'scope', 'hostnames'], queryFn: () => getUniqueDomains(projectId) });

export function useUniqueDomains(projectId: string) {
  return useQuery(uniqueDomainsQueryOptions(projectId));
}
