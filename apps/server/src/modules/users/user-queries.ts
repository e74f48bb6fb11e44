import { CREATABLE_ROLES, type AdminUser, type UserStatus, type userListRequest } from '@lipi/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { domainCollaborators, organisations, projectDomains, projects, userCategories, users } from '../../db/schema/index.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import type { UserRow } from './users.service.ts';

type Ctx = Pick<AppContext, 'db'>;
/** Lists of people for pickers and the collaborator page stop here (an organisation is not a crowd). */
const PEOPLE_LIMIT = 500;

export const statusOf = (user: Pick<UserRow, 'isActive' | 'emailVerified'>): UserStatus =>
  !user.isActive ? 'inactive' : user.emailVerified ? 'active' : 'invited';

const statusCondition = (status: UserStatus): SQL =>
  status === 'inactive' ? eq(users.isActive, false) : and(eq(users.isActive, true), eq(users.emailVerified, status === 'active'))!;

/**
 * The users a caller manages: a super admin everyone (or one organisation's); the others the users
 * of their own organisation with a role they could create (CREATABLE_ROLES).
 */
export function managedUsers(auth: AuthInfo, organisationId?: string): SQL {
  if (auth.role === 'superAdmin') return organisationId ? eq(users.organisationId, organisationId) : sql`true`;
  const roles = (CREATABLE_ROLES as Record<string, readonly string[]>)[auth.role] ?? [];
  if (!auth.organisationId || roles.length === 0) return sql`false`;
  return and(eq(users.organisationId, auth.organisationId), inArray(users.role, [...roles]))!;
}

async function categoriesOf(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db.select().from(userCategories).where(inArray(userCategories.userId, userIds)).orderBy(asc(userCategories.category));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.category]);
  return map;
}

function toAdminUser(user: UserRow, organisationName: string | null, categories: string[]): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    organisationId: user.organisationId,
    organisationName,
    status: statusOf(user),
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    nmtEnabled: user.nmtEnabled,
    categories,
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: user.lastActiveAt.toISOString(),
  };
}

/** One user as the administration screens show it (organisation name and categories included). */
export async function loadAdminUser(db: Db, user: UserRow): Promise<AdminUser> {
  const [org] = user.organisationId
    ? await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, user.organisationId)).limit(1)
    : [];
  const categories = await categoriesOf(db, [user.id]);
  return toAdminUser(user, org?.name ?? null, categories.get(user.id) ?? []);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(ctx: Ctx, auth: AuthInfo, input: z.output<typeof userListRequest>) {
  const conditions: SQL[] = [managedUsers(auth, input.organisationId)];
  if (input.role) conditions.push(eq(users.role, input.role));
  if (input.status) conditions.push(statusCondition(input.status));
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const rows = await ctx.db
    .select({ user: users, organisationName: organisations.name })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const categories = await categoriesOf(
    ctx.db,
    rows.map((r) => r.user.id),
  );
  return { users: rows.map((r) => toAdminUser(r.user, r.organisationName, categories.get(r.user.id) ?? [])), totalUsers: total?.n ?? 0 };
}

/** People of one role in the caller's organisation (super admins: every organisation). */
async function peopleOfRole(ctx: Ctx, auth: AuthInfo, role: string) {
  const scope = auth.role === 'superAdmin' ? sql`true` : auth.organisationId ? eq(users.organisationId, auth.organisationId) : sql`false`;
  return ctx.db
    .select({ id: users.id, name: users.name, email: users.email, organisationId: users.organisationId, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.role, role), scope))
    .orderBy(asc(users.name), asc(users.id))
    .limit(PEOPLE_LIMIT);
}

export async function listDeliveryManagers(ctx: Ctx, auth: AuthInfo) {
  return { deliveryManagers: await peopleOfRole(ctx, auth, 'deliveryManager') };
}

/** Collaborators with the domains assigned to them, so a row leads to the project's assignment. */
export async function listCollaborators(ctx: Ctx, auth: AuthInfo) {
  const people = await peopleOfRole(ctx, auth, 'collaborator');
  const ids = people.map((p) => p.id);
  const assigned = ids.length
    ? await ctx.db
        .select({ userId: domainCollaborators.userId, projectId: projects.id, projectName: projects.name, hostname: projectDomains.hostname })
        .from(domainCollaborators)
        .innerJoin(projectDomains, eq(projectDomains.id, domainCollaborators.domainId))
        .innerJoin(projects, eq(projects.id, projectDomains.projectId))
        .where(and(inArray(domainCollaborators.userId, ids), isNull(projects.deletingAt)))
        .orderBy(asc(projects.name), asc(projectDomains.hostname))
        .limit(PEOPLE_LIMIT * 20)
    : [];
  const byUser = new Map<string, { projectId: string; projectName: string; hostname: string }[]>();
  for (const { userId, ...domain } of assigned) byUser.set(userId, [...(byUser.get(userId) ?? []), domain]);
  return { collaborators: people.map((p) => ({ ...p, domains: byUser.get(p.id) ?? [] })) };
}

export async function setCategories(db: Db, userId: string, categories: readonly string[]) {
  await db.delete(userCategories).where(eq(userCategories.userId, userId));
  if (categories.length) await db.insert(userCategories).values(categories.map((category) => ({ userId, category })));
}

export async function readCategories(db: Db, userId: string): Promise<string[]> {
  return (await categoriesOf(db, [userId])).get(userId) ?? [];
}
