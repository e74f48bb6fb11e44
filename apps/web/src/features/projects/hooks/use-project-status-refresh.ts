import { CRAWL_PROGRESS_EVENT, type CrawlProgress } from '@lipi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { projectKey, projectListKey } from '../../../lib/query-keys.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';

/**
 * Keeps the project's details (header status, counts) fresh on every tab of the project, not only
 * on the overview: any status change pushed to the project's room refetches them.
 */
export function useProjectStatusRefresh(projectId: string, knownStatus: string | undefined) {
  const queryClient = useQueryClient();
  const lastStatus = useRef(knownStatus);
  lastStatus.current ??= knownStatus;
  useRealtimeEvent<CrawlProgress>(projectId ? `project:${projectId}` : null, CRAWL_PROGRESS_EVENT, (event) => {
    if (event.projectId !== projectId || event.status === lastStatus.current) return;
    lastStatus.current = event.status;
    void queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectListKey });
  });
}
