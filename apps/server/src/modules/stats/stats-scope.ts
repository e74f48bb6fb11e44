import { houseOfRole, STATS_LIMITS, STATS_MESSAGES, type StatsFilter } from '@lipi/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { documentViewerOf, visibleDocumentUrls } from '../documents/documents-access.ts';
import { queryRows } from '../projects/project-counts.ts';
import { getProjectForCaller } from '../projects/project-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { dayOf } from './visit-rules.ts';

/** The domains one call reads at most (an organisation's whole portfolio fits). */
const MAX_DOMAINS = 2000;

export type ScopeDomain = { projectId: string; projectName: string; hostname: string; languages: string[]; plan: string };

/** What a stats call may read: the caller's visible domains after the filters, and the range. */
export type StatScope = {
  from: string;
  to: string;
  /** The day after `to`, for half-open timestamp ranges. */
  toExclusive: string;
  lang?: string;
  organisationId: string | null;
  domains: ScopeDomain[];
  projectIds: string[];
  today: string;
  /**
   * A parliament house's user: the condition over scope_urls that leaves out the documents hidden
   * from it (documents-access.ts), so content sums skip them; undefined for everyone else.
   */
  documentUrls?: SQL;
};

const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/**
 * Resolves the range (default: the last 30 days; an end in the future is today) and the domains
 * the caller may see: its organisation's (a super admin: the organisation it chose), for a
 * collaborator only the domains assigned to it, narrowed by the project and domain filters.
 */
export async function resolveScope(ctx: Pick<AppContext, 'db' | 'clock'>, auth: AuthInfo, filter: StatsFilter): Promise<StatScope> {
  const today = dayOf(ctx.clock.now());
  let to = filter.to ?? today;
  if (to > today) to = today;
  const from = filter.from ?? addDays(to, 1 - STATS_LIMITS.defaultRangeDays);
  if (from > today) throw new AppError('VALIDATION_ERROR', STATS_MESSAGES.future);
  if (from > to) throw new AppError('VALIDATION_ERROR', STATS_MESSAGES.inverted);

  let organisationId = auth.role === 'superAdmin' ? (filter.organisationId ?? auth.organisationId ?? null) : (auth.organisationId ?? null);
  if (filter.projectId) {
    const project = await getProjectForCaller(ctx, auth, filter.projectId);
    organisationId = project.organisationId;
  }
  const conditions: SQL[] = [organisationId ? sql`p.organisation_id = ${organisationId}::uuid` : sql`false`, sql`p.deleting_at is null`];
  if (filter.projectId) conditions.push(sql`p.id = ${filter.projectId}::uuid`);
  if (filter.domain) conditions.push(sql`d.hostname = ${filter.domain}`);
  if (auth.role === 'collaborator')
    conditions.push(sql`exists (select 1 from domain_collaborators dc where dc.domain_id = d.id and dc.user_id = ${auth.userId}::uuid)`);
  const rows = await queryRows<{ project_id: string; name: string; hostname: string; languages: string[]; plan: string }>(
    ctx.db,
    sql`select p.id as project_id, p.name, d.hostname, d.languages, o.plan from project_domains d
        join projects p on p.id = d.project_id join organisations o on o.id = p.organisation_id
        where ${sql.join(conditions, sql` and `)} order by p.name, p.id, d.hostname limit ${MAX_DOMAINS}`,
  );
  const domains = rows.map((r) => ({ projectId: r.project_id, projectName: r.name, hostname: r.hostname, languages: r.languages, plan: r.plan }));
  return {
    from,
    to,
    toExclusive: addDays(to, 1),
    lang: filter.lang,
    organisationId,
    domains,
    projectIds: [...new Set(domains.map((d) => d.projectId))],
    today,
    ...(houseOfRole(auth.role) ? { documentUrls: visibleDocumentUrls(await documentViewerOf(ctx, auth)) } : {}),
  };
}

/**
 * `(project_id, hostname) in (…)` over the scope's domains (false when it has none), as a semi-join
 * with a VALUES list: a plain `in ((…), (…))` list is expanded into an OR of every pair, evaluated on
 * every row read (50 domains: up to 100 comparisons per row, most of a year's read on PGlite).
 */
export function inScope(scope: StatScope, alias = ''): SQL {
  if (scope.domains.length === 0) return sql`false`;
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const pairs = sql.join(
    scope.domains.map((d) => sql`(${d.projectId}::uuid, ${d.hostname})`),
    sql`, `,
  );
  return sql`(${col('project_id')}, ${col('hostname')}) in (select p, h from (values ${pairs}) v(p, h))`;
}

export function projectsIn(scope: StatScope, column: string): SQL {
  if (scope.projectIds.length === 0) return sql`false`;
  return sql`${sql.raw(column)} in (${sql.join(
    scope.projectIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

export const monthOf = (day: string) => day.slice(0, 7);
export { addDays };
