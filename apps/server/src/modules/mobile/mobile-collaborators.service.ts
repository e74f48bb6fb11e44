import { MOBILE_MESSAGES } from '@lipi/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projectCollaborators, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { assertMobile } from './mobile.service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** translation/mobileCollaborators */
export async function listMobileCollaborators(ctx: Pick<AppContext, 'db'>, project: ProjectRow) {
  assertMobile(project);
  const rows = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(projectCollaborators)
    .innerJoin(users, eq(users.id, projectCollaborators.userId))
    .where(eq(projectCollaborators.projectId, project.id))
    .orderBy(asc(users.name));
  return { collaborators: rows };
}

/**
 * translation/mobileCollaborators/assign: the full list replaces the old one. As for domains, only
 * active collaborators of the project's organisation are accepted, and a bad id refuses the whole
 * request, so it never half-succeeds.
 */
export async function setMobileCollaborators(ctx: Ctx, project: ProjectRow, userIds: string[]) {
  assertMobile(project);
  const ids = [...new Set(userIds)];
  if (!ids.every(isUuid)) throw badRequest(MOBILE_MESSAGES.onlyCollaborators);
  const found = ids.length
    ? await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.organisationId, project.organisationId), eq(users.role, 'collaborator'), eq(users.isActive, true)))
    : [];
  if (found.length !== ids.length) throw badRequest(MOBILE_MESSAGES.onlyCollaborators);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(projectCollaborators).where(eq(projectCollaborators.projectId, project.id));
    if (ids.length) await tx.insert(projectCollaborators).values(ids.map((userId) => ({ projectId: project.id, userId, createdAt: now })));
  });
  return listMobileCollaborators(ctx, project);
}
