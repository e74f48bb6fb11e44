import { CMS_ROUTES, CMS_SYNC_PROGRESS_EVENT, routeKey, type CmsSyncProgress } from '@lipi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';
import { useRealtimeEvent } from '../../lib/realtime.ts';

/** Only while the socket is down during a sync: the list is then asked every 1.5 s. */
const POLL_MS = 1500;

/**
 * The chosen content types with statuses and counts, the entries and the last sync. A running sync's
 * progress is pushed to the project's room (merged into the cached list); a change of phase or status
 * reloads the list (statuses and entries changed with it). Polled only while the socket is down.
 */
export function useCmsApiList(projectId: string) {
  const queryClient = useQueryClient();
  const key = routeKey(CMS_ROUTES.cmsApiList, { projectId });
  const realtime = useRealtimeEvent<CmsSyncProgress>(`project:${projectId}`, CMS_SYNC_PROGRESS_EVENT, (event) => {
    if (event.projectId !== projectId) return;
    const { projectId: _project, ...sync } = event;
    type List = NonNullable<typeof query.data>;
    const before = queryClient.getQueryData<List>(key);
    if (before) queryClient.setQueryData<List>(key, { ...before, lastSync: sync });
    if (!before || before.lastSync?.phase !== sync.phase || before.lastSync?.status !== sync.status) void queryClient.invalidateQueries({ queryKey: key });
  });
  const query = useQuery({
    ...queryOf(CMS_ROUTES.cmsApiList, { projectId }),
    refetchInterval: (q) => (!realtime.connected && ['queued', 'running'].includes(q.state.data?.lastSync?.status ?? '') ? POLL_MS : false),
  });
  return query;
}
