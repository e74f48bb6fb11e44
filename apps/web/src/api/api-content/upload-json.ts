import { API_TRANSLATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { fileForm } from '../../lib/file-form.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Uploads one i18n JSON file (the same name again replaces it). */
export function useUploadJson(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callEnvelope(API_TRANSLATION_ROUTES.jsonUpload, fileForm({ projectId }, file)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
