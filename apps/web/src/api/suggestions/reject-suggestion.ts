import { SUGGESTION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { suggestionsKey } from './filter-suggestions.ts';

export function useRejectSuggestion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEnvelope(SUGGESTION_ROUTES.reject, { projectId, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(projectId) }),
  });
}
