import { MOBILE_ROUTES } from '@lipi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEnvelope, projectRouteKey, queryOf } from '../../lib/call.ts';

/** The collaborators assigned to a mobile project (an app has no domain to assign them to). */
export function useMobileCollaborators(projectId: string) {
  return useQuery(queryOf(MOBILE_ROUTES.collaborators, { projectId }));
}

/** Sets the full list of a mobile project's collaborators. */
export function useAssignMobileCollaborators(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => callEnvelope(MOBILE_ROUTES.assignCollaborators, { projectId, userIds }),
    onSuccess: () => client.invalidateQueries({ queryKey: projectRouteKey(MOBILE_ROUTES.collaborators, projectId) }),
  });
}
