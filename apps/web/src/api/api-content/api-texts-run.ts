import { API_TRANSLATION_ROUTES, API_TRANSLATION_EDITOR_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';
import type { TextsKind } from './api-texts.ts';

/** Machine translation of the selected texts: `static/nmt/tm` (files) or `dynamic/nmt/tm` (texts apps sent). */
export function useApiTextsRun(kind: TextsKind, projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { targetLang: string; sourceHashes: string[] }) =>
      call(kind === 'static' ? API_TRANSLATION_ROUTES.staticNmt : API_TRANSLATION_EDITOR_ROUTES.dynamicNmt, { projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
