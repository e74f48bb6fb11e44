import type { domainsReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export type ProjectDomainRow = z.infer<typeof domainsReply>['domains'][number];
export const domainsKey = (projectId: string) => [...projectKey(projectId), 'domains'] as const;

// server: POST /api/domains {projectId} → domains with their collaborators
export const listDomains = (projectId: string) => api.post<z.infer<typeof domainsReply>>('domains', { projectId });

export const domainsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...domainsKey(projectId), 'list'], queryFn: () => listDomains(projectId).then((r) => r.domains) });

export function useDomains(projectId: string) {
  return useQuery(domainsQueryOptions(projectId));
}
