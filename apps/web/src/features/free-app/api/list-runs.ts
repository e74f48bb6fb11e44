import type { listRunsReply } from '@lipi/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

type Reply = z.infer<typeof listRunsReply>;
export const runsKey = (projectId: string) => [...projectKey(projectId), 'translation', 'runs'] as const;

// server: POST /api/translation/nmt/runs {projectId} → {runs} (the most recent first)
export const listRuns = (projectId: string) => api.post<Reply>('translation/nmt/runs', { projectId }).then((r) => r.runs);

type Runs = Reply['runs'];

/** Polled every 3 s until `isDone(runs)` (a fallback for when the live channel is down). */
export function useTranslationRuns(projectId: string, isDone: (runs: Runs) => boolean) {
  return useQuery({
    ...queryOptions({ queryKey: runsKey(projectId), queryFn: () => listRuns(projectId) }),
    refetchInterval: (query) => (query.state.data && isDone(query.state.data) ? false : 3000),
  });
}
