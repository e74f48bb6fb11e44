import { URL_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { urlTranslationsKey } from './list-url-translations.ts';

/** A page's new translated path in one language (the old one redirects to it). */
export const updateTranslatedUrl = (input: { projectId: string; lang: string; url: string; translatedPath: string }) =>
  callEnvelope(URL_TRANSLATION_ROUTES.update, input);

export function useUpdateTranslatedUrl(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lang: string; url: string; translatedPath: string }) => updateTranslatedUrl({ projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: urlTranslationsKey(projectId) }),
  });
}
