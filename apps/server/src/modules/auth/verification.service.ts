import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { getUser, type UserRow } from '../users/users.service.ts';
import { consumeActionToken } from './action-tokens.ts';

export const VERIFICATION_FAILED = 'This verification link is invalid, has expired or was already used.';

/** Opens an emailed verification link: single use, 24 hours, then the email counts as verified. */
export async function verifyEmailLink(ctx: AppContext, token: string): Promise<UserRow> {
  const userId = await consumeActionToken(ctx, 'verify', token);
  if (!userId) throw new AppError('BAD_REQUEST', VERIFICATION_FAILED);
  await ctx.db.update(users).set({ emailVerified: true, lastActiveAt: ctx.clock.now() }).where(eq(users.id, userId));
  const user = await getUser(ctx, userId);
  if (!user.isActive) throw new AppError('BAD_REQUEST', VERIFICATION_FAILED);
  return user;
}
