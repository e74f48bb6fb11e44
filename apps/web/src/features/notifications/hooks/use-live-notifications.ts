import { NOTIFICATION_EVENT, type Notification } from '@lipi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { notificationsKey, type NotificationPages } from '../../../api/notifications/fetch-notifications.ts';
import { decideSeq, prependNotification } from '../../../api/notifications/notification-cache.ts';

type NotificationEvent = { notification: Notification; seq: number };

/**
 * Keeps the cached notifications live: each event in the user's room goes to the front; a gap in
 * the sequence numbers, or a reconnect, refetches the list instead.
 */
export function useLiveNotifications(userId: string | null) {
  const queryClient = useQueryClient();
  const lastSeq = useRef<number | null>(null);

  const realtime = useRealtimeEvent<NotificationEvent>(userId ? `user:${userId}` : null, NOTIFICATION_EVENT, (event) => {
    const decision = decideSeq(lastSeq.current, event.seq);
    lastSeq.current = event.seq;
    if (decision === 'refetch') {
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
      return;
    }
    queryClient.setQueryData<NotificationPages>(notificationsKey, (data) => prependNotification(data, event.notification));
  });

  // Joined (again): whatever happened while away is fetched, and numbering starts afresh.
  useEffect(() => {
    if (realtime.epoch === 0) return;
    lastSeq.current = null;
    if (realtime.epoch > 1) void queryClient.invalidateQueries({ queryKey: notificationsKey });
  }, [realtime.epoch, queryClient]);

  return realtime;
}
