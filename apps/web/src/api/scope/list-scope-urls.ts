import { SCOPE_ROUTES, routeKey, type RouteReply } from '@lipi/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type ScopeUrlList = RouteReply<typeof SCOPE_ROUTES.urls>;
export type ScopeQuery = { pageNumber: number; pageSize: number; search?: string; selectedHostname?: string };

/** The prefix of every cached page of the list (any query), for patching a row in all of them. */
export const scopeListKey = (projectId: string) => routeKey(SCOPE_ROUTES.urls, { projectId }).slice(0, 3);

export const scopeUrlsQueryOptions = (projectId: string, query: ScopeQuery) =>
  queryOptions({ ...queryOf(SCOPE_ROUTES.urls, { projectId, ...query }), placeholderData: keepPreviousData });

export function useScopeUrls(projectId: string, query: ScopeQuery, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...scopeUrlsQueryOptions(projectId, query), refetchInterval: options.refetchInterval ?? false });
}
