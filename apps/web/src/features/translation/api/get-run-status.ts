import type { runStatusReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { translationsKey } from './list-translations.ts';

export type RunStatus = z.infer<typeof runStatusReply>;

// server: POST /api/translation/nmt/status {projectId, runId} → {run, errors}
export const getRunStatus = (projectId: string, runId: string) => api.post<RunStatus>('translation/nmt/status', { projectId, runId });

/** The run's state every 2 s while `polling` (the socket is down or quiet), else once. */
export function useRunStatus(projectId: string, runId: string | null, polling: boolean) {
  return useQuery({
    queryKey: [...translationsKey(projectId), 'run', runId],
    queryFn: () => getRunStatus(projectId, runId ?? ''),
    enabled: runId !== null,
    refetchInterval: polling ? 2000 : false,
  });
}
