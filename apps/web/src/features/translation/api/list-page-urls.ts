import type { scopeUrlListReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export type PageUrlList = z.infer<typeof scopeUrlListReply>;

// server: GET /api/scope/urls/{projectId}?pageNumber&pageSize&search (read-only: the editor's page picker)
export const listPageUrls = (projectId: string, search: string) =>
  api.get<PageUrlList>(`scope/urls/${encodeURIComponent(projectId)}`, { query: { pageNumber: 1, pageSize: 50, search: search || undefined } });

export const pageUrlsQueryOptions = (projectId: string, search: string) =>
  queryOptions({ queryKey: [...projectKey(projectId), 'scope', 'urls', 'picker', search], queryFn: () => listPageUrls(projectId, search), staleTime: 30_000 });

export function usePageUrls(projectId: string, search: string) {
  return useQuery(pageUrlsQueryOptions(projectId, search));
}
