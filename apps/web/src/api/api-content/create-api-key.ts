import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** The reply carries the key itself: the only time it is ever shown. */
export function useCreateApiKey(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEnvelope(API_TRANSLATION_ROUTES.apiKeyCreate, { projectId, name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
