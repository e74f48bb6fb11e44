import { SCOPE_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { scopeListKey } from './list-scope-urls.ts';
import { replaceRow } from './scope-cache.ts';

export const TRACK_TOGGLE_FAILED = 'Track Url toggle failed';

export const toggleTracking = (input: { projectId: string; urlId: string; isTracked: boolean }) => call(SCOPE_ROUTES.trackingToggle, input);

export function useToggleTracking(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { urlId: string; isTracked: boolean }) => toggleTracking({ ...input, projectId }),
    onSuccess: (row) => replaceRow(queryClient, scopeListKey(projectId), row),
  });
}
