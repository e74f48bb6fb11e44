import { AUTH_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { revokeSession } from '../sessions/sessions.service.ts';
import { authenticate } from './login.service.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { clearSessionCookies, startSession } from './session-cookies.ts';

export function registerLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.login, {
    policy: 'public',
    config: { rateLimit: RATE_LIMITS.login },
    handler: async (request, reply) => {
      const { user, publicUser } = await authenticate(ctx, request.body, request.ip);
      const token = await startSession(ctx, reply, user);
      return ok({ token, user: publicUser }, 'Signed in successfully');
    },
  });

  // Logout: public so that a client with a dead token can still clear its cookies.
  registerRoute(app, ctx, R.clearCookie, {
    policy: 'public',
    config: { rateLimit: RATE_LIMITS.clearCookie },
    handler: async (request, reply) => {
      if (request.auth) await revokeSession(ctx, request.auth.sessionId);
      clearSessionCookies(reply);
      return ok(null, 'Signed out');
    },
  });
}
