import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

export function useDeleteJson(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (apiId: string) => callEnvelope(API_TRANSLATION_ROUTES.jsonDelete, { projectId, apiId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
