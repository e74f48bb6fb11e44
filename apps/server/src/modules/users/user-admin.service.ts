import { isParliamentRole, USER_MESSAGES, type AdminUser, type createUserRequest } from '@lipi/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisations, sessions, users } from '../../db/schema/index.ts';
import { generateToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { assertSeatQuota } from '../billing/quota.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { createInviteToken, sendInviteMail } from './invite.ts';
import { loadAdminUser, readCategories, setCategories } from './user-queries.ts';
import { assertAnotherSuperAdmin, assertManages, assertMayGiveRole, findUserById } from './user-scope.ts';
import { getUser, isEmailRegistered, isUniqueViolation } from './users.service.ts';

export async function actorOf(ctx: Pick<AppContext, 'db'>, auth: AuthInfo): Promise<AuditActor> {
  const user = await getUser(ctx, auth.userId);
  return { id: user.id, email: user.email, role: user.role };
}

/** Where a new user goes: a super admin names any organisation (default: its own); others create in their own. */
async function targetOrganisation(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, requested: string | undefined) {
  const id = auth.role === 'superAdmin' ? (requested ?? auth.organisationId) : auth.organisationId;
  if (!id || (requested && requested !== id)) throw new AppError('NOT_FOUND', USER_MESSAGES.organisationNotFound);
  const [org] = await ctx.db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(eq(organisations.id, id)).limit(1);
  if (!org) throw new AppError('NOT_FOUND', USER_MESSAGES.organisationNotFound);
  return org;
}

/**
 * POST /user: the new user gets no usable password; the mailed set-password link is the only way in.
 * Everything is checked before anything is written, and the user, its categories and the audit row
 * commit together.
 */
export async function createUserByAdmin(ctx: AppContext, auth: AuthInfo, input: z.output<typeof createUserRequest>): Promise<AdminUser> {
  assertMayGiveRole(auth, input.role);
  const org = await targetOrganisation(ctx, auth, input.organisationId);
  const categories = input.categories ?? [];
  if (categories.length && !isParliamentRole(input.role)) throw new AppError('BAD_REQUEST', USER_MESSAGES.categoriesOnlyParliament);
  if (await isEmailRegistered(ctx.db, input.email)) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
  await assertSeatQuota(ctx, auth, org.id);
  const actor = await actorOf(ctx, auth);
  const passwordHash = await hashPassword(generateToken(32));
  const now = ctx.clock.now();
  let created: { id: string; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          organisationId: org.id,
          name: input.name,
          email: input.email,
          passwordHash,
          role: input.role,
          apikey: generateToken(24),
          emailVerified: false,
          nmtEnabled: input.nmtEnabled ?? true,
          createdAt: now,
          lastActiveAt: now,
        })
        .returning({ id: users.id });
      await setCategories(tx, user!.id, categories);
      const after = { name: input.name, email: input.email, role: input.role, nmtEnabled: input.nmtEnabled ?? true, categories };
      await recordAudit(tx, actor, now, {
        organisationId: org.id,
        action: 'user.created',
        targetType: 'user',
        targetId: user!.id,
        targetLabel: input.email,
        after,
      });
      return { id: user!.id, token: await createInviteToken(tx, ctx, user!.id) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
    throw err;
  }
  await sendInviteMail(ctx, { email: input.email, name: input.name, organisationName: org.name, invitedBy: actor.email, token: created.token });
  return loadAdminUser(ctx.db, (await findUserById(ctx.db, created.id))!);
}

/** Deactivation ends every session of the user in the same transaction, so the next call is refused. */
export async function switchUserStatus(ctx: AppContext, auth: AuthInfo, input: { userId: string; isActive: boolean }): Promise<AdminUser> {
  const target = await findUserById(ctx.db, input.userId);
  assertManages(auth, target);
  if (target.id === auth.userId && !input.isActive) throw new AppError('FORBIDDEN', USER_MESSAGES.selfDeactivate);
  if (target.isActive === input.isActive) return loadAdminUser(ctx.db, target);
  const actor = await actorOf(ctx, auth);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!input.isActive && target.role === 'superAdmin') await assertAnotherSuperAdmin(tx, target.id);
    await tx.update(users).set({ isActive: input.isActive }).where(eq(users.id, target.id));
    if (!input.isActive)
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, target.id), isNull(sessions.revokedAt)));
    await recordAudit(tx, actor, now, {
      organisationId: target.organisationId,
      action: 'user.statusChanged',
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.email,
      before: { isActive: target.isActive },
      after: { isActive: input.isActive },
    });
  });
  return loadAdminUser(ctx.db, (await findUserById(ctx.db, target.id))!);
}

/** POST user/update/category/list: the document categories of a Lok Sabha / Rajya Sabha user. */
export async function updateUserCategories(ctx: AppContext, auth: AuthInfo, input: { userId: string; categories: string[] }) {
  const target = await findUserById(ctx.db, input.userId);
  assertManages(auth, target);
  if (!isParliamentRole(target.role)) throw new AppError('BAD_REQUEST', USER_MESSAGES.categoriesOnlyParliament);
  const before = await readCategories(ctx.db, target.id);
  const actor = await actorOf(ctx, auth);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await setCategories(tx, target.id, input.categories);
    const record = { organisationId: target.organisationId, targetType: 'user', targetId: target.id, targetLabel: target.email };
    await recordAudit(tx, actor, now, { ...record, action: 'user.categoriesChanged', before: { categories: before }, after: { categories: input.categories } });
  });
  return { userId: target.id, categories: await readCategories(ctx.db, target.id) };
}
