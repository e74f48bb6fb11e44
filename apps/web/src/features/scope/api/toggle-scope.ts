import type { ScopeUrl } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';
import { replaceRow } from '../lib/replace-row.ts';
import { scopeListKey } from './list-scope-urls.ts';

export const SCOPE_TOGGLE_FAILED = 'Scope toggle failed';

// server: POST /api/scope/toggle {projectId, urlId, isInScope} → the row
export const toggleScope = (input: { projectId: string; urlId: string; isInScope: boolean }) => api.post<ScopeUrl>('scope/toggle', input);

export function useToggleScope(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { urlId: string; isInScope: boolean }) => toggleScope({ ...input, projectId }),
    onSuccess: (row) => {
      replaceRow(queryClient, scopeListKey(projectId), row);
      // Counts change with the scope: the overview refetches when next shown.
      void queryClient.invalidateQueries({ queryKey: projectKey(projectId), refetchType: 'none' });
    },
  });
}
