import { URL_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { urlTranslationsKey } from './list-url-translations.ts';

/** New translated paths in one language; the reply lists each row added or refused with its reason. */
export const addUrlTranslations = (input: { projectId: string; lang: string; translations: { url: string; translatedPath: string }[] }) =>
  callEnvelope(URL_TRANSLATION_ROUTES.add, input);

export function useAddUrlTranslations(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { lang: string; translations: { url: string; translatedPath: string }[] }) => addUrlTranslations({ projectId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: urlTranslationsKey(projectId) }),
  });
}
