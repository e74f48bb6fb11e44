import type { deleteNotificationsReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { applyDeleted } from '../lib/notification-cache.ts';
import { notificationsKey, type NotificationPages } from './fetch-notifications.ts';

// server: POST /api/notification/delete {ids} → {deleted, unseen}
export const deleteNotifications = (ids: string[]) => api.post<z.infer<typeof deleteNotificationsReply>>('notification/delete', { ids });

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: (reply, ids) => queryClient.setQueryData<NotificationPages>(notificationsKey, (data) => applyDeleted(data, ids, reply.unseen)),
  });
}
