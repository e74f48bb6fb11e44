import { DOMAIN_MESSAGES } from '@lipi/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { domainCollaborators, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { collaboratorsOf, getDomainRow } from './domain-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function listFor(ctx: Ctx, domain: { id: string; hostname: string }) {
  const collaborators = await collaboratorsOf(ctx, [domain.id]);
  return { hostname: domain.hostname, collaborators: collaborators.get(domain.id) ?? [] };
}

/**
 * Only active collaborators of the project's own organisation can be assigned: an id from
 * elsewhere (or of an admin) is refused as a whole, so a request never half-succeeds.
 */
export async function assignCollaborators(ctx: Ctx, auth: AuthInfo, project: ProjectRow, input: { hostname: string; userIds: string[] }) {
  const domain = await getDomainRow(ctx, auth, project, input.hostname);
  const ids = [...new Set(input.userIds)];
  if (!ids.every(isUuid)) throw new AppError('BAD_REQUEST', DOMAIN_MESSAGES.onlyCollaborators);
  const found = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.organisationId, project.organisationId), eq(users.role, 'collaborator'), eq(users.isActive, true)));
  if (found.length !== ids.length) throw new AppError('BAD_REQUEST', DOMAIN_MESSAGES.onlyCollaborators);
  const now = ctx.clock.now();
  await ctx.db
    .insert(domainCollaborators)
    .values(ids.map((userId) => ({ domainId: domain.id, userId, createdAt: now })))
    .onConflictDoNothing();
  return listFor(ctx, domain);
}

export async function listAssignedCollaborators(ctx: Ctx, auth: AuthInfo, project: ProjectRow, input: { hostname: string }) {
  return listFor(ctx, await getDomainRow(ctx, auth, project, input.hostname));
}

export async function removeCollaborator(ctx: Ctx, auth: AuthInfo, project: ProjectRow, input: { hostname: string; userId: string }) {
  const domain = await getDomainRow(ctx, auth, project, input.hostname);
  const removed = isUuid(input.userId)
    ? await ctx.db
        .delete(domainCollaborators)
        .where(and(eq(domainCollaborators.domainId, domain.id), eq(domainCollaborators.userId, input.userId)))
        .returning({ userId: domainCollaborators.userId })
    : [];
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'This collaborator is not assigned to the domain');
  return listFor(ctx, domain);
}
