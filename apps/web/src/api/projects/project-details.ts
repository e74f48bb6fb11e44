import { PROJECT_ROUTES, type RouteReply } from '@lipi/contract';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../lib/call.ts';

export type ProjectDetails = RouteReply<typeof PROJECT_ROUTES.details>;

export const projectDetailsQuery = (projectId: string) => queryOf(PROJECT_ROUTES.details, { projectId });

/** One project's details; every screen of the project reads the same cached copy. */
export function useProjectDetails(projectId: string | null, options: { pollWhile?: (details: ProjectDetails) => boolean } = {}) {
  const { pollWhile } = options;
  return useQuery({
    ...projectDetailsQuery(projectId ?? ''),
    enabled: Boolean(projectId),
    refetchInterval: pollWhile ? (query) => (query.state.data && pollWhile(query.state.data) ? 5000 : false) : false,
  });
}
