import { SUGGESTION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

/** Multipart: projectId and the edited CSV report. */
export function useUploadDecisions(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('projectId', projectId);
      form.append('file', file);
      return callEnvelope(SUGGESTION_ROUTES.upload, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
