import { SCOPE_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Multipart: the projectId field and one CSV or text file of URLs. */
export const uploadScopeFile = (input: { projectId: string; file: File }) => {
  const form = new FormData();
  form.append('projectId', input.projectId);
  form.append('file', input.file, input.file.name);
  return callEnvelope(SCOPE_ROUTES.upload, form);
};

export function useUploadScopeFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadScopeFile({ projectId, file }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
