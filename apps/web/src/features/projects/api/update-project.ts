import type { updateProjectReply, updateProjectRequest } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectKey, projectListKey } from '../../../lib/query-keys.ts';

export type UpdateProjectInput = z.input<typeof updateProjectRequest>;

/** Client messages of spec 02 §8: the success text is also the server's. */
export const UPDATE_MESSAGES = { success: 'Project updated successfully', failure: 'Project updation request failed' } as const;

// server: POST /api/project/update {projectId, name?, languages?, pageLimit?, maxDepth?}
export const updateProject = (input: UpdateProjectInput) => api.post<z.infer<typeof updateProjectReply>>('project/update', input);

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UpdateProjectInput, 'projectId'>) => updateProject({ ...input, projectId }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectKey(projectId) }), queryClient.invalidateQueries({ queryKey: projectListKey })]),
  });
}
