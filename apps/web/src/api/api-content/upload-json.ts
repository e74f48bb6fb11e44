import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Uploads one i18n JSON file (the same name again replaces it). */
export function useUploadJson(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('projectId', projectId);
      form.append('file', file, file.name);
      return callEnvelope(API_TRANSLATION_ROUTES.jsonUpload, form);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
