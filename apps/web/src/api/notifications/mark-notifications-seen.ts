import { NOTIFICATION_ROUTES } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';
import { applySeen } from './notification-cache.ts';
import { notificationsKey, type NotificationPages } from './fetch-notifications.ts';

export const markNotificationsSeen = (ids: string[]) => call(NOTIFICATION_ROUTES.seen, { ids });

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: (reply, ids) => queryClient.setQueryData<NotificationPages>(notificationsKey, (data) => applySeen(data, ids, reply.unseen)),
  });
}
