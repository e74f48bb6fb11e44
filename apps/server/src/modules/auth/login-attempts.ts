import { LIMITS } from '@lipi/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { minutes } from '../../lib/clock.ts';

export type AttemptState = { locked: boolean; attempts: number };

/**
 * Lockout (spec 01 §9: 5 failures, 30 minutes), counted per submitted email whether or not an
 * account exists, so an unknown email shows the same countdown and lock as a real one.
 *
 * How malicious lockout is limited (ASVS 6.1.1):
 * - the lock is per email and time-boxed: it lifts by itself after 30 minutes, and failures
 *   older than 30 minutes are forgotten, so a slow trickle never adds up to a lock;
 * - forgot-password keeps working while locked, and a completed reset clears the lock at once;
 * - a per-IP rate limit on the login route (rate-limits.ts) caps how many emails one address
 *   can push towards a lock, and a password-reset request never locks anything.
 */
export async function readAttempts(ctx: Pick<AppContext, 'db' | 'clock'>, email: string): Promise<AttemptState> {
  const [row] = await ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, email)).limit(1);
  if (!row) return { locked: false, attempts: 0 };
  const locked = row.lockedUntil !== null && row.lockedUntil > ctx.clock.now();
  return { locked, attempts: Math.min(row.failures, LIMITS.MAX_LOGIN_ATTEMPTS) };
}

/**
 * Counts one failure in a single upsert, so concurrent failures cannot both read 4 and write 5:
 * the row lock serialises them. A count whose last failure is older than the lockout window
 * (which includes an expired lock) starts again at 1.
 */
export async function recordFailure(ctx: Pick<AppContext, 'db' | 'clock'>, email: string): Promise<AttemptState> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - minutes(LIMITS.LOCKOUT_MINUTES));
  const lockUntil = new Date(now.getTime() + minutes(LIMITS.LOCKOUT_MINUTES));
  const max = LIMITS.MAX_LOGIN_ATTEMPTS;
  const isStale = sql`(${loginAttempts.updatedAt} <= ${windowStart} or ${loginAttempts.lockedUntil} <= ${now})`;
  const next = sql`(case when ${isStale} then 1 else ${loginAttempts.failures} + 1 end)`;
  const [row] = await ctx.db
    .insert(loginAttempts)
    .values({ email, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.email,
      set: {
        failures: next,
        lockedUntil: sql`(case when ${next} >= ${max} then ${lockUntil}::timestamptz else null end)`,
        updatedAt: now,
      },
    })
    .returning({ failures: loginAttempts.failures, lockedUntil: loginAttempts.lockedUntil });
  const failures = row!.failures;
  return { locked: failures >= max, attempts: Math.min(failures, max) };
}

/** A success or a completed password reset forgets every failure of that email. */
export async function clearAttempts(db: Db, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()));
}
