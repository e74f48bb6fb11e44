import { and, desc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { devOutbox } from '../../db/schema/index.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { renderOutboxPage } from './dev-outbox-page.ts';

const messageSchema = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.date(),
});

/** DEVELOPMENT ONLY: the dev mailbox and SMS outbox. Not registered when NODE_ENV=production. */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext) {
  const listMessages = (to?: string, since?: Date) => {
    const filters = [to ? eq(devOutbox.to, to.toLowerCase()) : undefined, since ? gte(devOutbox.createdAt, since) : undefined];
    return ctx.db
      .select({ id: devOutbox.id, channel: devOutbox.channel, to: devOutbox.to, subject: devOutbox.subject, body: devOutbox.body, createdAt: devOutbox.createdAt })
      .from(devOutbox)
      .where(and(...filters.filter(Boolean)))
      .orderBy(desc(devOutbox.createdAt))
      .limit(100);
  };
  const query = z.object({ to: z.string().max(320).optional(), since: z.coerce.date().optional() });

  app.withTypeProvider<ZodTypeProvider>().get('/dev/outbox', { config: { policy: 'public' }, schema: { querystring: query } }, async (request, reply) => {
    const messages = await listMessages(request.query.to, request.query.since);
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(messages, request.query.to));
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      config: { policy: 'public' },
      schema: {
        querystring: query,
        response: replyOf(z.object({ messages: z.array(messageSchema) })),
      },
    },
    async (request) => {
      const messages = await listMessages(request.query.to, request.query.since);
      return ok({ messages });
    },
  );
}
