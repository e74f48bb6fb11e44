import {
  FEEDBACK_MESSAGES,
  SUGGESTION_MESSAGES,
  feedbackReply,
  feedbackRequest,
  publicTranslationsQuery,
  publicTranslationsReply,
  publicTranslationsRequest,
  suggestionReply,
  suggestionRequest,
  trackerReply,
  trackerRequest,
  verifyScriptReply,
  verifyScriptRequest,
} from '@lipi/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireAuth } from '../../plugins/auth.ts';
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

const PUBLIC_PATHS = ['/api/public/translations', '/api/tracker/projectContentTracker', '/api/public/suggestion', '/api/public/feedback'];

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
  const api = scope.withTypeProvider<ZodTypeProvider>();
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

  api.get(
    '/api/public/translations',
    { config: { policy: 'public', rateLimit: PUBLIC_RATE_LIMITS.translations }, schema: { querystring: publicTranslationsQuery, response: { ...replyOf(publicTranslationsReply), 304: {} } } },
    async (request, reply) => sendCached(request, reply, await getPageTranslations(ctx, request.query), 'public, no-cache'),
  );
  api.post(
    '/api/public/translations',
    { config: { policy: 'public', rateLimit: PUBLIC_RATE_LIMITS.translations }, schema: { body: publicTranslationsRequest, response: { ...replyOf(publicTranslationsReply), 304: {} } } },
    async (request, reply) => sendCached(request, reply, await getHashTranslations(ctx, request.body), 'no-store'),
  );
  api.post(
    '/api/tracker/projectContentTracker',
    { bodyLimit: 1024 * 1024, config: { policy: 'public', rateLimit: PUBLIC_RATE_LIMITS.tracker }, schema: { body: trackerRequest, response: replyOf(trackerReply) } },
    async (request) => ok(await trackContent(ctx, request.body, request.headers.origin)),
  );
  api.post(
    '/api/public/suggestion',
    { config: { policy: 'public', rateLimit: PUBLIC_RATE_LIMITS.suggestion }, schema: { body: suggestionRequest, response: replyOf(suggestionReply) } },
    async (request) => ok(await createSuggestion(ctx, request.body, request.headers.origin), SUGGESTION_MESSAGES.thanks),
  );
  api.post(
    '/api/public/feedback',
    { config: { policy: 'public', rateLimit: PUBLIC_RATE_LIMITS.feedback }, schema: { body: feedbackRequest, response: replyOf(feedbackReply) } },
    async (request) => ok(await createFeedback(ctx, request.body, request.headers.origin), FEEDBACK_MESSAGES.thanks),
  );
}

/** The public API the snippet calls, the snippet itself, and the dashboard's script check. */
export function registerPublicRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
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

  api.post(
    '/api/parser/verifyScriptIntegration',
    { config: { policy: 'scope.edit' }, schema: { body: verifyScriptRequest, response: replyOf(verifyScriptReply) } },
    async (request) => {
      const result = await verifyScriptIntegration(ctx, requireAuth(request), request.body);
      return ok(result, result.verificationLevel === 3 ? 'The script is installed and working' : (result.checks.find((c) => !c.passed)?.reason ?? ''));
    },
  );
}
