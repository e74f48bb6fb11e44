import type { SuggestionRow, SuggestionStatusRequest } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suggestionsKey } from './keys.ts';

// server: POST /api/suggestion/status {projectId, id, status: new | inprocess} → the row
export const setSuggestionStatus = (input: SuggestionStatusRequest) => api.postEnvelope<SuggestionRow>('suggestion/status', input);

export function useSetSuggestionStatus(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<SuggestionStatusRequest, 'projectId'>) => setSuggestionStatus({ projectId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(projectId) }),
  });
}
