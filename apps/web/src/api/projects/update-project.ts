import { PROJECT_ROUTES, type RouteInput } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { projectKey, projectListKey } from '../../lib/query-keys.ts';

export type UpdateProjectInput = RouteInput<typeof PROJECT_ROUTES.update>;

/** Client messages of spec 02 §8: the success text is also the server's. */
export const UPDATE_MESSAGES = { success: 'Project updated successfully', failure: 'Project updation request failed' } as const;

export const updateProject = (input: UpdateProjectInput) => call(PROJECT_ROUTES.update, input);

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateProjectInput, 'projectId'>) => updateProject({ ...input, projectId }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), queryClient.invalidateQueries({ queryKey: projectListKey })]),
  });
}
