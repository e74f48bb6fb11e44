import { DOMAIN_ROUTES, routeKey, type RouteReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type ProjectDomainRow = RouteReply<typeof DOMAIN_ROUTES.list>['domains'][number];

/** The key holds the rows themselves (the reply's domains), so a toggle can patch one row. */
export const domainsKey = (projectId: string) => routeKey(DOMAIN_ROUTES.list, { projectId });

export const listDomains = (projectId: string) => call(DOMAIN_ROUTES.list, { projectId });

export const domainsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: domainsKey(projectId), queryFn: () => listDomains(projectId).then((r) => r.domains) });

export function useDomains(projectId: string) {
  return useQuery(domainsQueryOptions(projectId));
}
