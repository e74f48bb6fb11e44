import { TRANSLATION_PROGRESS_EVENT, type TranslationProgress } from '@lipi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { usePageTranslated } from '../../../api/translation/translation-counts.ts';
import { runsQuery, useTranslationRuns, type RunList } from '../../../api/machine-translation/list-runs.ts';
import { firstPageState, type FirstPageState } from '../lib/first-page.ts';

/**
 * The first page's translation into `lang`: pushed progress over the project's room refreshes
 * the runs; until the page is ready the runs are also polled (the socket may be down), and
 * while no run exists the page's own counts are asked.
 */
export function useFirstPage(projectId: string, homeUrl: string, lang: string | null): { state: FirstPageState | null; isError: boolean; retry: () => void } {
  const queryClient = useQueryClient();
  const runs = useTranslationRuns(projectId, (list) => (lang ? firstPageState(list, lang).kind === 'ready' : true));
  const byRuns = runs.data && lang ? firstPageState(runs.data, lang) : null;
  // No run at all may mean the page was translated from memory already (nothing new to translate).
  const translated = usePageTranslated(projectId, homeUrl, lang, byRuns?.kind === 'waiting');
  const state: FirstPageState | null = byRuns?.kind === 'waiting' && translated.data ? { kind: 'ready', run: null } : byRuns;
  useRealtimeEvent<TranslationProgress>(`project:${projectId}`, TRANSLATION_PROGRESS_EVENT, (event) => {
    if (event.projectId !== projectId) return;
    const { queryKey } = runsQuery(projectId);
    queryClient.setQueryData(queryKey, (old: RunList | undefined) =>
      old
        ? {
            runs: old.runs.map((run) =>
              run.id === event.runId
                ? { ...run, status: event.status, done: event.done, total: event.total, failed: event.failed, fromMemory: event.fromMemory }
                : run,
            ),
          }
        : old,
    );
    if (event.status === 'completed' || event.status === 'failed') void queryClient.invalidateQueries({ queryKey });
  });
  return { state, isError: runs.isError && !runs.data, retry: () => void runs.refetch() };
}
