import type { scopeUrlListReply } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof scopeUrlListReply>;

// server: GET /api/scope/urls/{projectId}?pageNumber&pageSize&search → the pages to pick a preview from
export function usePageUrls(projectId: string, search: string) {
  const query = { pageNumber: 1, pageSize: 50, search: search || undefined };
  return useQuery({
    queryKey: [...projectKey(projectId), 'scope', 'urls', 'preview-picker', query],
    queryFn: () => api.get<Reply>(`scope/urls/${encodeURIComponent(projectId)}`, { query }),
    placeholderData: keepPreviousData,
  });
}
