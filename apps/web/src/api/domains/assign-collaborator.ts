import { DOMAIN_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type AssignCollaboratorInput = RouteInput<typeof DOMAIN_ROUTES.assignCollaborator>;

export const assignCollaborator = (input: AssignCollaboratorInput) => call(DOMAIN_ROUTES.assignCollaborator, input);

/** Assigns collaborators to one origin; every list showing assignments (project tabs, users) refreshes. */
export function useAssignCollaborator() {
  const client = useQueryClient();
  return useMutation({ mutationFn: assignCollaborator, onSuccess: () => client.invalidateQueries() });
}
