import { SCOPE_LIMITS, SCOPE_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { listDomainsWithCounts, scopeOf } from './scope-access.ts';
import { registerScopeEditRoutes } from './scope-edit.routes.ts';
import { countByHostname, getScopeUrl, listAllUrls, listScopeUrls, toScopeUrl } from './scope-queries.ts';
import { registerScopeTrackingRoutes } from './scope-tracking.routes.ts';

const viewParams = { policy: 'project.view', project: 'params' } as const;
const viewBody = { policy: 'project.view', project: 'body' } as const;

/** The scope calls of spec 02 §7 that read: URL lists, per-domain views. */
export function registerScopeRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.page, {
    ...viewParams,
    handler: async (request) => {
      const { pageNumber, pageSize } = request.params;
      return ok(await listScopeUrls(ctx, await scopeOf(ctx, request), { pageNumber, pageSize, search: request.query.searchText }));
    },
  });

  registerRoute(app, ctx, R.allUrl, {
    ...viewParams,
    handler: async (request) => {
      return ok(await listAllUrls(ctx, await scopeOf(ctx, request), request.query.pagePart, SCOPE_LIMITS.allUrlPart));
    },
  });

  registerRoute(app, ctx, R.urls, {
    ...viewParams,
    handler: async (request) => {
      const { pageNumber, pageSize, search, selectedHostname } = request.query;
      return ok(await listScopeUrls(ctx, await scopeOf(ctx, request), { pageNumber, pageSize, search, hostname: selectedHostname }));
    },
  });

  registerRoute(app, ctx, R.domainWiseUrls, {
    ...viewBody,
    handler: async (request) => ok({ domains: await countByHostname(ctx, (await scopeOf(ctx, request)).visible) }),
  });

  registerRoute(app, ctx, R.uniqueDomains, {
    ...viewBody,
    handler: async (request) => ok({ hostnames: (await countByHostname(ctx, (await scopeOf(ctx, request)).visible)).map((d) => d.hostname) }),
  });

  registerRoute(app, ctx, R.fetchByDomain, {
    ...viewBody,
    handler: async (request) => {
      const { hostname, pageNumber, pageSize } = request.body;
      return ok(await listScopeUrls(ctx, await scopeOf(ctx, request), { pageNumber, pageSize, hostname }));
    },
  });

  registerRoute(app, ctx, R.fetchByUrl, {
    ...viewBody,
    handler: async (request) => {
      const { visible } = await scopeOf(ctx, request);
      return ok(toScopeUrl(await getScopeUrl(ctx, visible, { url: request.body.url })));
    },
  });

  registerRoute(app, ctx, R.fetchAllDomains, { ...viewBody, handler: async (request) => ok(await listDomainsWithCounts(ctx, await scopeOf(ctx, request))) });

  registerScopeEditRoutes(app, ctx);
  registerScopeTrackingRoutes(app, ctx);
}
