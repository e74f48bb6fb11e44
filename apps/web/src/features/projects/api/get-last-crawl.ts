import type { lastCrawlReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

export type LastCrawl = z.infer<typeof lastCrawlReply>;

/** How often the overview asks for the crawl's state while the realtime channel is down. */
export const CRAWL_POLL_MS = 5000;

// server: POST /api/scope/crawl/last {projectId} → lastProcessedUrl, parsedUrls, status
export const getLastCrawl = (projectId: string) => api.post<LastCrawl>('scope/crawl/last', { projectId });

export const lastCrawlQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: [...projectKey(projectId), 'crawl-last'], queryFn: () => getLastCrawl(projectId) });

/** Polls every 5 s while enabled (the socket is down and a crawl may be running). */
export function useLastCrawlPolling(projectId: string, enabled: boolean) {
  return useQuery({ ...lastCrawlQueryOptions(projectId), enabled, refetchInterval: enabled ? CRAWL_POLL_MS : false, staleTime: 0 });
}
