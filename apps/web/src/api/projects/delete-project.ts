import { PROJECT_MESSAGES, PROJECT_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { projectListKey } from '../../lib/query-keys.ts';

/** The four messages of the asynchronous delete (spec 02 §8). */
export const DELETE_MESSAGES = {
  requested: PROJECT_MESSAGES.deleteRequested,
  deleted: PROJECT_MESSAGES.deleted,
  requestFailed: 'Project deletion request failed',
  failed: PROJECT_MESSAGES.deleteFailed,
} as const;

/** Starts the delete job; a notification tells how it ended. */
export const deleteProject = (input: { projectId: string; keepTm: boolean }) => call(PROJECT_ROUTES.delete, input);

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectListKey }),
  });
}
