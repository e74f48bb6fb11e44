import { DEMO_MESSAGES, DEMO_ROUTES } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { errorPage } from '../render/error-page.ts';
import { ADMIN_RATE_LIMITS } from '../users/admin-rate-limits.ts';
import { openDemo } from './demo-open.ts';
import { createDemoId, deleteDemoEntry, editDemoEntry, listDemoIds } from './demo.service.ts';

/** Demo ids of spec 02 §7 (docs/demo-ids.md) and the link a prospect opens. */
export function registerDemoRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, DEMO_ROUTES.create, {
    policy: 'demo.manage',
    config: { rateLimit: ADMIN_RATE_LIMITS.write },
    handler: async (request) => ok({ demoEntry: await createDemoId(ctx, requireAuth(request), request.body) }, DEMO_MESSAGES.created),
  });

  registerRoute(app, ctx, DEMO_ROUTES.list, {
    policy: 'demo.manage',
    handler: async (request) => ok(await listDemoIds(ctx, requireAuth(request), request.body)),
  });

  registerRoute(app, ctx, DEMO_ROUTES.edit, {
    policy: 'demo.manage',
    handler: async (request) => ok({ demoEntry: await editDemoEntry(ctx, requireAuth(request), request.body) }, DEMO_MESSAGES.updated),
  });

  registerRoute(app, ctx, DEMO_ROUTES.delete, {
    policy: 'demo.manage',
    handler: async (request) => ok(await deleteDemoEntry(ctx, requireAuth(request), request.body.demoId), DEMO_MESSAGES.deleted),
  });

  // The prospect's link: a page, not an /api call (no session; the demo id is the capability).
  app.get<{ Params: { demoId: string }; Querystring: { lang?: string } }>(
    '/demo/:demoId',
    { config: { policy: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const opening = await openDemo(ctx, request.params.demoId, typeof request.query.lang === 'string' ? request.query.lang : undefined);
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (opening.kind === 'redirect') return reply.redirect(opening.location, 302);
      const title = opening.status === 410 ? 'Demo expired' : 'Demo not found';
      return reply.status(opening.status).type('text/html; charset=utf-8').send(errorPage(title, opening.message));
    },
  );
}
