import type { applyTransliterationRequest, TranslationRun } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ApplyTransliterationInput = z.input<typeof applyTransliterationRequest>;

// server: POST /api/transliteration/applyTransliteration {projectId, targetLang, idArr, requestId} → the run
export const applyTransliteration = (input: ApplyTransliterationInput) =>
  api.postEnvelope<TranslationRun>('transliteration/applyTransliteration', input);

export function useApplyTransliteration(projectId: string) {
  return useMutation({ mutationFn: (input: Omit<ApplyTransliterationInput, 'projectId'>) => applyTransliteration({ ...input, projectId }) });
}
