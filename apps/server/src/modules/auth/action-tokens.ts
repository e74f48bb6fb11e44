import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { actionTokens } from '../../db/schema/index.ts';
import { generateToken, hashSecret } from '../../lib/crypto.ts';

export type TokenPurpose = 'reset' | 'verify';

/**
 * A single-use link secret: 32 random bytes (not a UUID, ASVS 11.5.1). Only its SHA-256 is
 * stored, so a database leak yields no usable link.
 */
export async function createActionToken(db: Db, clock: AppContext['clock'], input: { userId: string; purpose: TokenPurpose; ttlMs: number }): Promise<string> {
  const token = generateToken(32);
  const now = clock.now();
  await db.insert(actionTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.ttlMs),
  });
  return token;
}

/**
 * Uses a link once: one UPDATE marks it used only if it is unused and unexpired (server clock),
 * so two concurrent clicks cannot both succeed. Returns the user it belongs to, or null.
 */
export async function consumeActionToken(ctx: Pick<AppContext, 'db' | 'clock'>, purpose: TokenPurpose, token: string): Promise<string | null> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(actionTokens)
    .set({ usedAt: now })
    .where(and(eq(actionTokens.tokenHash, hashSecret(token)), eq(actionTokens.purpose, purpose), isNull(actionTokens.usedAt), gt(actionTokens.expiresAt, now)))
    .returning({ userId: actionTokens.userId });
  return row?.userId ?? null;
}

/** After a password change every other outstanding reset link of that user dies too. */
export async function expireUserTokens(ctx: Pick<AppContext, 'db' | 'clock'>, userId: string, purpose: TokenPurpose) {
  await ctx.db
    .update(actionTokens)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(actionTokens.userId, userId), eq(actionTokens.purpose, purpose), isNull(actionTokens.usedAt)));
}

export async function countRecentTokens(ctx: Pick<AppContext, 'db'>, userId: string, purpose: TokenPurpose, since: Date): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(actionTokens)
    .where(and(eq(actionTokens.userId, userId), eq(actionTokens.purpose, purpose), gt(actionTokens.createdAt, since)));
  return row?.n ?? 0;
}
