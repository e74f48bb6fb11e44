import type { projectDetailsReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';
import { isBusy } from '../lib/project-status.ts';

export type ProjectDetails = z.infer<typeof projectDetailsReply>;

// server: POST /api/project/details {projectId}
export const getProjectDetails = (projectId: string) => api.post<ProjectDetails>('project/details', { projectId });

export const projectDetailsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...projectKey(projectId), 'details'], queryFn: () => getProjectDetails(projectId) });

/** While a crawl is under way the details are also refetched every 5 s, a fallback when the socket is down. */
export function useProjectDetails(projectId: string) {
  return useQuery({
    ...projectDetailsQueryOptions(projectId),
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data.status) ? 5000 : false),
  });
}
