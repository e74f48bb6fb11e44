import type { applyNmtRequest, TranslationRun } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ApplyNmtInput = z.input<typeof applyNmtRequest>;

// server: POST /api/translation/nmt/apply → the run; nothing to translate: 400 'Currently, there is no new content available for translation.'
export const applyMachineTranslation = (input: ApplyNmtInput) => api.postEnvelope<TranslationRun>('translation/nmt/apply', input);

export function useApplyMachineTranslation(projectId: string) {
  return useMutation({ mutationFn: (input: Omit<ApplyNmtInput, 'projectId'>) => applyMachineTranslation({ ...input, projectId }) });
}
