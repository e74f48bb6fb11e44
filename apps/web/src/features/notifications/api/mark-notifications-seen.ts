import type { markSeenReply } from '@lipi/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { applySeen } from '../lib/notification-cache.ts';
import { notificationsKey, type NotificationPages } from './fetch-notifications.ts';

// server: POST /api/notification/seen {ids} → {updated, unseen}
export const markNotificationsSeen = (ids: string[]) => api.post<z.infer<typeof markSeenReply>>('notification/seen', { ids });

export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsSeen,
    onSuccess: (reply, ids) => queryClient.setQueryData<NotificationPages>(notificationsKey, (data) => applySeen(data, ids, reply.unseen)),
  });
}
