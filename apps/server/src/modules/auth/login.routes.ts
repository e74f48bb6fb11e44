import { clearCookieReply, loginReply, loginRequest } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { revokeSession } from '../sessions/sessions.service.ts';
import { authenticate } from './login.service.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { clearSessionCookies, startSession } from './session-cookies.ts';

export function registerLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth',
    { config: { policy: 'public', rateLimit: RATE_LIMITS.login }, schema: { body: loginRequest, response: replyOf(loginReply) } },
    async (request, reply) => {
      const { user, publicUser } = await authenticate(ctx, request.body, request.ip);
      const token = await startSession(ctx, reply, user);
      return ok({ token, user: publicUser }, 'Signed in successfully');
    },
  );

  // Logout: public so that a client with a dead token can still clear its cookies.
  api.post(
    '/api/auth/clearCookie',
    { config: { policy: 'public', rateLimit: RATE_LIMITS.clearCookie }, schema: { response: replyOf(clearCookieReply) } },
    async (request, reply) => {
      if (request.auth) await revokeSession(ctx, request.auth.sessionId);
      clearSessionCookies(reply);
      return ok(null, 'Signed out');
    },
  );
}
