import { SUGGESTION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

export function useAcceptSuggestion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; editedText?: string }) => callEnvelope(SUGGESTION_ROUTES.accept, { projectId, ...input }),
    // The accepted text is now the TM's: suggestions, counts and the translation editor change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
