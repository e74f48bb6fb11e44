import { NOTIFICATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { applyDeleted } from './notification-cache.ts';
import { notificationsKey, type NotificationPages } from './fetch-notifications.ts';

export const deleteNotifications = (ids: string[]) => call(NOTIFICATION_ROUTES.delete, { ids });

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: (reply, ids) => queryClient.setQueryData<NotificationPages>(notificationsKey, (data) => applyDeleted(data, ids, reply.unseen)),
  });
}
