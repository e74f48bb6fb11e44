import { PROJECT_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { getProjectStats, getUrlWiseStats, getWordCount, setProjectFlag } from './project-details.service.ts';

const FLAG_MESSAGES = { canonical: 'Canonical setting updated', cache: 'Cache setting updated', metaTags: 'Meta tags setting updated' } as const;

/** Counts, stats and the snippet's delivery flags of one project. */
export function registerProjectStatsRoutes(app: FastifyInstance, ctx: AppContext) {
  // The client calls both paths with any of the three keys; one handler serves both.
  for (const route of [R.cacheUpdate, R.metaUpdate]) {
    registerRoute(app, ctx, route, {
      policy: 'project.update',
      handler: async (request) => ok(await setProjectFlag(ctx, requireAuth(request), request.body), FLAG_MESSAGES[request.body.key]),
    });
  }
  registerRoute(app, ctx, R.wordCount, {
    policy: 'project.view',
    handler: async (request) => ok(await getWordCount(ctx, requireAuth(request), request.params.projectId)),
  });
  registerRoute(app, ctx, R.stats, {
    policy: 'project.view',
    handler: async (request) => ok(await getProjectStats(ctx, requireAuth(request), request.body.projectId)),
  });
  registerRoute(app, ctx, R.urlWiseStats, {
    policy: 'project.view',
    handler: async (request) => ok(await getUrlWiseStats(ctx, requireAuth(request), request.body)),
  });
}
