import { DOMAIN_ROUTES, routeKey, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type DomainStats = RouteReply<typeof DOMAIN_ROUTES.stats>;

export const domainStatsQueryOptions = (projectId: string) => queryOf(DOMAIN_ROUTES.stats, { projectId });
export const domainStatsKey = (projectId: string) => routeKey(DOMAIN_ROUTES.stats, { projectId });

export function useDomainStats(projectId: string) {
  return useQuery(domainStatsQueryOptions(projectId));
}
