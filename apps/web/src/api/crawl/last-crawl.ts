import { CRAWL_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type LastCrawl = RouteReply<typeof CRAWL_ROUTES.last>;

/** How often the overview asks for the crawl's state while the realtime channel is down. */
export const CRAWL_POLL_MS = 5000;

export const lastCrawlQueryOptions = (projectId: string) => queryOf(CRAWL_ROUTES.last, { projectId });

/** Polls every 5 s while enabled (the socket is down and a crawl may be running). */
export function useLastCrawlPolling(projectId: string, enabled: boolean) {
  return useQuery({ ...lastCrawlQueryOptions(projectId), enabled, refetchInterval: enabled ? CRAWL_POLL_MS : false, staleTime: 0 });
}
