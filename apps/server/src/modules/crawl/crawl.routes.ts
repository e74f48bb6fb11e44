import { SCOPE_MESSAGES, lastCrawlReply, lastCrawlRequest, startCrawlReply, startCrawlRequest } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import { stopCrawlRuntime } from './crawl-runtime.ts';
import { getLastCrawl, startCrawl } from './crawl.service.ts';

export function registerCrawlRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // preClose runs before the job queue stops: running crawl slices give their pages back at once
  // instead of holding the shutdown up for the queue's graceful timeout.
  app.addHook('preClose', async () => stopCrawlRuntime(ctx));

  api.post(
    '/api/project/crawl',
    { config: { policy: 'scope.edit' }, schema: { body: startCrawlRequest, response: replyOf(startCrawlReply) } },
    async (request) => {
      const project = await getProjectForCaller(ctx, requireAuth(request), request.body.projectId);
      return ok(await startCrawl(ctx, project, request.body.initUrl), SCOPE_MESSAGES.crawlStarted);
    },
  );

  api.post(
    '/api/scope/crawl/last',
    { config: { policy: 'project.view' }, schema: { body: lastCrawlRequest, response: replyOf(lastCrawlReply) } },
    async (request) => {
      const project = await getProjectForCaller(ctx, requireAuth(request), request.body.projectId);
      return ok(await getLastCrawl(ctx, project));
    },
  );
}
