import { LIMITS } from '@lipi/contract';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { otpCodes } from '../../db/schema/index.ts';
import { hours, minutes } from '../../lib/clock.ts';
import { generateOtp } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';

export type OtpChannel = 'sms' | 'email';
type OtpKey = { channel: OtpChannel; target: string; subject: string };

/** Codes per phone or email per hour, whatever the IP: SMS cost and inbox flooding. */
export const MAX_OTPS_PER_TARGET_PER_HOUR = 5;

export const OTP_MESSAGES = {
  rateLimited: 'Too many OTP requests. Please try again later.',
  missing: 'Please request an OTP first.',
  dead: 'This OTP is no longer valid. Please request a new OTP.',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  expired: 'This OTP has expired. Please request a new OTP.',
  wrong: 'Incorrect OTP. Please check the code and try again.',
} as const;

/**
 * Six digits are only a million values, so a plain hash would fall to brute force after a leak:
 * the code is keyed with the server secret and bound to what it was issued for (ASVS 6.6.2).
 */
function otpDigest(ctx: Pick<AppContext, 'config'>, key: OtpKey, code: string) {
  return createHmac('sha256', ctx.config.JWT_SECRET).update(`${key.channel}:${key.target}:${key.subject}:${code}`).digest('hex');
}

export async function assertOtpAllowance(ctx: Pick<AppContext, 'db' | 'clock'>, channel: OtpChannel, target: string) {
  const since = new Date(ctx.clock.now().getTime() - hours(1));
  const [row] = await ctx.db
    .select({ n: count() })
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.target, target), gt(otpCodes.createdAt, since)));
  if ((row?.n ?? 0) >= MAX_OTPS_PER_TARGET_PER_HOUR) throw new AppError('RATE_LIMITED', OTP_MESSAGES.rateLimited);
}

/**
 * Issues a code (10 minutes, single use). One live code per channel and target: issuing a new
 * one kills the earlier ones, so a resend replaces the old code. Rows stay for the rate count.
 */
export async function issueOtp(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, key: OtpKey, ip: string): Promise<string> {
  await assertOtpAllowance(ctx, key.channel, key.target);
  const now = ctx.clock.now();
  const code = generateOtp();
  await ctx.db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.channel, key.channel), eq(otpCodes.target, key.target), isNull(otpCodes.consumedAt)));
  await ctx.db.insert(otpCodes).values({
    ...key,
    codeHash: otpDigest(ctx, key, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes(LIMITS.OTP_TTL_MINUTES)),
    ip,
  });
  return code;
}

/**
 * Checks a code against the latest one issued for this key. Each wrong guess is counted with an
 * atomic increment; at the 5th the code is dead. Expiry uses the server clock only.
 */
export async function checkOtp(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, key: OtpKey, code: string): Promise<void> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, key.channel), eq(otpCodes.target, key.target), eq(otpCodes.subject, key.subject)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', OTP_MESSAGES.missing);
  if (row.consumedAt) throw new AppError('BAD_REQUEST', OTP_MESSAGES.dead);
  if (row.tries >= LIMITS.OTP_MAX_TRIES) throw new AppError('BAD_REQUEST', OTP_MESSAGES.tooManyTries);
  if (row.expiresAt <= now) throw new AppError('BAD_REQUEST', OTP_MESSAGES.expired);

  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(otpDigest(ctx, key, code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    const live = and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), lt(otpCodes.tries, LIMITS.OTP_MAX_TRIES));
    const [used] = await ctx.db.update(otpCodes).set({ consumedAt: now }).where(live).returning({ id: otpCodes.id });
    if (!used) throw new AppError('BAD_REQUEST', OTP_MESSAGES.dead);
    return;
  }
  const [counted] = await ctx.db
    .update(otpCodes)
    .set({ tries: sql`${otpCodes.tries} + 1` })
    .where(eq(otpCodes.id, row.id))
    .returning({ tries: otpCodes.tries });
  const isDead = (counted?.tries ?? LIMITS.OTP_MAX_TRIES) >= LIMITS.OTP_MAX_TRIES;
  throw new AppError('BAD_REQUEST', isDead ? OTP_MESSAGES.tooManyTries : OTP_MESSAGES.wrong);
}
