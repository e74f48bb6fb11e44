import { DOMAIN_MESSAGES } from '@lipi/contract';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { domainCollaborators, engineUsage, pageViews, projectDomains, projects, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';

export type DomainRow = typeof projectDomains.$inferSelect;

export function toDomain(row: DomainRow, project: Pick<ProjectRow, 'hostname'>) {
  return {
    id: row.id,
    hostname: row.hostname,
    origin: row.origin,
    isActive: row.isActive,
    isPrimary: row.hostname === project.hostname,
    languages: row.languages,
    verificationLevel: row.verificationLevel,
  };
}

/** A collaborator sees only the domains assigned to it; everyone else every domain of the project. */
export function visibleDomains(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, projectId: string) {
  const ofProject = eq(projectDomains.projectId, projectId);
  if (auth.role !== 'collaborator') return ofProject;
  return and(
    ofProject,
    exists(
      ctx.db
        .select({ one: domainCollaborators.userId })
        .from(domainCollaborators)
        .where(and(eq(domainCollaborators.domainId, projectDomains.id), eq(domainCollaborators.userId, auth.userId))),
    ),
  )!;
}

/** The main domain first, then the others in the order they were added. */
export async function listDomainRows(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, project: ProjectRow): Promise<DomainRow[]> {
  const rows = await ctx.db
    .select()
    .from(projectDomains)
    .where(visibleDomains(ctx, auth, project.id))
    .orderBy(asc(projectDomains.createdAt), asc(projectDomains.hostname));
  return rows.sort((a, b) => Number(b.hostname === project.hostname) - Number(a.hostname === project.hostname));
}

export async function getDomainRow(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, project: ProjectRow, hostname: string): Promise<DomainRow> {
  const [row] = await ctx.db
    .select()
    .from(projectDomains)
    .where(and(visibleDomains(ctx, auth, project.id), eq(projectDomains.hostname, hostname.toLowerCase())));
  if (!row) throw new AppError('NOT_FOUND', DOMAIN_MESSAGES.notFound, { status: DOMAIN_MESSAGES.notFound });
  return row;
}

/**
 * A project's languages are the union of its domains' languages (the main domain's first), so
 * list and overview show every language any origin is translated into.
 */
export async function syncProjectLanguages(db: Db, project: Pick<ProjectRow, 'id' | 'hostname'>, now: Date) {
  const rows = await db.select().from(projectDomains).where(eq(projectDomains.projectId, project.id)).orderBy(asc(projectDomains.createdAt));
  rows.sort((a, b) => Number(b.hostname === project.hostname) - Number(a.hostname === project.hostname));
  const languages = [...new Set(rows.flatMap((r) => r.languages))];
  if (languages.length > 0) await db.update(projects).set({ languages, updatedAt: now }).where(eq(projects.id, project.id));
  return languages;
}

/** Collaborators per domain, for the domain lists. */
export async function collaboratorsOf(ctx: Pick<AppContext, 'db'>, domainIds: string[]) {
  if (domainIds.length === 0) return new Map<string, { id: string; name: string; email: string }[]>();
  const rows = await ctx.db
    .select({ domainId: domainCollaborators.domainId, id: users.id, name: users.name, email: users.email })
    .from(domainCollaborators)
    .innerJoin(users, eq(users.id, domainCollaborators.userId))
    .where(inArray(domainCollaborators.domainId, domainIds))
    .orderBy(asc(users.name), asc(users.email));
  const byDomain = new Map<string, { id: string; name: string; email: string }[]>();
  for (const { domainId, ...user } of rows) byDomain.set(domainId, [...(byDomain.get(domainId) ?? []), user]);
  return byDomain;
}

/**
 * Machine-translation engine calls per hostname of the project (domain stats' nmtCall), all
 * engines, over every month or only `month` (YYYY-MM, UTC), as metered by translation runs.
 */
export async function countEngineCalls(db: Db, projectId: string, month?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ hostname: engineUsage.hostname, calls: sql<number>`sum(${engineUsage.calls})::int` })
    .from(engineUsage)
    .where(and(eq(engineUsage.projectId, projectId), month ? eq(engineUsage.month, month) : undefined))
    .groupBy(engineUsage.hostname);
  return new Map(rows.map((r) => [r.hostname, Number(r.calls)]));
}

/** Page views per hostname of the project (domain stats' totalTraffic): snippet and proxy, every language and day. */
export async function countPageViews(db: Db, projectId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ hostname: pageViews.hostname, views: sql<number>`sum(${pageViews.views})::int` })
    .from(pageViews)
    .where(eq(pageViews.projectId, projectId))
    .groupBy(pageViews.hostname);
  return new Map(rows.map((r) => [r.hostname, Number(r.views)]));
}
