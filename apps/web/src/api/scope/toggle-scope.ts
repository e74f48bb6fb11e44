import { SCOPE_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';
import { scopeListKey } from './list-scope-urls.ts';
import { replaceRow } from './scope-cache.ts';

export const SCOPE_TOGGLE_FAILED = 'Scope toggle failed';

export const toggleScope = (input: { projectId: string; urlId: string; isInScope: boolean }) => call(SCOPE_ROUTES.toggle, input);

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
