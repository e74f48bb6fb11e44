import { ORGANISATION_MESSAGES, type Organisation } from '@lipi/contract';
import { and, asc, count, eq, ilike, inArray, isNull, like, sql, sum, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { engineUsage, organisations, pageViews, projects, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type OrganisationRow = typeof organisations.$inferSelect;
/** Pickers list at most this many organisations (type to search in the list screen beyond). */
const PICKER_LIMIT = 1000;

/** Super admins see every organisation; everyone else only their own. */
export const visibleOrganisations = (auth: AuthInfo): SQL =>
  auth.role === 'superAdmin' ? sql`true` : auth.organisationId ? eq(organisations.id, auth.organisationId) : sql`false`;

export async function getOrganisationForCaller(db: Db, auth: AuthInfo, organisationId: string): Promise<OrganisationRow> {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), visibleOrganisations(auth)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', ORGANISATION_MESSAGES.notFound);
  return row;
}

async function usersCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.organisationId, n: count() }).from(users).where(inArray(users.organisationId, ids)).groupBy(users.organisationId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

export const toOrganisation = (row: OrganisationRow, usersCount: number): Organisation => ({
  id: row.id,
  name: row.name,
  plan: row.plan,
  isActive: row.isActive,
  nmtEnabled: row.nmtEnabled,
  createdAt: row.createdAt.toISOString(),
  usersCount,
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listOrganisations(ctx: Ctx, auth: AuthInfo, input: { pageNumber: number; pageSize: number; search?: string }) {
  const where = and(visibleOrganisations(auth), input.search ? ilike(organisations.name, `%${escapeLike(input.search)}%`) : undefined);
  const rows = await ctx.db
    .select()
    .from(organisations)
    .where(where)
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(organisations).where(where);
  const counts = await usersCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { organisations: rows.map((r) => toOrganisation(r, counts.get(r.id) ?? 0)), totalOrganisations: total?.n ?? 0 };
}

export async function allOrganisations(ctx: Ctx, auth: AuthInfo) {
  const rows = await ctx.db
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(visibleOrganisations(auth))
    .orderBy(asc(organisations.name))
    .limit(PICKER_LIMIT);
  return { organisations: rows };
}

/** Plan, people, projects and this month's usage (UTC): engine calls and characters, translated page views. */
export async function organisationDetails(ctx: Ctx, auth: AuthInfo, organisationId: string) {
  const org = await getOrganisationForCaller(ctx.db, auth, organisationId);
  const month = ctx.clock.now().toISOString().slice(0, 7);
  const orgProjects = ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.organisationId, org.id));
  const [people] = await ctx.db.select({ n: count() }).from(users).where(eq(users.organisationId, org.id));
  const [projectCount] = await ctx.db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.organisationId, org.id), isNull(projects.deletingAt)));
  const [mt] = await ctx.db
    .select({ calls: sum(engineUsage.calls), characters: sum(engineUsage.characters) })
    .from(engineUsage)
    .where(and(inArray(engineUsage.projectId, orgProjects), eq(engineUsage.month, month)));
  const [views] = await ctx.db
    .select({ views: sum(pageViews.views) })
    .from(pageViews)
    .where(and(inArray(pageViews.projectId, orgProjects), like(pageViews.day, `${month}-%`)));
  const usersCount = people?.n ?? 0;
  return {
    organisation: toOrganisation(org, usersCount),
    plan: org.plan,
    usersCount,
    projectsCount: projectCount?.n ?? 0,
    usage: { month, nmtCalls: Number(mt?.calls ?? 0), nmtCharacters: Number(mt?.characters ?? 0), pageViews: Number(views?.views ?? 0) },
  };
}
