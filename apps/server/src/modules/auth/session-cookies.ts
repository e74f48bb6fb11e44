import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { generateToken } from '../../lib/crypto.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../plugins/auth.ts';
import { createSession } from '../sessions/sessions.service.ts';

type SessionUser = { id: string; role: string; organisationId: string | null };

/**
 * Opens a session and hands it over twice: the token in the reply body (the client keeps it for
 * the Authorization header) and as an httpOnly cookie. The readable CSRF cookie is what the
 * client must echo in x-csrf-token when a write is authenticated by the cookie alone.
 */
export async function startSession(ctx: AppContext, reply: FastifyReply, user: SessionUser): Promise<string> {
  const { token, expiresAt } = await createSession(ctx, user);
  // Secure only over https: browsers drop Secure cookies on plain-http hosts other than localhost.
  const secure = ctx.config.PUBLIC_URL.startsWith('https://');
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
  reply.setCookie(CSRF_COOKIE, generateToken(24), { path: '/', httpOnly: false, sameSite: 'lax', secure, expires: expiresAt });
  return token;
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
