import { DOMAIN_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey, projectListKey } from '../../lib/query-keys.ts';

/** A failure carries data.status (the message), as the spec's client shows it. */
export const addDomain = (input: { projectId: string; url: string; languages: string[] }) => callEnvelope(DOMAIN_ROUTES.add, input);

export function useAddDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { url: string; languages: string[] }) => addDomain({ ...input, projectId }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), queryClient.invalidateQueries({ queryKey: projectListKey })]),
  });
}
