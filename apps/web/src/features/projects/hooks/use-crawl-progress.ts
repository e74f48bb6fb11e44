import { CRAWL_PROGRESS_EVENT, type CrawlProgress } from '@lipi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { projectKey, projectListKey } from '../../../lib/query-keys.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { useLastCrawlPolling } from '../../../api/crawl/last-crawl.ts';
import { projectStatsKey, useProjectStats } from '../../../api/projects/project-stats.ts';
import { isBusy } from '../lib/project-status.ts';

export type CrawlView = {
  status: string;
  pagesFound: number;
  pagesFetched: number;
  pagesFailed: number;
  segments: number;
  words: number;
  parsedUrls: number | null;
  lastProcessedUrl: string | null;
  /** live: pushed over the socket; polling: the socket is down and scope/crawl/last is asked every 5 s. */
  source: 'live' | 'polling' | 'stored';
};

/**
 * A project's crawl as it happens: counters pushed to the room project:{id}, or, while the socket
 * is down during a crawl, the last-crawl call every 5 s. A change of status refreshes everything
 * else about the project (details, counts, scope).
 */
export function useCrawlProgress(projectId: string, knownStatus: string) {
  const queryClient = useQueryClient();
  const stats = useProjectStats(projectId);
  const [live, setLive] = useState<CrawlProgress | null>(null);
  const lastStatus = useRef(knownStatus);

  const refreshProject = () => {
    void queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectListKey });
  };

  const onStatus = (status: string) => {
    if (status === lastStatus.current) return;
    lastStatus.current = status;
    refreshProject();
  };

  const realtime = useRealtimeEvent<CrawlProgress>(`project:${projectId}`, CRAWL_PROGRESS_EVENT, (event) => {
    if (event.projectId !== projectId) return;
    setLive(event);
    onStatus(event.status);
  });

  const currentStatus = live?.status ?? stats.data?.crawl.projectStatus ?? knownStatus;
  const isPolling = !realtime.connected && isBusy(currentStatus);
  const poll = useLastCrawlPolling(projectId, isPolling);

  useEffect(() => {
    if (!poll.data || !isPolling) return;
    if (poll.data.status !== lastStatus.current) {
      lastStatus.current = poll.data.status;
      void queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectListKey });
    } else {
      void queryClient.invalidateQueries({ queryKey: projectStatsKey(projectId) });
    }
  }, [poll.data, poll.dataUpdatedAt, isPolling, projectId, queryClient]);

  // After a reconnect the figures may have moved on without us.
  useEffect(() => {
    if (realtime.epoch > 1) void queryClient.invalidateQueries({ queryKey: projectStatsKey(projectId) });
  }, [realtime.epoch, projectId, queryClient]);

  // A new status from outside (e.g. the details after a restart) is the baseline for change detection.
  useEffect(() => {
    lastStatus.current = knownStatus;
  }, [knownStatus]);

  const run = stats.data?.crawl.lastRun;
  const view: CrawlView = live
    ? {
        status: live.status,
        pagesFound: live.pagesFound,
        pagesFetched: live.pagesFetched,
        pagesFailed: live.pagesFailed,
        segments: live.segments,
        words: live.words,
        parsedUrls: null,
        lastProcessedUrl: live.lastProcessedUrl,
        source: 'live',
      }
    : {
        status: isPolling && poll.data ? poll.data.status : (stats.data?.crawl.projectStatus ?? knownStatus),
        pagesFound: run?.pagesFound ?? 0,
        pagesFetched: run?.pagesFetched ?? 0,
        pagesFailed: run?.pagesFailed ?? 0,
        segments: run?.segmentCount ?? 0,
        words: run?.wordCount ?? 0,
        parsedUrls: poll.data?.parsedUrls ?? stats.data?.crawl.parsedUrls ?? null,
        lastProcessedUrl: (isPolling ? poll.data?.lastProcessedUrl : null) ?? stats.data?.crawl.lastProcessedUrl ?? null,
        source: isPolling ? 'polling' : 'stored',
      };
  return { view, stats, connected: realtime.connected, hasRun: Boolean(live || run), resetLive: () => setLive(null) };
}
