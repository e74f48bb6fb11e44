import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { domainCollaborators, projectCollaborators, projectDomains, projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * The one way a request reaches a project: by id, within the caller's organisation (super admins:
 * any), and for collaborators only when one of its domains (or, for a mobile app, which has no
 * domain, the project itself) is assigned to them. Anything else is
 * "not found", so ids of other organisations reveal nothing.
 */
export async function getProjectForCaller(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, projectId: string): Promise<ProjectRow> {
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) throw new AppError('NOT_FOUND', 'Project not found');
  const conditions = [eq(projects.id, projectId), isNull(projects.deletingAt)];
  if (auth.role !== 'superAdmin') {
    if (!auth.organisationId) throw new AppError('NOT_FOUND', 'Project not found');
    conditions.push(eq(projects.organisationId, auth.organisationId));
  }
  if (auth.role === 'collaborator') conditions.push(assignedToCollaborator(ctx, auth.userId));
  const [row] = await ctx.db
    .select()
    .from(projects)
    .where(and(...conditions));
  if (!row) throw new AppError('NOT_FOUND', 'Project not found');
  return row;
}

/**
 * The condition behind every project listing: the caller's organisation, not being deleted, and
 * for collaborators only projects with a domain assigned to them. Listings are per organisation
 * for super admins too (their cross-organisation reach is by id, through getProjectForCaller).
 */
export function visibleProjects(ctx: Pick<AppContext, 'db'>, auth: AuthInfo) {
  // A user outside any organisation sees no project (sql`false`, not a made-up organisation id).
  const conditions = [auth.organisationId ? eq(projects.organisationId, auth.organisationId) : sql`false`, isNull(projects.deletingAt)];
  if (auth.role === 'collaborator') conditions.push(assignedToCollaborator(ctx, auth.userId));
  return and(...conditions)!;
}

function assignedToCollaborator(ctx: Pick<AppContext, 'db'>, userId: string) {
  return or(
    exists(
      ctx.db
        .select({ one: projectDomains.id })
        .from(projectDomains)
        .innerJoin(domainCollaborators, eq(domainCollaborators.domainId, projectDomains.id))
        .where(and(eq(projectDomains.projectId, projects.id), eq(domainCollaborators.userId, userId))),
    ),
    exists(
      ctx.db
        .select({ one: projectCollaborators.userId })
        .from(projectCollaborators)
        .where(and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, userId))),
    ),
  )!;
}
