import { NOTIFICATION_EVENT, type Notification } from '@lipi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { projectKey, projectListKey } from '../../../lib/query-keys.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { toast } from '../../../lib/toast.ts';
import { DELETE_MESSAGES } from '../../../api/projects/delete-project.ts';

/** Notification types the delete job creates (apps/server modules/projects/project-delete.ts). */
export const DELETE_NOTIFICATION_TYPES = { deleted: 'projectDeleted', failed: 'projectDeleteFailed' } as const;

export type DeleteNotice = { kind: 'success' | 'error'; text: string } | null;

/** What the user is told when the delete job reports back through a notification. */
export function deleteNoticeFor(notification: Pick<Notification, 'type'>): DeleteNotice {
  if (notification.type === DELETE_NOTIFICATION_TYPES.deleted) return { kind: 'success', text: DELETE_MESSAGES.deleted };
  if (notification.type === DELETE_NOTIFICATION_TYPES.failed) return { kind: 'error', text: DELETE_MESSAGES.failed };
  return null;
}

/**
 * Mounted once per app shell: wherever the user went after asking for a delete, the outcome is
 * shown ('Project deleted successfully') and the lists forget the project.
 */
export function useProjectDeleteNotices(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeEvent<{ notification: Notification }>(userId ? `user:${userId}` : null, NOTIFICATION_EVENT, ({ notification }) => {
    const notice = deleteNoticeFor(notification);
    if (!notice) return;
    toast[notice.kind](notice.text);
    if (notification.projectId && notice.kind === 'success') queryClient.removeQueries({ queryKey: projectKey(notification.projectId) });
    void queryClient.invalidateQueries({ queryKey: projectListKey });
  });
}
