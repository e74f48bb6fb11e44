import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Starts a machine translation (`nmt`) or transliteration (`t13n`) run over a file's untranslated texts. */
export function useStaticRun(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { apiId: string; targetLang: string; kind: 'nmt' | 't13n' }) =>
      call(input.kind === 'nmt' ? API_TRANSLATION_ROUTES.staticNmt : API_TRANSLATION_ROUTES.staticTransliteration, {
        projectId,
        apiId: input.apiId,
        targetLang: input.targetLang,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
