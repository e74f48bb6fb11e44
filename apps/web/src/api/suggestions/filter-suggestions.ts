import { SUGGESTION_ROUTES, type RouteInput } from '@lipi/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { projectRouteKey, queryOf } from '../../lib/call.ts';

export type SuggestionFilter = Omit<RouteInput<typeof SUGGESTION_ROUTES.filter>, 'projectId'>;

/** Every cached page of a project's suggestions (what a decision refreshes). */
export const suggestionsKey = (projectId: string) => projectRouteKey(SUGGESTION_ROUTES.filter, projectId);

export function useSuggestions(projectId: string, filter: SuggestionFilter) {
  return useQuery({
    ...queryOf(SUGGESTION_ROUTES.filter, { projectId, ...filter }),
    placeholderData: keepPreviousData,
    // Visitors send suggestions at any time: the inbox asks again whenever it is shown.
    staleTime: 0,
  });
}
