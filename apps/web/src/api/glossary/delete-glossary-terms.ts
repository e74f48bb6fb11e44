import { GLOSSARY_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { glossaryKey } from './glossary-terms.ts';

export function useDeleteGlossaryTerms(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callEnvelope(GLOSSARY_ROUTES.delete, { projectId, ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: glossaryKey(projectId) }),
  });
}
