import { PROJECT_ROUTES, routeKey, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type ProjectStats = RouteReply<typeof PROJECT_ROUTES.stats>;

export const projectStatsQueryOptions = (projectId: string) => queryOf(PROJECT_ROUTES.stats, { projectId });
/** The prefix of the stats query, for refreshing it alone when crawl progress arrives. */
export const projectStatsKey = (projectId: string) => routeKey(PROJECT_ROUTES.stats, { projectId });

export function useProjectStats(projectId: string) {
  return useQuery(projectStatsQueryOptions(projectId));
}
