import { ORGANISATION_MESSAGES, USER_MESSAGES, type newOrganisationRequest, type organisationEditRequest } from '@lipi/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisations, sessions, users } from '../../db/schema/index.ts';
import { generateToken } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { changedFields, recordAudit } from '../audit/audit.service.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { createInviteToken, sendInviteMail } from '../users/invite.ts';
import { actorOf } from '../users/user-admin.service.ts';
import { isEmailRegistered, isUniqueViolation } from '../users/users.service.ts';
import { getOrganisationForCaller, toOrganisation } from './organisation-queries.ts';

type EditInput = z.output<typeof organisationEditRequest>;

/**
 * POST organisation/edit. Organisation admins may rename their own organisation; the plan, the active
 * flag and the nmt flag are a super admin's. Deactivating an organisation ends its users' sessions
 * (sign-in then refuses them); a super admin cannot deactivate the organisation they belong to.
 */
export async function editOrganisation(ctx: AppContext, auth: AuthInfo, input: EditInput) {
  const org = await getOrganisationForCaller(ctx.db, auth, input.organisationId);
  const patch = input.editObject;
  const isPrivileged = patch.plan !== undefined || patch.isActive !== undefined || patch.nmtEnabled !== undefined;
  if (isPrivileged && auth.role !== 'superAdmin') throw new AppError('FORBIDDEN', ORGANISATION_MESSAGES.planOnlySuperAdmin);
  if (patch.isActive === false && org.id === auth.organisationId) throw new AppError('FORBIDDEN', ORGANISATION_MESSAGES.ownOrganisation);
  const change = changedFields({ name: org.name, plan: org.plan, isActive: org.isActive, nmtEnabled: org.nmtEnabled }, patch);
  if (change) {
    const actor = await actorOf(ctx, auth);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx.update(organisations).set(change.after).where(eq(organisations.id, org.id));
      if (change.after.isActive === false) {
        const members = tx.select({ id: users.id }).from(users).where(eq(users.organisationId, org.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(inArray(sessions.userId, members), isNull(sessions.revokedAt)));
      }
      await recordAudit(tx, actor, now, {
        organisationId: org.id,
        action: 'organisation.edited',
        targetType: 'organisation',
        targetId: org.id,
        targetLabel: org.name,
        ...change,
      });
    });
  }
  const updated = await getOrganisationForCaller(ctx.db, auth, org.id);
  const members = await ctx.db.$count(users, eq(users.organisationId, org.id));
  return toOrganisation(updated, members);
}

/** POST auth/newOrganisation: the organisation, its first organisationAdmin (invited by mail) and both audit rows at once. */
export async function createOrganisation(ctx: AppContext, auth: AuthInfo, input: z.output<typeof newOrganisationRequest>) {
  if (await isEmailRegistered(ctx.db, input.adminEmail)) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
  const actor = await actorOf(ctx, auth);
  const passwordHash = await hashPassword(generateToken(32));
  const now = ctx.clock.now();
  let created: { orgId: string; userId: string; token: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const [org] = await tx
        .insert(organisations)
        .values({ name: input.organisationName, plan: input.plan, createdAt: now })
        .returning({ id: organisations.id });
      const [admin] = await tx
        .insert(users)
        .values({
          organisationId: org!.id,
          name: input.adminName,
          email: input.adminEmail,
          passwordHash,
          role: 'organisationAdmin',
          apikey: generateToken(24),
          emailVerified: false,
          createdAt: now,
          lastActiveAt: now,
        })
        .returning({ id: users.id });
      const orgRecord = { organisationId: org!.id, targetType: 'organisation', targetId: org!.id, targetLabel: input.organisationName } as const;
      await recordAudit(tx, actor, now, { ...orgRecord, action: 'organisation.created', after: { name: input.organisationName, plan: input.plan } });
      const after = { name: input.adminName, email: input.adminEmail, role: 'organisationAdmin' };
      await recordAudit(tx, actor, now, {
        organisationId: org!.id,
        action: 'user.created',
        targetType: 'user',
        targetId: admin!.id,
        targetLabel: input.adminEmail,
        after,
      });
      return { orgId: org!.id, userId: admin!.id, token: await createInviteToken(tx, ctx, admin!.id) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken);
    throw err;
  }
  await sendInviteMail(ctx, {
    email: input.adminEmail,
    name: input.adminName,
    organisationName: input.organisationName,
    invitedBy: actor.email,
    token: created.token,
  });
  const org = await getOrganisationForCaller(ctx.db, auth, created.orgId);
  return { organisation: toOrganisation(org, 1), adminUserId: created.userId };
}
