import { URL_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { urlTranslationsKey } from './list-url-translations.ts';

/** A page back at its original path in one language (its translated paths redirect there). */
export const removeTranslatedUrl = (input: { projectId: string; lang: string; url: string }) => callEnvelope(URL_TRANSLATION_ROUTES.remove, input);

export function useRemoveTranslatedUrl(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lang: string; url: string }) => removeTranslatedUrl({ projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: urlTranslationsKey(projectId) }),
  });
}
