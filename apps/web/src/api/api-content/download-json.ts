import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../lib/call.ts';

/** Saves a file in one language (`en` for the source) or every language as a zip (`all`). */
export function useDownloadJson(projectId: string) {
  return useMutation({
    mutationFn: (input: { apiId: string; name: string; targetLang: string }) =>
      download(
        API_TRANSLATION_ROUTES.jsonFetch,
        { projectId, apiId: input.apiId, targetLang: input.targetLang },
        input.targetLang === 'all' ? input.name.replace(/\.json$/i, '.zip') : input.name.replace(/\.json$/i, `.${input.targetLang}.json`),
      ),
  });
}
