import { API_TRANSLATION_EDITOR_ROUTES as R } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** `newLang/add`: target languages join the API project (the envelope: its message names locales a connected CMS lacks). */
export function useAddApiLanguages(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languages: string[]) => callEnvelope(R.newLangAdd, { projectId, languages }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}

/** `langauge/delete`: a target language leaves the API project. */
export function useDeleteApiLanguage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetLang: string) => call(R.languageDelete, { projectId, targetLang }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
