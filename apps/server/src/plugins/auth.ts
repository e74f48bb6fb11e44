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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  // An API route without a declared policy is a programming error: refuse to start.
  app.addHook('onRoute', (route) => {
    const config = (route.config ??= {}) as { policy?: RoutePolicy };
    if (config.policy) return;
    if (route.url.startsWith('/api')) throw new Error(`Route ${route.method} ${route.url} declares no policy`);
    config.policy = 'public';
  });
  // preValidation, not preHandler: a caller without a session is refused before its input is
  // parsed, so validation errors never describe a protected route to an anonymous caller.
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    const policy = request.routeOptions.config.policy;
    if (!policy) throw new AppError('INTERNAL', 'Route has no policy');
    const found = readToken(request);
    if (policy === 'public') {
      if (found) request.auth = await verifySessionToken(ctx, found.token).catch(() => null);
      return;
    }
    if (!found) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    assertClockInRange(ctx, request);
    const auth = await verifySessionToken(ctx, found.token);
    if (found.via === 'cookie' && !SAFE_METHODS.has(request.method)) {
      const header = request.headers[HEADERS.csrf];
      if (!header || header !== request.cookies[CSRF_COOKIE]) throw new AppError('CSRF', 'Missing or invalid CSRF token');
    }
    if (policy !== 'authenticated' && !can(auth.role, policy)) {
      throw new AppError('FORBIDDEN', 'You are not allowed to do this');
    }
    request.auth = auth;
  });
}

export function requireAuth(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.auth;
}
