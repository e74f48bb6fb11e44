import { MOBILE_ROUTES } from '@lipi/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { projectRouteKey, queryOf } from '../../lib/call.ts';

/** The mobile project's string files with each language's resource path and progress. */
export function useStringFiles(projectId: string) {
  return useQuery(queryOf(MOBILE_ROUTES.files, { projectId }));
}

/** After an upload, resync, edit or run: the files' counts and the key lists change. */
export function invalidateMobile(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectRouteKey(MOBILE_ROUTES.files, projectId) }),
    queryClient.invalidateQueries({ queryKey: projectRouteKey(MOBILE_ROUTES.keys, projectId) }),
  ]);
}
