import { PROJECT_ROUTES, type RouteInput, type RouteReply } from '@lipi/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { projectListKey } from '../../lib/query-keys.ts';

export type ListProjectsInput = RouteInput<typeof PROJECT_ROUTES.list>;
export type ProjectList = RouteReply<typeof PROJECT_ROUTES.list>;

export const listProjects = (input: ListProjectsInput) => call(PROJECT_ROUTES.list, input);

/**
 * Under projectListKey rather than the entry's own key: creating, deleting or crawling a project
 * refreshes every page of the list with one prefix.
 */
export const projectsQueryOptions = (input: ListProjectsInput) =>
  queryOptions({ queryKey: [...projectListKey, PROJECT_ROUTES.list.path, input], queryFn: () => listProjects(input), placeholderData: keepPreviousData });

export function useProjects(input: ListProjectsInput) {
  return useQuery(projectsQueryOptions(input));
}

/** Projects to pick one from: the first 50 matching the search (pickers of other screens). */
/** Projects for a picker: asked again whenever a picker appears, so a project made elsewhere a moment ago is there. */
export const useProjectChoices = (searchText: string, enabled = true) =>
  useQuery({ ...projectsQueryOptions({ pageNumber: 1, pageSize: 50, searchText: searchText || undefined }), enabled, staleTime: 0 });
