import { PROJECT_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { fileForm } from '../../lib/file-form.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Multipart, as scope/upload: the file's URLs become the whole scope (project/scope). */
export const replaceScopeFile = (input: { projectId: string; file: File }) =>
  callEnvelope(PROJECT_ROUTES.scope, fileForm({ projectId: input.projectId }, input.file));

export function useReplaceScopeFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => replaceScopeFile({ projectId, file }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
