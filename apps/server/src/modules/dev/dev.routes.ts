import { SYSTEM_ROUTES } from '@lipi/contract';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { devOutbox } from '../../db/schema/index.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { renderOutboxPage } from './dev-outbox-page.ts';

/** DEVELOPMENT ONLY: the dev mailbox and SMS outbox. Not registered when NODE_ENV=production. */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext) {
  const listMessages = (to?: string, since?: Date) => {
    const filters = [to ? eq(devOutbox.to, to.toLowerCase()) : undefined, since ? gte(devOutbox.createdAt, since) : undefined];
    return ctx.db
      .select({
        id: devOutbox.id,
        channel: devOutbox.channel,
        to: devOutbox.to,
        subject: devOutbox.subject,
        body: devOutbox.body,
        createdAt: devOutbox.createdAt,
      })
      .from(devOutbox)
      .where(and(...filters.filter(Boolean)))
      .orderBy(desc(devOutbox.createdAt))
      .limit(100);
  };
  const query = SYSTEM_ROUTES.devOutbox.query;

  app.withTypeProvider<ZodTypeProvider>().get('/dev/outbox', { config: { policy: 'public' }, schema: { querystring: query } }, async (request, reply) => {
    const messages = await listMessages(request.query.to, request.query.since);
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(messages, request.query.to));
  });

  registerRoute(app, ctx, SYSTEM_ROUTES.devOutbox, {
    policy: 'public',
    handler: async (request) => ok({ messages: await listMessages(request.query.to, request.query.since) }),
  });
}
