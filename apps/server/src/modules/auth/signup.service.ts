import { LIMITS, SELF_SIGNUP_ROLES, type signUpRequest } from '@lipi/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisations, users } from '../../db/schema/index.ts';
import { hours } from '../../lib/clock.ts';
import { generateToken } from '../../lib/crypto.ts';
import { AppError, domainError } from '../../lib/errors.ts';
import { queueMail } from '../messaging/messaging.ts';
import { isEmailRegistered, isUniqueViolation } from '../users/users.service.ts';
import { createActionToken } from './action-tokens.ts';
import { hashPassword } from './password-hash.ts';

type SignUpInput = z.output<typeof signUpRequest>;

export const SIGN_UP_DONE = 'Registration successful. Please check your email to verify your account.';

/**
 * The older sign-up form: a new organisation with its organisationAdmin. The role field exists
 * on the form, but a visitor choosing any other role would make themselves an administrator of
 * something, so every other value is refused outright.
 */
export async function signUp(ctx: AppContext, input: SignUpInput): Promise<void> {
  if (input.role !== undefined && !(SELF_SIGNUP_ROLES as readonly string[]).includes(input.role)) {
    throw new AppError('FORBIDDEN', 'You cannot choose this role');
  }
  if (await isEmailRegistered(ctx.db, input.email)) throw domainError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  let token: string;
  try {
    token = await ctx.db.transaction(async (tx) => {
      const [org] = await tx.insert(organisations).values({ name: input.organisation, createdAt: now }).returning({ id: organisations.id });
      const [user] = await tx
        .insert(users)
        .values({
          organisationId: org!.id,
          name: `${input.firstName} ${input.lastName}`,
          email: input.email,
          passwordHash,
          role: 'organisationAdmin',
          apikey: generateToken(24),
          emailVerified: false,
          createdAt: now,
          lastActiveAt: now,
        })
        .returning({ id: users.id });
      return createActionToken(tx, ctx.clock, { userId: user!.id, purpose: 'verify', ttlMs: hours(LIMITS.VERIFY_LINK_TTL_HOURS) });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw domainError('EMAIL_TAKEN');
    throw err;
  }
  // Queued after the commit: on PGlite the job queue shares the one connection the transaction holds.
  await sendVerificationMail(ctx, input.email, token);
}

export async function sendVerificationMail(ctx: AppContext, email: string, token: string) {
  const link = `${ctx.config.PUBLIC_URL}/verification/${token}`;
  await queueMail(ctx, {
    to: email,
    subject: 'Verify your email for Lipi',
    text: `Welcome to Lipi. Please verify your email address by opening this link within ${LIMITS.VERIFY_LINK_TTL_HOURS} hours:\n\n${link}\n\nIf you did not sign up, you can ignore this mail.`,
  });
}
