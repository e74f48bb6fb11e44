import type { TranslationUpdateReply, translationUpdateRequest } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { translationsKey } from './list-translations.ts';

export type UpdateTranslationInput = z.input<typeof translationUpdateRequest>;

// server: POST /api/translation/user/update → {translation, warnings}; saved as USER
export const updateTranslation = (input: UpdateTranslationInput) => api.postEnvelope<TranslationUpdateReply>('translation/user/update', input);

export function useUpdateTranslation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateTranslationInput, 'projectId'>) => updateTranslation({ ...input, projectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationsKey(projectId) }),
  });
}
