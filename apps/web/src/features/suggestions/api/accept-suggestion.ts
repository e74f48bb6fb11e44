import type { SuggestionAcceptRequest, SuggestionRow } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { projectKey } from '../../../lib/query-keys.ts';

// server: POST /api/suggestion/accept {projectId, id, editedText?} → the row, 'Suggestion accepted as TM'
export const acceptSuggestion = (input: SuggestionAcceptRequest) => api.postEnvelope<SuggestionRow>('suggestion/accept', input);

export function useAcceptSuggestion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; editedText?: string }) => acceptSuggestion({ projectId, ...input }),
    // The accepted text is now the TM's: suggestions, counts and the translation editor change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
