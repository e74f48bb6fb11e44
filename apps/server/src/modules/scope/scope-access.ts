import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { listDomainRows } from '../domains/domain-queries.ts';
import { countByHostname, visibleUrls } from './scope-queries.ts';

/**
 * Every scope call acts on the project its route resolved (another organisation's id is 404
 * before the handler) and on the condition selecting the URLs this caller may see.
 */
export async function scopeOf(ctx: AppContext, request: Pick<FastifyRequest, 'auth'> & { project: ProjectRow }) {
  const auth = requireAuth(request);
  const { project } = request;
  return { auth, project, visible: await visibleUrls(ctx, auth, project.id) };
}

/** domain/fetchAllDomains: the project's origins the caller may see, with their URL counts. */
export async function listDomainsWithCounts(ctx: AppContext, scope: Awaited<ReturnType<typeof scopeOf>>) {
  const [domains, counts] = await Promise.all([listDomainRows(ctx, scope.auth, scope.project), countByHostname(ctx, scope.visible)]);
  const byHost = new Map(counts.map((c) => [c.hostname, c.count]));
  return { domains: domains.map((d) => ({ hostname: d.hostname, origin: d.origin, isActive: d.isActive, urlCount: byHost.get(d.hostname) ?? 0 })) };
}
