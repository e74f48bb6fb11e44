import {
  SCOPE_LIMITS,
  allUrlQuery,
  allUrlReply,
  domainWiseUrlsReply,
  fetchAllDomainsReply,
  fetchByDomainRequest,
  scopePageParams,
  scopePageQuery,
  scopeProjectParams,
  scopeProjectRequest,
  scopeUrlListReply,
  scopeUrlReply,
  scopeUrlRequest,
  scopeUrlsQuery,
  uniqueDomainsReply,
} from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { listDomainsWithCounts, scopeFor } from './scope-access.ts';
import { registerScopeEditRoutes } from './scope-edit.routes.ts';
import { countByHostname, getScopeUrl, listAllUrls, listScopeUrls, toScopeUrl } from './scope-queries.ts';
import { registerScopeTrackingRoutes } from './scope-tracking.routes.ts';

const view = { policy: 'project.view' } as const;

/** The scope calls of spec 02 §7 that read: URL lists, per-domain views. */
export function registerScopeRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/scope/:projectId/:pageNumber/:pageSize',
    { config: view, schema: { params: scopePageParams, querystring: scopePageQuery, response: replyOf(scopeUrlListReply) } },
    async (request) => {
      const { projectId, pageNumber, pageSize } = request.params;
      const { visible } = await scopeFor(ctx, request, projectId);
      return ok(await listScopeUrls(ctx, visible, { pageNumber, pageSize, search: request.query.searchText }));
    },
  );

  api.get(
    '/api/scope/allUrl/:projectId',
    { config: view, schema: { params: scopeProjectParams, querystring: allUrlQuery, response: replyOf(allUrlReply) } },
    async (request) => {
      const { visible } = await scopeFor(ctx, request, request.params.projectId);
      return ok(await listAllUrls(ctx, visible, request.query.pagePart, SCOPE_LIMITS.allUrlPart));
    },
  );

  api.get(
    '/api/scope/urls/:projectId',
    { config: view, schema: { params: scopeProjectParams, querystring: scopeUrlsQuery, response: replyOf(scopeUrlListReply) } },
    async (request) => {
      const { visible } = await scopeFor(ctx, request, request.params.projectId);
      const { pageNumber, pageSize, search, selectedHostname } = request.query;
      return ok(await listScopeUrls(ctx, visible, { pageNumber, pageSize, search, hostname: selectedHostname }));
    },
  );

  api.post(
    '/api/scope/domainWiseUrls',
    { config: view, schema: { body: scopeProjectRequest, response: replyOf(domainWiseUrlsReply) } },
    async (request) => {
      const { visible } = await scopeFor(ctx, request, request.body.projectId);
      return ok({ domains: await countByHostname(ctx, visible) });
    },
  );

  api.post(
    '/api/scope/Uniquedomains',
    { config: view, schema: { body: scopeProjectRequest, response: replyOf(uniqueDomainsReply) } },
    async (request) => {
      const { visible } = await scopeFor(ctx, request, request.body.projectId);
      return ok({ hostnames: (await countByHostname(ctx, visible)).map((d) => d.hostname) });
    },
  );

  api.post(
    '/api/scope/fetchByDomain',
    { config: view, schema: { body: fetchByDomainRequest, response: replyOf(scopeUrlListReply) } },
    async (request) => {
      const { projectId, hostname, pageNumber, pageSize } = request.body;
      const { visible } = await scopeFor(ctx, request, projectId);
      return ok(await listScopeUrls(ctx, visible, { pageNumber, pageSize, hostname }));
    },
  );

  api.post(
    '/api/scope/fetchByurl',
    { config: view, schema: { body: scopeUrlRequest, response: replyOf(scopeUrlReply) } },
    async (request) => {
      const { visible } = await scopeFor(ctx, request, request.body.projectId);
      return ok(toScopeUrl(await getScopeUrl(ctx, visible, { url: request.body.url })));
    },
  );

  api.post(
    '/api/domain/fetchAllDomains',
    { config: view, schema: { body: scopeProjectRequest, response: replyOf(fetchAllDomainsReply) } },
    async (request) => ok(await listDomainsWithCounts(ctx, await scopeFor(ctx, request, request.body.projectId))),
  );

  registerScopeEditRoutes(app, ctx);
  registerScopeTrackingRoutes(app, ctx);
}
