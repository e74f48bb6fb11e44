import type { fetchNotificationsReply } from '@lipi/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type NotificationPage = z.infer<typeof fetchNotificationsReply>;
export type NotificationPages = InfiniteData<NotificationPage, number>;

export const notificationsKey = ['notifications'] as const;

// server: POST /api/notification/fetch {pageNumber} → ten newest first, total, unseen
export const fetchNotifications = (pageNumber: number) => api.post<NotificationPage>('notification/fetch', { pageNumber });

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationsKey,
  queryFn: ({ pageParam }) => fetchNotifications(pageParam),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((n, page) => n + page.notifications.length, 0);
    return loaded < last.total && last.notifications.length > 0 ? pages.length + 1 : undefined;
  },
  staleTime: 60_000,
});

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}
