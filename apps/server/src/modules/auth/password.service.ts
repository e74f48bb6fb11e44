import { LIMITS } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { hours, minutes } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { queueMail } from '../messaging/messaging.ts';
import { revokeUserSessions } from '../sessions/sessions.service.ts';
import { findUserByEmail, getUser, type UserRow } from '../users/users.service.ts';
import { consumeActionToken, countRecentTokens, createActionToken, expireUserTokens } from './action-tokens.ts';
import { clearAttempts } from './login-attempts.ts';
import { hashPassword } from './password-hash.ts';

export const RESET_REQUESTED = 'If an account exists for this email, a link to set a new password has been sent.';
export const RESET_LINK_DEAD = 'This link has expired or was already used. Please request a new one.';
/** Reset mails per account per hour; further requests get the same reply but send nothing. */
const MAX_RESET_MAILS_PER_HOUR = 5;

/**
 * Forgot password. The reply never says whether the email has an account; the mail goes out
 * from a job, so the request itself does little extra work for a real account. Requesting a
 * reset changes nothing on the account (it never locks or unlocks it).
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  const since = new Date(ctx.clock.now().getTime() - hours(1));
  if ((await countRecentTokens(ctx, user.id, 'reset', since)) >= MAX_RESET_MAILS_PER_HOUR) return;
  const token = await createActionToken(ctx.db, ctx.clock, { userId: user.id, purpose: 'reset', ttlMs: minutes(LIMITS.RESET_LINK_TTL_MINUTES) });
  const link = `${ctx.config.PUBLIC_URL}/new-password/${token}`;
  await queueMail(ctx, {
    to: user.email,
    subject: 'Set a new password for Lipi',
    text: `Someone asked to set a new password for your Lipi account. Open this link within ${LIMITS.RESET_LINK_TTL_MINUTES} minutes to choose one:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
  });
}

/**
 * Sets the password from a reset link: the link is used up, every other reset link and every
 * session of the user end, the lockout of the email is lifted, and the email counts as verified
 * (the link arrived in that mailbox). The caller then opens one new session.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  const userId = await consumeActionToken(ctx, 'reset', token);
  if (!userId) throw new AppError('BAD_REQUEST', RESET_LINK_DEAD);
  await ctx.db.update(users).set({ passwordHash, emailVerified: true, lastActiveAt: ctx.clock.now() }).where(eq(users.id, userId));
  await expireUserTokens(ctx, userId, 'reset');
  await revokeUserSessions(ctx, userId);
  const user = await getUser(ctx, userId);
  if (!user.isActive) throw new AppError('BAD_REQUEST', RESET_LINK_DEAD);
  await clearAttempts(ctx.db, user.email);
  await queueMail(ctx, {
    to: user.email,
    subject: 'Your Lipi password was changed',
    text: 'The password of your Lipi account was just changed and your other sessions were signed out. If this was not you, reset your password at once and contact your administrator.',
  });
  return user;
}
