import { deleteNotificationsReply, fetchNotificationsReply, fetchNotificationsRequest, markSeenReply, notificationIdsRequest } from '../api/notifications.ts';
import { defineRoute } from './define.ts';

const tag = 'Notifications';

/** The caller's own notifications; the dashboard's older paths are aliases of the same calls. */
export const NOTIFICATION_ROUTES = {
  fetch: defineRoute({
    method: 'POST',
    path: 'notification/fetch',
    tag,
    summary: "A page of the caller's notifications",
    body: fetchNotificationsRequest,
    reply: fetchNotificationsReply,
  }),
  fetchLegacy: defineRoute({
    method: 'POST',
    path: 'dashboard/fetchNotifications',
    tag,
    summary: 'Alias of notification/fetch',
    body: fetchNotificationsRequest,
    reply: fetchNotificationsReply,
  }),
  seen: defineRoute({ method: 'POST', path: 'notification/seen', tag, summary: 'Mark notifications seen', body: notificationIdsRequest, reply: markSeenReply }),
  seenLegacy: defineRoute({
    method: 'POST',
    path: 'dashboard/updateNotifications',
    tag,
    summary: 'Alias of notification/seen',
    body: notificationIdsRequest,
    reply: markSeenReply,
  }),
  delete: defineRoute({
    method: 'POST',
    path: 'notification/delete',
    tag,
    summary: 'Delete notifications',
    body: notificationIdsRequest,
    reply: deleteNotificationsReply,
  }),
} as const;
