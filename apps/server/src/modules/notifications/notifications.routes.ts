import {
  deleteNotificationsReply,
  fetchNotificationsReply,
  fetchNotificationsRequest,
  markSeenReply,
  notificationIdsRequest,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { deleteNotifications, listNotifications, markSeen } from './notifications.service.ts';

/** The caller's own notifications; the dashboard's older paths are aliases of the same calls. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { policy: 'notification.own' } as const;

  for (const url of ['/api/notification/fetch', '/api/dashboard/fetchNotifications']) {
    api.post(url, { config, schema: { body: fetchNotificationsRequest, response: replyOf(fetchNotificationsReply) } }, async (request) =>
      ok(await listNotifications(ctx, requireAuth(request).userId, request.body.pageNumber)),
    );
  }
  for (const url of ['/api/notification/seen', '/api/dashboard/updateNotifications']) {
    api.post(url, { config, schema: { body: notificationIdsRequest, response: replyOf(markSeenReply) } }, async (request) =>
      ok(await markSeen(ctx, requireAuth(request).userId, request.body.ids)),
    );
  }
  api.post('/api/notification/delete', { config, schema: { body: notificationIdsRequest, response: replyOf(deleteNotificationsReply) } }, async (request) =>
    ok(await deleteNotifications(ctx, requireAuth(request).userId, request.body.ids), 'Notification deleted'),
  );
}
