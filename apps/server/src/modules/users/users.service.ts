import type { PublicUser } from '@lipi/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hours } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

export type UserRow = typeof users.$inferSelect;

/** The allow-list of what a client learns about a user: no hash, no counters. */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    organisationId: user.organisationId,
    apikey: user.apikey,
    contractAgreed: user.contractAgreed,
    emailVerified: user.emailVerified,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function isEmailRegistered(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return Boolean(row);
}

export async function getUser(ctx: Pick<AppContext, 'db'>, userId: string): Promise<UserRow> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in again');
  return user;
}

/**
 * Retention counts from the last activity, so a session check marks the user active; at most
 * once an hour, because /user/check runs on every page load and a write each time is waste.
 */
export async function touchLastActive(ctx: Pick<AppContext, 'db' | 'clock'>, userId: string) {
  const now = ctx.clock.now();
  const hourAgo = new Date(now.getTime() - hours(1));
  await ctx.db
    .update(users)
    .set({ lastActiveAt: now })
    .where(and(eq(users.id, userId), lt(users.lastActiveAt, hourAgo)));
}

/**
 * The terms gate (spec 01 §2): the client names the user by api key. Only that user, or a super
 * admin, may record the agreement; an unknown key gets the same 403 as someone else's key.
 */
export async function agreeContract(
  ctx: Pick<AppContext, 'db'>,
  caller: { userId: string; role: string },
  input: { apikey?: string | null; updateObj: { contractAgreed: boolean } },
): Promise<PublicUser> {
  if (!input.apikey) throw new AppError('BAD_REQUEST', 'Something went wrong');
  const [target] = await ctx.db.select().from(users).where(eq(users.apikey, input.apikey)).limit(1);
  const isAllowed = target && (target.id === caller.userId || caller.role === 'superAdmin');
  if (!target || !isAllowed) throw new AppError('FORBIDDEN', 'You are not allowed to change this user');
  const [updated] = await ctx.db.update(users).set({ contractAgreed: input.updateObj.contractAgreed }).where(eq(users.id, target.id)).returning();
  return toPublicUser(updated!);
}

/** A unique index said no (two sign-ups racing for one email); drizzle wraps the driver error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
