import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', { config: { policy: 'public' } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return ok({ status: 'ok' });
  });
}
