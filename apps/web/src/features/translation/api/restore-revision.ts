import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translationsKey } from './list-translations.ts';
import { updateTranslation } from './update-translation.ts';

/** Puts an earlier version back: a hand edit with that text, so it becomes the newest revision. */
export function useRestoreRevision(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { targetLang: string; sourceHash: string; preProcessedTarget: string; displayType: 'translation' | 't13n' }) =>
      updateTranslation({ ...input, projectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationsKey(projectId) }),
  });
}
