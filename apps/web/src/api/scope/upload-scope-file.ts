import { SCOPE_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { fileForm } from '../../lib/file-form.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Multipart: the projectId field and one CSV or text file of URLs. */
export const uploadScopeFile = (input: { projectId: string; file: File }) =>
  callEnvelope(SCOPE_ROUTES.upload, fileForm({ projectId: input.projectId }, input.file));

export function useUploadScopeFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadScopeFile({ projectId, file }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
