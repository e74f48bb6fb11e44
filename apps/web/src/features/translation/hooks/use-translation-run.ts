import { TRANSLATION_PROGRESS_EVENT, type TranslationProgress, type TranslationRun } from '@lipi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { projectKey } from '../../../lib/query-keys.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { useRunStatus } from '../../../api/machine-translation/run-status.ts';
import { invalidateTranslations } from '../../../api/translation/keys.ts';

export type RunView = Pick<TranslationProgress, 'runId' | 'kind' | 'targetLang' | 'status' | 'total' | 'done' | 'fromMemory' | 'failed'> & {
  source: 'live' | 'polling';
  error: string | null;
  engine: string;
};

const isOver = (status: string) => status === 'completed' || status === 'failed';

export function runPercent(run: Pick<RunView, 'total' | 'done' | 'status'>): number {
  if (run.status === 'completed') return 100;
  if (run.total <= 0) return 0;
  // done counts every processed segment (from memory and failed ones included).
  return Math.min(100, Math.round((run.done / run.total) * 100));
}

/**
 * The run started from the editor, as it happens: progress pushed to the project's room, and the
 * status call every 2 s while the socket is down (or until the first event arrives). When the run
 * ends, the rows and counts are fetched again.
 */
export function useTranslationRun(projectId: string) {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<RunView | null>(null);
  const [hasEvent, setHasEvent] = useState(false);
  const finished = useRef<string | null>(null);

  const realtime = useRealtimeEvent<TranslationProgress>(`project:${projectId}`, TRANSLATION_PROGRESS_EVENT, (event) => {
    if (event.projectId !== projectId || !run || event.runId !== run.runId) return;
    setHasEvent(true);
    setRun((current) => (current ? { ...current, ...event, source: 'live' } : current));
  });

  const running = run !== null && !isOver(run.status);
  const polling = running && (!realtime.connected || !hasEvent);
  const status = useRunStatus(projectId, running ? run.runId : null, polling);

  useEffect(() => {
    const polled = status.data?.run;
    if (!polled || !run || polled.id !== run.runId) return;
    // A poll answered before a live event must not move the bar backwards.
    setRun((current) =>
      current && !isOver(current.status) && (isOver(polled.status) || polled.done >= current.done)
        ? {
            ...current,
            status: polled.status,
            total: polled.total,
            done: polled.done,
            fromMemory: polled.fromMemory,
            failed: polled.failed,
            error: polled.error,
            source: 'polling',
          }
        : current,
    );
  }, [status.data, status.dataUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!run || !isOver(run.status) || finished.current === run.runId) return;
    finished.current = run.runId;
    void invalidateTranslations(queryClient, projectId);
    void queryClient.invalidateQueries({ queryKey: projectKey(projectId), refetchType: 'none' });
  }, [run, projectId, queryClient]);

  const start = (started: TranslationRun) => {
    setHasEvent(false);
    finished.current = null;
    setRun({
      runId: started.id,
      kind: started.kind,
      targetLang: started.targetLang,
      status: started.status,
      total: started.total,
      done: started.done,
      fromMemory: started.fromMemory,
      failed: started.failed,
      error: started.error,
      engine: started.engine,
      source: 'polling',
    });
  };

  return { run, start, dismiss: () => setRun(null), connected: realtime.connected };
}
