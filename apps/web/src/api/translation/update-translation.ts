import { TRANSLATION_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { invalidateTranslations } from './keys.ts';

type Input = RouteInput<typeof TRANSLATION_ROUTES.update>;

/** A hand translation (saved as USER) with its QA warnings. */
export function useUpdateTranslation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<Input, 'projectId'>) => callEnvelope(TRANSLATION_ROUTES.update, { ...input, projectId }),
    onSuccess: () => invalidateTranslations(queryClient, projectId),
  });
}

/** Puts an earlier version back: a hand edit with that text, so it becomes the newest revision. */
export function useRestoreRevision(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { targetLang: string; sourceHash: string; preProcessedTarget: string; displayType: 'translation' | 't13n' }) =>
      callEnvelope(TRANSLATION_ROUTES.update, { ...input, projectId }),
    onSuccess: () => invalidateTranslations(queryClient, projectId),
  });
}
