import type { multiDomainStatsReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { domainsKey } from './list-domains.ts';

export type DomainStats = z.infer<typeof multiDomainStatsReply>;

// server: POST /api/multi/domain/stats {projectId}
export const getDomainStats = (projectId: string) => api.post<DomainStats>('multi/domain/stats', { projectId });

export const domainStatsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...domainsKey(projectId), 'stats'], queryFn: () => getDomainStats(projectId) });

export function useDomainStats(projectId: string) {
  return useQuery(domainStatsQueryOptions(projectId));
}
