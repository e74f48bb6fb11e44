import { API_TRANSLATION_EDITOR_ROUTES as R } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';
import type { TextsKind } from './api-texts.ts';

/** `staticTranslation/applyStaticContentEditByUser` / `dynamic/tm/edit`: a person's translation into the memory. */
export function useApiTextEdit(kind: TextsKind, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { sourceHash: string; targetLang: string; translation: string }) =>
      call(kind === 'static' ? R.staticEdit : R.dynamicTmEdit, { projectId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
