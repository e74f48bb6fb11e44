import {
  passwordResetReply,
  passwordResetRequest,
  signUpReply,
  signUpRequest,
  updatePasswordReply,
  updatePasswordRequest,
  verificationReply,
  verificationRequest,
} from '@lipi/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { ok, replyOf } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { RESET_LINK_DEAD, RESET_REQUESTED, requestPasswordReset, resetPassword } from './password.service.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { startSession } from './session-cookies.ts';
import { SIGN_UP_DONE, signUp } from './signup.service.ts';
import { verifyEmailLink } from './verification.service.ts';

/** The set-password page may send the link's token as the Authorization header instead of the body. */
function resetTokenOf(request: FastifyRequest, bodyToken: string | undefined): string {
  const header = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  const token = bodyToken ?? header;
  if (!token || token.length > 200) throw new AppError('BAD_REQUEST', RESET_LINK_DEAD);
  return token;
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/new',
    { config: { policy: 'public', rateLimit: RATE_LIMITS.signUp }, schema: { body: signUpRequest, response: replyOf(signUpReply) } },
    async (request) => {
      await signUp(ctx, request.body);
      return ok(null, SIGN_UP_DONE);
    },
  );

  api.post(
    '/api/auth/verification',
    { config: { policy: 'public', rateLimit: RATE_LIMITS.verification }, schema: { body: verificationRequest, response: replyOf(verificationReply) } },
    async (request, reply) => {
      const user = await verifyEmailLink(ctx, request.body.uuid);
      const token = await startSession(ctx, reply, user);
      return ok(token, 'Your email address is verified.');
    },
  );

  api.post(
    '/api/auth/password-reset',
    { config: { policy: 'public', rateLimit: RATE_LIMITS.passwordReset }, schema: { body: passwordResetRequest, response: replyOf(passwordResetReply) } },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return ok(null, RESET_REQUESTED);
    },
  );

  api.post(
    '/api/auth/update-password',
    { config: { policy: 'public', rateLimit: RATE_LIMITS.updatePassword }, schema: { body: updatePasswordRequest, response: replyOf(updatePasswordReply) } },
    async (request, reply) => {
      const user = await resetPassword(ctx, resetTokenOf(request, request.body.token), request.body.password);
      const token = await startSession(ctx, reply, user);
      return ok(token, 'Your password has been updated.');
    },
  );
}
