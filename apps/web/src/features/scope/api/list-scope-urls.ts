import type { scopeUrlListReply } from '@lipi/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export type ScopeUrlList = z.infer<typeof scopeUrlListReply>;
export type ScopeQuery = { pageNumber: number; pageSize: number; search?: string; selectedHostname?: string };

export const scopeListKey = (projectId: string) => [...projectKey(projectId), 'scope', 'urls'] as const;

// server: GET /api/scope/urls/{projectId}?pageNumber&pageSize&search&selectedHostname
export const listScopeUrls = (projectId: string, query: ScopeQuery) =>
  api.get<ScopeUrlList>(`scope/urls/${encodeURIComponent(projectId)}`, { query });

export const scopeUrlsQueryOptions = (projectId: string, query: ScopeQuery) =>
  queryOptions({ queryKey: [...scopeListKey(projectId), query], queryFn: () => listScopeUrls(projectId, query), placeholderData: keepPreviousData });

export function useScopeUrls(projectId: string, query: ScopeQuery, options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...scopeUrlsQueryOptions(projectId, query), refetchInterval: options.refetchInterval ?? false });
}
