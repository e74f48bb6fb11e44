import { isParliamentRole, USER_MESSAGES, type adminUserUpdateRequest, type PublicUser } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { changedFields, recordAudit } from '../audit/audit.service.ts';
import { can } from '../policy/policy.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { actorOf } from './user-admin.service.ts';
import { setCategories } from './user-queries.ts';
import { assertAnotherSuperAdmin, assertManages, assertMayGiveRole, findUserById } from './user-scope.ts';
import { agreeContract, toPublicUser, type UserRow } from './users.service.ts';

type UpdateInput = z.output<typeof adminUserUpdateRequest>;

async function findTarget(ctx: Pick<AppContext, 'db'>, input: UpdateInput): Promise<UserRow | undefined> {
  if (input.userId) return findUserById(ctx.db, input.userId);
  if (!input.apikey) return undefined;
  const [row] = await ctx.db.select().from(users).where(eq(users.apikey, input.apikey)).limit(1);
  return row;
}

/**
 * POST /user/update. With only contractAgreed it is the terms gate, unchanged (own api key; super
 * admins for anyone). Name, role or the nmt flag make it an administrator's edit: user.manage, a user
 * the caller manages, a role the caller may give, never one's own role, never the last super admin.
 */
export async function updateUser(ctx: AppContext, auth: AuthInfo, input: UpdateInput): Promise<PublicUser> {
  const { contractAgreed, ...patch } = input.updateObj;
  const isAdminEdit = Object.values(patch).some((v) => v !== undefined);
  if (!isAdminEdit) {
    if (contractAgreed === undefined) throw new AppError('BAD_REQUEST', 'Nothing to change');
    if (input.userId && !input.apikey) throw new AppError('BAD_REQUEST', 'Something went wrong');
    return agreeContract(ctx, auth, { apikey: input.apikey, updateObj: { contractAgreed } });
  }
  if (!can(auth.role, 'user.manage')) throw new AppError('FORBIDDEN', 'You are not allowed to do this');
  const target = await findTarget(ctx, input);
  assertManages(auth, target);
  if (contractAgreed !== undefined && target.id !== auth.userId && auth.role !== 'superAdmin') {
    throw new AppError('FORBIDDEN', 'You are not allowed to change this user');
  }
  const roleChanges = patch.role !== undefined && patch.role !== target.role;
  if (roleChanges) {
    if (target.id === auth.userId) throw new AppError('FORBIDDEN', USER_MESSAGES.selfRole);
    assertMayGiveRole(auth, patch.role!);
  }
  const actor = await actorOf(ctx, auth);
  const now = ctx.clock.now();
  const base = { organisationId: target.organisationId, targetType: 'user', targetId: target.id, targetLabel: target.email } as const;
  await ctx.db.transaction(async (tx) => {
    if (roleChanges && target.role === 'superAdmin') await assertAnotherSuperAdmin(tx, target.id);
    await tx
      .update(users)
      .set({ ...patch, ...(contractAgreed === undefined ? {} : { contractAgreed }) })
      .where(eq(users.id, target.id));
    // Categories belong to the parliament roles only; a move out of them drops the categories.
    if (roleChanges && !isParliamentRole(patch.role!)) await setCategories(tx, target.id, []);
    if (roleChanges) await recordAudit(tx, actor, now, { ...base, action: 'user.roleChanged', before: { role: target.role }, after: { role: patch.role } });
    const other = changedFields(
      { name: target.name, nmtEnabled: target.nmtEnabled, contractAgreed: target.contractAgreed },
      { name: patch.name, nmtEnabled: patch.nmtEnabled, contractAgreed },
    );
    if (other) await recordAudit(tx, actor, now, { ...base, action: 'user.updated', ...other });
  });
  const updated = (await findUserById(ctx.db, target.id))!;
  // Another user's api key is theirs: an administrator's edit answers without it.
  return { ...toPublicUser(updated), apikey: updated.id === auth.userId ? updated.apikey : null };
}
