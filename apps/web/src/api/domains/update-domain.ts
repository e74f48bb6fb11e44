import { DOMAIN_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';
import { projectKey } from '../../lib/query-keys.ts';

export const updateDomain = (input: { projectId: string; hostname: string; languages: string[] }) => callEnvelope(DOMAIN_ROUTES.update, input);

export function useUpdateDomain(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { hostname: string; languages: string[] }) => updateDomain({ ...input, projectId }),
    // The project's languages are the union of its domains' languages: the overview changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
