import { SUGGESTION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { suggestionsKey } from './filter-suggestions.ts';

type Input = RouteInput<typeof SUGGESTION_ROUTES.status>;

export function useSetSuggestionStatus(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<Input, 'projectId'>) => callEnvelope(SUGGESTION_ROUTES.status, { projectId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(projectId) }),
  });
}
