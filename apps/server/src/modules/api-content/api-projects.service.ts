import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projects } from '../../db/schema/index.ts';
import { AppError, domainError } from '../../lib/errors.ts';
import { lockOrganisation, requireOrganisation } from '../projects/project-create.service.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { API_CONTENT_MESSAGES } from '@lipi/contract';

/** A name as a hostname-like label: API projects have no site, usage is counted under this name. */
const labelOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'api';

/**
 * An API project: no website, so no crawl and no domains. The name is unique among the
 * organisation's live API projects ('Project with already exists', spec 02 §8).
 */
export async function createApiProject(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo, input: { name: string; languages: string[] }) {
  const organisationId = requireOrganisation(auth);
  return ctx.db.transaction(async (tx) => {
    await lockOrganisation(tx, organisationId);
    const [taken] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.organisationId, organisationId),
          eq(projects.kind, 'api'),
          isNull(projects.deletingAt),
          sql`lower(${projects.name}) = lower(${input.name})`,
        ),
      )
      .limit(1);
    if (taken) throw domainError('PROJECT_EXISTS');
    const label = labelOf(input.name);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(projects)
      .values({
        organisationId,
        createdBy: auth.userId,
        name: input.name,
        kind: 'api',
        baseUrl: `api://${label}`,
        hostname: label,
        languages: input.languages,
        status: 'projectCreated',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: projects.id });
    return { projectId: row!.id, status: 'projectCreated' };
  });
}

export function assertApiProject(project: ProjectRow) {
  if (project.kind !== 'api') throw new AppError('BAD_REQUEST', API_CONTENT_MESSAGES.notApiProject);
}
