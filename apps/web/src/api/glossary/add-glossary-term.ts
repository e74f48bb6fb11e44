import { GLOSSARY_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { glossaryKey } from './glossary-terms.ts';

type Input = RouteInput<typeof GLOSSARY_ROUTES.add>;

export function useAddGlossaryTerm(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<Input, 'projectId'>) => callEnvelope(GLOSSARY_ROUTES.add, { ...input, projectId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: glossaryKey(projectId) }),
  });
}
