import type { projectStatsReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export type ProjectStats = z.infer<typeof projectStatsReply>;

// server: POST /api/project/stats {projectId} → totals, counts per language, crawl counters
export const getProjectStats = (projectId: string) => api.post<ProjectStats>('project/stats', { projectId });

export const projectStatsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...projectKey(projectId), 'stats'], queryFn: () => getProjectStats(projectId) });

export function useProjectStats(projectId: string) {
  return useQuery(projectStatsQueryOptions(projectId));
}
