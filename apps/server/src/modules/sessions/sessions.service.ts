import { and, eq, isNull, ne } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../app-context.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hours } from '../../lib/clock.ts';

export type AuthInfo = { userId: string; role: string; organisationId: string | null; sessionId: string };

const secretKey = (ctx: Pick<AppContext, 'config'>) => new TextEncoder().encode(ctx.config.JWT_SECRET);

/** Opens a session row and signs a JWT naming it; the row is what revocation flips. */
export async function createSession(ctx: AppContext, user: { id: string; role: string; organisationId: string | null }) {
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + hours(ctx.config.SESSION_TTL_HOURS));
  const [row] = await ctx.db.insert(sessions).values({ userId: user.id, createdAt: now, expiresAt }).returning({ id: sessions.id });
  const token = await new SignJWT({ role: user.role, org: user.organisationId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setJti(row!.id)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(ctx));
  return { token, sessionId: row!.id, expiresAt };
}

/**
 * Checks signature, expiry (against the injected clock, never a client header) and that the
 * session is still open and the user active.
 */
export async function verifySessionToken(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, token: string): Promise<AuthInfo> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, secretKey(ctx), { algorithms: ['HS256'], currentDate: ctx.clock.now() }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new AppError('TokenExpiredError', 'Your session has expired. Please sign in again.');
    throw new AppError('UNAUTHORIZED', 'Please sign in again');
  }
  if (!payload.sub || !payload.jti) throw new AppError('UNAUTHORIZED', 'Please sign in again');
  const [row] = await ctx.db
    .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, role: users.role, organisationId: users.organisationId, isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, payload.jti), eq(sessions.userId, payload.sub)));
  if (!row || row.revokedAt || !row.isActive) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  if (row.expiresAt <= ctx.clock.now()) throw new AppError('TokenExpiredError', 'Your session has expired. Please sign in again.');
  return { userId: payload.sub, role: row.role, organisationId: row.organisationId, sessionId: payload.jti };
}

export async function revokeSession(ctx: AppContext, sessionId: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user, except the one named (the session that just changed the password). */
export async function revokeUserSessions(ctx: AppContext, userId: string, keepSessionId?: string) {
  const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(keepSessionId ? and(open, ne(sessions.id, keepSessionId)) : open);
}
