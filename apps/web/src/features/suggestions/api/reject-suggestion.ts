import type { SuggestionRejectRequest, SuggestionRow } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { suggestionsKey } from './keys.ts';

// server: POST /api/suggestion/reject {projectId, id} → the row, 'Suggestion rejected.'
export const rejectSuggestion = (input: SuggestionRejectRequest) => api.postEnvelope<SuggestionRow>('suggestion/reject', input);

export function useRejectSuggestion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rejectSuggestion({ projectId, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(projectId) }),
  });
}
