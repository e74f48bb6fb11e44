import type { replaceReply, replaceRequest } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { translationsKey } from './list-translations.ts';

export type ReplaceInput = z.input<typeof replaceRequest>;

// server: POST /api/translation/replace → {replaced, sourceHashes} with 'Text replaced in N tm successfully' or 'No Strings found to replace!'
export const replaceText = (input: ReplaceInput) => api.postEnvelope<z.infer<typeof replaceReply>>('translation/replace', input);

export function useReplaceText(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ReplaceInput, 'projectId'>) => replaceText({ ...input, projectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationsKey(projectId) }),
  });
}
