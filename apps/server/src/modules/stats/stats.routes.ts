import { DASHBOARD_ROUTES as R, STATS_MESSAGES } from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { attachment } from '../translation/translation-files.routes.ts';
import { domainNmtCall, domainTraffic, domainWordCount } from './domain-wise.ts';
import { domainWiseFile } from './stats-download.ts';
import { recordDownload } from './stats-ingest.ts';
import { domainWiseStat, fetchStat, monthWiseStat, urlWiseStat } from './stats-queries.ts';
import { resolveScope } from './stats-scope.ts';
import { rollupState } from './stats-rollup.ts';
import { STATS_ROLLUP_JOB } from './stats.job.ts';

/**
 * A failure other than the caller's own mistake (validation, not found) answers the spec's one
 * stats message; the cause goes to the log.
 */
async function guarded<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log.error({ err }, 'stats query failed');
    throw new AppError('INTERNAL', STATS_MESSAGES.failed);
  }
}

/** The dashboard statistics and the domain scope stats (spec 02 §7 Dashboard and Multi-domain). */
export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext) {
  const policy = 'project.view' as const;
  const scoped = <B extends Parameters<typeof resolveScope>[2]>(request: FastifyRequest & { body: B }) => resolveScope(ctx, requireAuth(request), request.body);

  registerRoute(app, ctx, R.fetchStat, { policy, handler: async (request) => ok(await guarded(ctx, async () => fetchStat(ctx.db, await scoped(request)))) });
  registerRoute(app, ctx, R.monthWiseStat, {
    policy,
    handler: async (request) => ok(await guarded(ctx, async () => monthWiseStat(ctx.db, await scoped(request)))),
  });
  registerRoute(app, ctx, R.domainWiseStat, {
    policy,
    handler: async (request) => ok(await guarded(ctx, async () => domainWiseStat(ctx.db, await scoped(request)))),
  });
  registerRoute(app, ctx, R.urlWiseStat, {
    policy,
    handler: async (request) => ok(await guarded(ctx, async () => urlWiseStat(ctx.db, await scoped(request), request.body.page, request.body.pageSize))),
  });
  registerRoute(app, ctx, R.downloadDomainWiseData, {
    policy,
    handler: async (request, reply: FastifyReply) => {
      const scope = await scoped(request);
      const file = await guarded(ctx, () => domainWiseFile(ctx.db, scope, request.body.format));
      for (const d of scope.domains.slice(0, 1))
        await recordDownload(ctx, { projectId: d.projectId, hostname: d.hostname, what: R.downloadDomainWiseData.path });
      return reply.header('content-type', file.type).header('content-disposition', attachment(file.name)).send(file.body);
    },
  });
  registerRoute(app, ctx, R.statsRollup, {
    policy: 'stats.rollup',
    handler: async () => {
      await ctx.queue.send(STATS_ROLLUP_JOB, {});
      return ok({ queued: true, ...(await rollupState(ctx.db)) });
    },
  });
  registerRoute(app, ctx, R.domainWordCount, {
    policy: 'domain.view',
    handler: async (request) => ok(await guarded(ctx, async () => domainWordCount(ctx, requireAuth(request), request.body.projectId, await scoped(request)))),
  });
  registerRoute(app, ctx, R.domainTraffic, {
    policy: 'domain.view',
    handler: async (request) => ok(await guarded(ctx, async () => domainTraffic(ctx.db, await scoped(request)))),
  });
  registerRoute(app, ctx, R.domainNmtCall, {
    policy: 'domain.view',
    handler: async (request) => ok(await guarded(ctx, async () => domainNmtCall(ctx.db, await scoped(request)))),
  });
}
