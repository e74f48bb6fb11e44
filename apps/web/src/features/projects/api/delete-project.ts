import { PROJECT_MESSAGES, type deleteProjectReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { projectListKey } from '../../../lib/query-keys.ts';

/** The four messages of the asynchronous delete (spec 02 §8). */
export const DELETE_MESSAGES = {
  requested: PROJECT_MESSAGES.deleteRequested,
  deleted: PROJECT_MESSAGES.deleted,
  requestFailed: 'Project deletion request failed',
  failed: PROJECT_MESSAGES.deleteFailed,
} as const;

// server: POST /api/project/delete {projectId, keepTm} → a job; a notification tells how it ended
export const deleteProject = (input: { projectId: string; keepTm: boolean }) => api.post<z.infer<typeof deleteProjectReply>>('project/delete', input);

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListKey }),
  });
}
