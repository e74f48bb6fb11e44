import { DOMAIN_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey, projectListKey } from '../../lib/query-keys.ts';

/** A failure carries data.status (the message), as the spec's client shows it. */
export const deleteDomain = (input: { projectId: string; hostname: string }) => callEnvelope(DOMAIN_ROUTES.delete, input);

export function useDeleteDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hostname: string) => deleteDomain({ projectId, hostname }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), queryClient.invalidateQueries({ queryKey: projectListKey })]),
  });
}
