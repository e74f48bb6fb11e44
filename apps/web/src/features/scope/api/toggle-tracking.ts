import type { ScopeUrl } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceRow } from '../lib/replace-row.ts';
import { scopeListKey } from './list-scope-urls.ts';

export const TRACK_TOGGLE_FAILED = 'Track Url toggle failed';

// server: POST /api/scope/tracking/toggle {projectId, urlId, isTracked} → the row
export const toggleTracking = (input: { projectId: string; urlId: string; isTracked: boolean }) => api.post<ScopeUrl>('scope/tracking/toggle', input);

export function useToggleTracking(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { urlId: string; isTracked: boolean }) => toggleTracking({ ...input, projectId }),
    onSuccess: (row) => replaceRow(queryClient, scopeListKey(projectId), row),
  });
}
