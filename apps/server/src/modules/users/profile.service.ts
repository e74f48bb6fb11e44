import { pageKeySchema, USER_MESSAGES, type PublicUser } from '@lipi/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { expireUserTokens } from '../auth/action-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { queueMail } from '../messaging/messaging.ts';
import { can, PAGE_ACTIONS } from '../policy/policy.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { getUser, toPublicUser } from './users.service.ts';

/**
 * POST /user/resetPasswordThroughProfile: the current password proves it is the user at the keyboard
 * (not someone at an unlocked screen); every other session and outstanding reset link ends, this one stays.
 */
export async function changeOwnPassword(ctx: AppContext, auth: AuthInfo, input: { currentPassword: string; password: string }): Promise<PublicUser> {
  const user = await getUser(ctx, auth.userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('BAD_REQUEST', USER_MESSAGES.wrongPassword);
  if (input.currentPassword === input.password) throw new AppError('BAD_REQUEST', USER_MESSAGES.samePassword);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, auth.sessionId)));
    await recordAudit(tx, { id: user.id, email: user.email, role: user.role }, now, {
      organisationId: user.organisationId,
      action: 'user.passwordChanged',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.email,
      after: { via: 'profile' },
    });
  });
  await expireUserTokens(ctx, user.id, 'reset');
  await queueMail(ctx, {
    to: user.email,
    subject: 'Your Lipi password was changed',
    text: 'The password of your Lipi account was just changed from your profile and your other sessions were signed out. If this was not you, reset your password at once and contact your administrator.',
  });
  return toPublicUser(user);
}

/** POST /user/access/verify: may the caller open this dashboard page (the policy action behind it). */
export function verifyPageAccess(auth: AuthInfo, pageKey: string) {
  const parsed = pageKeySchema.safeParse(pageKey);
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'Unknown page');
  return { pageKey: parsed.data, allowed: can(auth.role, PAGE_ACTIONS[parsed.data]) };
}
