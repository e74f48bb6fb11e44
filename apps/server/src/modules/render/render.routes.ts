import { RENDER_MESSAGES, RENDER_ROUTES } from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { errorPage } from './error-page.ts';
import { registerFontRoute } from './page-fonts.ts';
import { previewUrls } from './preview.service.ts';
import { ProxyNotFound, resolveHostTarget, resolvePathTarget, siteKeyOf, type ProxyTarget } from './proxy-target.ts';
import { forgetProxySite } from './proxy-target-cache.ts';
import { parseProxyHost } from './proxy-urls.ts';
import { closeProxyFetcher, renderProxy, type ProxyResponse } from './proxy.service.ts';
import { clearProjectCache } from './render-cache.ts';
import { closeProxyViews } from './proxy-views.ts';
import { clearPublicCaches } from '../public/public-cache.ts';

/*
 * The path form runs on the dashboard's own origin, where the customer's scripts must not reach
 * the dashboard's storage: its pages are sandboxed into an opaque origin. Host forms are origins
 * of their own and only lose the dashboard's content security policy.
 */
const PATH_FORM_CSP = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals';

/** The translating proxy (plain routes: its pages are not /api calls) and the /api calls of its cache and links. */
export function registerRenderRoutes(app: FastifyInstance, ctx: AppContext) {
  const ownHostname = new URL(ctx.config.PUBLIC_URL).hostname.toLowerCase();

  // Host forms own every path of their host, so they answer before routing (and before the dashboard's SPA fallback).
  app.addHook('onRequest', async (request, reply) => {
    const { hostname, port } = splitHost(request.host);
    const hostTarget = parseProxyHost(hostname, ctx.config.RENDER_SUBDOMAIN, ownHostname);
    if (!hostTarget) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('allow', 'GET, HEAD');
      return sendProxy(reply, { kind: 'error', status: 405, title: 'Not allowed', message: 'The translated site can only be read.' }, false);
    }
    const response = await run(() => resolveHostTarget(ctx.db, hostTarget, request.url), request, port);
    return sendProxy(reply, response, false);
  });

  registerFontRoute(app);

  app.get('/render/*', { config: { policy: 'public' } }, async (request, reply) => {
    const m = /^\/render\/([^/?#]+)\/([^/?#]+)(.*)$/.exec(request.url);
    const response = m ? await run(() => resolvePathTarget(ctx.db, m[1]!, m[2]!, m[3] ?? ''), request, splitHost(request.host).port) : notFound('No such page');
    return sendProxy(reply, response, true);
  });

  async function run(resolve: () => Promise<ProxyTarget>, request: FastifyRequest, port: string): Promise<ProxyResponse> {
    let target: ProxyTarget;
    try {
      target = await resolve();
    } catch (err) {
      if (err instanceof ProxyNotFound) return notFound(err.message);
      ctx.log.error({ err, url: request.url }, 'proxy lookup failed');
      return { kind: 'error', status: 500, title: 'Something went wrong', message: 'This page could not be served. Please try again later.' };
    }
    const response = await serve(target, request, port);
    // A page that could not be served drops its site from memory: the next request reads it again, so
    // a fix (or a domain switched off) never waits for the target cache's few seconds.
    if (response.kind === 'error') forgetProxySite(ctx.db, siteKeyOf(target));
    return response;
  }

  async function serve(target: ProxyTarget, request: FastifyRequest, port: string): Promise<ProxyResponse> {
    try {
      const ifNoneMatch = request.headers['if-none-match'];
      return await renderProxy(ctx, target, {
        scheme: request.protocol,
        port,
        ifNoneMatch: Array.isArray(ifNoneMatch) ? ifNoneMatch[0] : ifNoneMatch,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
    } catch (err) {
      ctx.log.error({ err, url: target.originUrl }, 'proxy render failed');
      return { kind: 'error', status: 500, title: 'Translation failed', message: 'This page could not be translated. Please try again later.' };
    }
  }

  app.addHook('onClose', async () => {
    closeProxyFetcher(ctx);
    // Views counted since the last flush (at most VIEW_FLUSH_MS of them) are written before the database closes.
    await closeProxyViews(ctx.db);
  });

  registerRoute(app, ctx, RENDER_ROUTES.cacheClear, {
    policy: 'suggestion.review',
    project: 'query',
    handler: async (request) => {
      const { project } = request;
      try {
        const cleared = await clearProjectCache(ctx.db, project.id);
        clearPublicCaches(project.id);
        return ok({ cleared }, RENDER_MESSAGES.cacheCleared);
      } catch (err) {
        ctx.log.error({ err }, 'cache clear failed');
        throw new AppError('INTERNAL', RENDER_MESSAGES.cacheClearFailed);
      }
    },
  });

  registerRoute(app, ctx, RENDER_ROUTES.previewUrl, {
    policy: 'project.view',
    project: 'body',
    handler: async (request) => ok(await previewUrls(ctx, request.project, request.body.url, request.body.lang)),
  });
}

const notFound = (message: string): ProxyResponse => ({ kind: 'error', status: 404, title: 'Page not found', message });

function splitHost(host: string): { hostname: string; port: string } {
  const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  return { hostname: (m?.[1] ?? host).toLowerCase(), port: m?.[2] ?? '' };
}

function sendProxy(reply: FastifyReply, response: ProxyResponse, isPathForm: boolean): FastifyReply {
  reply.removeHeader('content-security-policy');
  if (isPathForm) reply.header('content-security-policy', PATH_FORM_CSP);
  switch (response.kind) {
    case 'redirect':
      // 301 for a page's earlier address (a changed translated path): search engines move its rank over.
      return reply.header('cache-control', 'no-store').redirect(response.location, response.permanent ? 301 : 302);
    case 'notModified':
      return reply.status(304).header('etag', response.etag).send();
    case 'error':
      return reply
        .status(response.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage(response.title, response.message));
    case 'html': {
      reply.status(response.status).type('text/html; charset=utf-8').header('content-language', response.lang).header('x-lipi-cache', response.cache);
      if (response.etag) reply.header('etag', response.etag).header('cache-control', 'no-cache');
      else reply.header('cache-control', 'no-store');
      // Rendered without the cache: written chunk by chunk, never joined into a second copy.
      return reply.send(typeof response.body === 'string' ? response.body : Readable.from(inPieces(response.body)));
    }
  }
}

/** Thousands of small slices leave as ~64 KB writes: few syscalls, and at most one piece more in memory. */
function* inPieces(chunks: string[]): Generator<string> {
  let piece = '';
  for (const chunk of chunks) {
    piece += chunk;
    if (piece.length >= 65_536) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}
