import { AUTH_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { RESET_LINK_DEAD, RESET_REQUESTED, requestPasswordReset, resetPassword } from './password.service.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { startSession } from './session-cookies.ts';
import { SIGN_UP_DONE, signUp } from './signup.service.ts';
import { verifyEmailLink } from './verification.service.ts';

/** The set-password page may send the link's token as the Authorization header instead of the body. */
function resetTokenOf(request: Pick<FastifyRequest, 'headers'>, bodyToken: string | undefined): string {
  const header = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  const token = bodyToken ?? header;
  if (!token || token.length > 200) throw new AppError('BAD_REQUEST', RESET_LINK_DEAD);
  return token;
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.signUp, {
    policy: 'public',
    config: { rateLimit: RATE_LIMITS.signUp },
    handler: async (request) => {
      await signUp(ctx, request.body);
      return ok(null, SIGN_UP_DONE);
    },
  });

  registerRoute(app, ctx, R.verification, {
    policy: 'public',
    config: { rateLimit: RATE_LIMITS.verification },
    handler: async (request, reply) => {
      const user = await verifyEmailLink(ctx, request.body.uuid);
      const token = await startSession(ctx, reply, user);
      return ok(token, 'Your email address is verified.');
    },
  });

  registerRoute(app, ctx, R.passwordReset, {
    policy: 'public',
    config: { rateLimit: RATE_LIMITS.passwordReset },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return ok(null, RESET_REQUESTED);
    },
  });

  registerRoute(app, ctx, R.updatePassword, {
    policy: 'public',
    config: { rateLimit: RATE_LIMITS.updatePassword },
    handler: async (request, reply) => {
      const user = await resetPassword(ctx, resetTokenOf(request, request.body.token), request.body.password);
      const token = await startSession(ctx, reply, user);
      return ok(token, 'Your password has been updated.');
    },
  });
}
