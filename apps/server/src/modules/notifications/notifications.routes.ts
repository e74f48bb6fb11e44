import { NOTIFICATION_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { deleteNotifications, listNotifications, markSeen } from './notifications.service.ts';

/** The caller's own notifications; the dashboard's older paths are aliases of the same calls. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const policy = 'notification.own';

  for (const route of [R.fetch, R.fetchLegacy]) {
    registerRoute(app, ctx, route, {
      policy,
      handler: async (request) => ok(await listNotifications(ctx, requireAuth(request).userId, request.body.pageNumber)),
    });
  }
  for (const route of [R.seen, R.seenLegacy]) {
    registerRoute(app, ctx, route, { policy, handler: async (request) => ok(await markSeen(ctx, requireAuth(request).userId, request.body.ids)) });
  }
  registerRoute(app, ctx, R.delete, {
    policy,
    handler: async (request) => ok(await deleteNotifications(ctx, requireAuth(request).userId, request.body.ids), 'Notification deleted'),
  });
}
