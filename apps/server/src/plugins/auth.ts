import { HEADERS } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../lib/errors.ts';
import { can, type RoutePolicy } from '../modules/policy/policy.ts';
import { verifySessionToken, type AuthInfo } from '../modules/sessions/sessions.service.ts';

export const SESSION_COOKIE = 'lipi_token';
export const CSRF_COOKIE = 'lipi_csrf';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
}

/**
 * /api routes that are not calls of the API, so they have no contract entry: the documentation itself
 * (spec and page assets) and the CORS preflights of the public calls. Every other /api route must be
 * registered from an entry; route-table.test.ts checks the same rule.
 */
export const NON_CALL_ROUTES: readonly RegExp[] = [/^GET \/api\/openapi\.json$/, /^GET \/api\/docs(\/.*)?$/, /^OPTIONS /];

/** HEAD routes are the ones Fastify derives from GET routes. */
export const isNonCallRoute = (method: string | string[], url: string) =>
  ([] as string[]).concat(method).every((m) => m === 'HEAD' || NON_CALL_ROUTES.some((re) => re.test(`${m} ${url}`)));

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Calls that change something although their method or policy does not say so: a GET that clears a
 * cache, and the public sign-out (a cross-site form must not end a session). A cookie-borne session
 * must echo the CSRF header on these too (docs/decisions.md).
 */
const CSRF_ALWAYS = new Set(['/api/snippet/cache/clear', '/api/auth/clearCookie']);

function assertCsrf(request: FastifyRequest) {
  const header = request.headers[HEADERS.csrf];
  if (!header || header !== request.cookies[CSRF_COOKIE]) throw new AppError('CSRF', 'Missing or invalid CSRF token');
}

const needsCsrf = (request: FastifyRequest, via: 'header' | 'cookie') =>
  via === 'cookie' && (!SAFE_METHODS.has(request.method) || CSRF_ALWAYS.has(request.routeOptions.url ?? ''));

function readToken(request: FastifyRequest): { token: string; via: 'header' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header) return { token: header.replace(/^Bearer\s+/i, '').trim(), via: 'header' };
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * The client sends its clock in the `timezone` header. A large difference means the device clock
 * is wrong, so the session is refused with TIME_TRAVEL; the header never feeds an expiry decision.
 */
function assertClockInRange(ctx: AppContext, request: FastifyRequest) {
  const raw = request.headers[HEADERS.clientTime];
  const clientMs = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!raw || !Number.isFinite(clientMs)) return;
  const skewSeconds = Math.abs(ctx.clock.now().getTime() - clientMs) / 1000;
  if (skewSeconds > ctx.config.CLOCK_SKEW_SECONDS) {
    throw new AppError('TIME_TRAVEL', 'Your device clock is out of sync. Please correct it and sign in again.');
  }
}

/**
 * Every route declares `config.policy`. Non-public routes need a valid session; cookie-borne
 * sessions must also echo the CSRF cookie in a header on writes (double-submit).
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auth', null);
  app.decorateRequest('project', null);
  // An API route without a declared policy is a programming error: refuse to start.
  // An API route registered by hand (not from a contract entry) is refused too: it would be missing
  // from the spec, the web client and the route-table test.
  app.addHook('onRoute', (route) => {
    const config = (route.config ??= {}) as { policy?: RoutePolicy; routeDef?: unknown };
    const isApi = route.url.startsWith('/api');
    if (isApi && !config.policy) throw new Error(`Route ${route.method} ${route.url} declares no policy`);
    if (isApi && !config.routeDef && !isNonCallRoute(route.method, route.url)) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no contract entry: register it with registerRoute`);
    }
    config.policy ??= 'public';
  });
  // preValidation, not preHandler: a caller without a session is refused before its input is
  // parsed, so validation errors never describe a protected route to an anonymous caller.
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const policy = request.routeOptions.config.policy;
    if (!policy) throw new AppError('INTERNAL', 'Route has no policy');
    const found = readToken(request);
    if (policy === 'public') {
      if (found?.via === 'cookie' && CSRF_ALWAYS.has(request.routeOptions.url ?? '')) assertCsrf(request);
      if (found) request.auth = await verifySessionToken(ctx, found.token).catch(() => null);
      return;
    }
    if (!found) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    assertClockInRange(ctx, request);
    const auth = await verifySessionToken(ctx, found.token);
    if (needsCsrf(request, found.via)) assertCsrf(request);
    if (policy !== 'authenticated' && !can(auth.role, policy)) {
      throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    }
    request.auth = auth;
  });
}

export function requireAuth(request: Pick<FastifyRequest, 'auth'>): AuthInfo {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.auth;
}
