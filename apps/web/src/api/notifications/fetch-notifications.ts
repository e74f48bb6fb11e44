import { NOTIFICATION_ROUTES, routeKey, type RouteReply } from '@lipi/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

export type NotificationPage = RouteReply<typeof NOTIFICATION_ROUTES.fetch>;
export type NotificationPages = InfiniteData<NotificationPage, number>;

/** One infinite list for every page, so its key is the entry's without a page number. */
export const notificationsKey = routeKey(NOTIFICATION_ROUTES.fetch);

export const fetchNotifications = (pageNumber: number) => call(NOTIFICATION_ROUTES.fetch, { pageNumber });

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
