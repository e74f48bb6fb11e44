import { MACHINE_TRANSLATION_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type RunList = RouteReply<typeof MACHINE_TRANSLATION_ROUTES.runs>;
type Runs = RunList['runs'];

/** The project's runs query (its key, for cache updates from pushed progress). */
export const runsQuery = (projectId: string) => queryOf(MACHINE_TRANSLATION_ROUTES.runs, { projectId });

/** The runs, most recent first; polled every 3 s until `isDone(runs)` (a fallback for when the live channel is down). */
export function useTranslationRuns(projectId: string, isDone: (runs: Runs) => boolean) {
  return useQuery({
    ...runsQuery(projectId),
    select: (reply) => reply.runs,
    refetchInterval: (query) => (query.state.data && isDone(query.state.data.runs) ? false : 3000),
  });
}
