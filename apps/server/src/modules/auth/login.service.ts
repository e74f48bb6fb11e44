import { USER_MESSAGES, type PublicUser } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { organisations, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserByEmail, toPublicUser, type UserRow } from '../users/users.service.ts';
import { clearAttempts, readAttempts, recordFailure, type AttemptState } from './login-attempts.ts';
import { hashPassword, isHashWeak, verifyPassword } from './password-hash.ts';

export const INVALID_LOGIN = 'Invalid email or password';
export const LOCKED_LOGIN = 'Too many failed attempts. Your account has been temporarily locked. Please try again after 30 minutes or reset your password.';

const refuse = (state: AttemptState) =>
  new AppError('UNAUTHORIZED', state.locked ? LOCKED_LOGIN : INVALID_LOGIN, { locked: state.locked, attempts: state.attempts });

type LoginInput = { email: string; password: string; recaptchaValue?: string | null };

/**
 * Checks the credentials and returns the user to open a session for. Known and unknown emails
 * take the same path (one argon2 verification, one counter update) and get the same replies, so
 * neither the body nor the timing tells whether an account exists.
 */
export async function authenticate(ctx: AppContext, input: LoginInput, ip: string): Promise<{ user: UserRow; publicUser: PublicUser }> {
  if (ctx.captcha.enabled && !(await ctx.captcha.verify(input.recaptchaValue, ip))) {
    throw new AppError('CAPTCHA_FAILED', 'Please complete the reCAPTCHA and try again.');
  }
  const email = input.email.toLowerCase();
  const before = await readAttempts(ctx, email);
  // While locked even the right password is refused, without spending a hash on it.
  if (before.locked) throw refuse(before);

  const user = await findUserByEmail(ctx.db, email);
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isValid) {
    ctx.log.info({ event: 'login.failed', ip }, 'sign-in failed');
    throw refuse(await recordFailure(ctx, email));
  }
  // Only reachable with the right password, so saying why reveals nothing to a guesser.
  if (!user.isActive || !(await isOrganisationActive(ctx, user.organisationId))) {
    throw new AppError('FORBIDDEN', USER_MESSAGES.deactivatedLogin, { locked: false, attempts: 0 });
  }
  if (!user.emailVerified) {
    // Only reachable with the right password, so it reveals nothing to a guesser.
    throw new AppError('FORBIDDEN', 'Please verify your email address first: open the link we emailed you.', { locked: false, attempts: 0 });
  }
  await clearAttempts(ctx.db, email);
  if (isHashWeak(user.passwordHash)) {
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  ctx.log.info({ event: 'login.succeeded', userId: user.id, ip }, 'signed in');
  return { user, publicUser: toPublicUser(user) };
}

async function isOrganisationActive(ctx: Pick<AppContext, 'db'>, organisationId: string | null): Promise<boolean> {
  if (!organisationId) return true;
  const [org] = await ctx.db.select({ isActive: organisations.isActive }).from(organisations).where(eq(organisations.id, organisationId)).limit(1);
  return org?.isActive ?? true;
}
