import { DOCUMENT_ROUTES, type DocumentFile, type ParliamentCategory } from '@lipi/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { projectRouteKey, queryOf } from '../../lib/call.ts';

/**
 * One page of the project's documents with status and per-language progress. While a run is
 * going the list polls, so progress and the NMT_TRANSLATED status appear without a reload.
 */
export function useDocuments(projectId: string, filters: { category?: ParliamentCategory; pageNumber: number; pageSize: number }) {
  return useQuery({
    ...queryOf(DOCUMENT_ROUTES.filesList, { projectId, ...filters }),
    refetchInterval: (query) => {
      const files = (query.state.data?.files ?? []) as DocumentFile[];
      return files.some((f) => f.languages.some((l) => l.run && (l.run.status === 'queued' || l.run.status === 'running'))) ? 1500 : false;
    },
  });
}

/** After an upload, run, language change or delete. */
export function invalidateDocuments(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectRouteKey(DOCUMENT_ROUTES.filesList, projectId) }),
    queryClient.invalidateQueries({ queryKey: ['project', projectId] }),
  ]);
}
