import { TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateTranslations } from './keys.ts';

type Input = RouteInput<typeof TRANSLATION_ROUTES.replace>;

/** Find and replace in translations; the message says how many changed ('No Strings found to replace!' for none). */
export function useReplaceText(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<Input, 'projectId'>) => callEnvelope(TRANSLATION_ROUTES.replace, { ...input, projectId }),
    onSuccess: () => invalidateTranslations(queryClient, projectId),
  });
}
