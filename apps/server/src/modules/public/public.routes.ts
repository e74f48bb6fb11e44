import { FEEDBACK_MESSAGES, PUBLIC_ROUTES, SNIPPET_ROUTES, SUGGESTION_MESSAGES, serverPath } from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { getHashTranslations, getPageTranslations, type PageTranslations } from './public-translations.service.ts';
import { getSnippetAsset } from './snippet-asset.ts';
import { trackContent } from './tracker.service.ts';
import { verifyScriptIntegration } from './verify-script.service.ts';
import { createFeedback, createSuggestion } from './visitor-input.service.ts';

/** Per-IP limits of the public calls: generous for reads a page makes once, tight for free text. */
export const PUBLIC_RATE_LIMITS = {
  translations: { max: 600, timeWindow: '1 minute' },
  tracker: { max: 120, timeWindow: '1 minute' },
  suggestion: { max: 20, timeWindow: '10 minutes' },
  feedback: { max: 10, timeWindow: '10 minutes' },
} as const;

/** The paths of the visitor calls (the two translations calls share one), for their CORS preflight. */
const PUBLIC_PATHS = [...new Set(Object.values(PUBLIC_ROUTES).map(serverPath))];

/** Replies with 304 when the caller already holds this version. */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: PageTranslations, cacheControl: string) {
  reply.header('etag', page.etag).header('cache-control', cacheControl);
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(page.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(page.body);
}

/**
 * The calls the snippet makes from customers' pages: no sign-in, CORS for any origin without
 * credentials, per-IP rate limits, and JSON also accepted as text/plain (no preflight, and
 * navigator.sendBeacon works). Registered in their own context so the CORS hook and the body
 * parser stay here.
 */
function registerVisitorCalls(scope: FastifyInstance, ctx: AppContext) {
  scope.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'etag');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  scope.removeContentTypeParser('text/plain');
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST', 'The body must be JSON'), undefined);
    }
  });
  for (const path of PUBLIC_PATHS) {
    scope.options(path, { config: { policy: 'public' } }, async (_request, reply) =>
      reply
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '86400')
        .code(204)
        .send(),
    );
  }

  // 304 is an answer of its own here (the caller holds this version), not an error.
  const cached = { 304: {} };
  registerRoute(scope, ctx, PUBLIC_ROUTES.pageTranslations, {
    policy: 'public',
    config: { rateLimit: PUBLIC_RATE_LIMITS.translations },
    extraResponses: cached,
    handler: async (request, reply) => sendCached(request, reply, await getPageTranslations(ctx, request.query), 'public, no-cache'),
  });
  registerRoute(scope, ctx, PUBLIC_ROUTES.hashTranslations, {
    policy: 'public',
    config: { rateLimit: PUBLIC_RATE_LIMITS.translations },
    extraResponses: cached,
    handler: async (request, reply) => sendCached(request, reply, await getHashTranslations(ctx, request.body), 'no-store'),
  });
  registerRoute(scope, ctx, PUBLIC_ROUTES.tracker, {
    policy: 'public',
    config: { rateLimit: PUBLIC_RATE_LIMITS.tracker },
    options: { bodyLimit: 1024 * 1024 },
    handler: async (request) => ok(await trackContent(ctx, request.body, request.headers.origin, { ip: request.ip, userAgent: request.headers['user-agent'] })),
  });
  registerRoute(scope, ctx, PUBLIC_ROUTES.suggestion, {
    policy: 'public',
    config: { rateLimit: PUBLIC_RATE_LIMITS.suggestion },
    handler: async (request) => ok(await createSuggestion(ctx, request.body, request.headers.origin), SUGGESTION_MESSAGES.thanks),
  });
  registerRoute(scope, ctx, PUBLIC_ROUTES.feedback, {
    policy: 'public',
    config: { rateLimit: PUBLIC_RATE_LIMITS.feedback },
    handler: async (request) => ok(await createFeedback(ctx, request.body, request.headers.origin), FEEDBACK_MESSAGES.thanks),
  });
}

/** The public API the snippet calls, the snippet itself, and the dashboard's script check. */
export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext) {
  void app.register(async (scope) => registerVisitorCalls(scope, ctx));

  app.get('/snippet.js', { config: { policy: 'public' } }, async (request, reply) => {
    const asset = await getSnippetAsset();
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('etag', asset.etag)
      .header('vary', 'accept-encoding')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(asset.gzip);
    return reply.send(asset.code);
  });

  registerRoute(app, ctx, SNIPPET_ROUTES.verifyScript, {
    policy: 'scope.edit',
    project: 'body',
    handler: async (request) => {
      const result = await verifyScriptIntegration(ctx, request.project, request.body);
      return ok(result, result.verificationLevel === 3 ? 'The script is installed and working' : (result.checks.find((c) => !c.passed)?.reason ?? ''));
    },
  });
}
