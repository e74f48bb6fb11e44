import { MACHINE_TRANSLATION_ROUTES } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

/** The run's state every 2 s while `polling` (the socket is down or quiet), else once. */
export function useRunStatus(projectId: string, runId: string | null, polling: boolean) {
  return useQuery({
    ...queryOf(MACHINE_TRANSLATION_ROUTES.runStatus, { projectId, runId: runId ?? '' }),
    enabled: runId !== null,
    refetchInterval: polling ? 2000 : false,
  });
}
