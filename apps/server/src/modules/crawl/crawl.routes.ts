import { CRAWL_ROUTES as R, SCOPE_MESSAGES } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { stopCrawlRuntime } from './crawl-runtime.ts';
import { getLastCrawl, startCrawl } from './crawl.service.ts';

export function registerCrawlRoutes(app: FastifyInstance, ctx: AppContext) {
  // preClose runs before the job queue stops: running crawl slices give their pages back at once
  // instead of holding the shutdown up for the queue's graceful timeout.
  app.addHook('preClose', async () => stopCrawlRuntime(ctx));

  registerRoute(app, ctx, R.start, {
    policy: 'scope.edit',
    project: 'body',
    handler: async (request) => ok(await startCrawl(ctx, request.project, request.body.initUrl), SCOPE_MESSAGES.crawlStarted),
  });
  registerRoute(app, ctx, R.last, { policy: 'project.view', project: 'body', handler: async (request) => ok(await getLastCrawl(ctx, request.project)) });
}
