import { houseOfRole, type LanguageCounts } from '@lipi/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { visibleUrls } from '../scope/scope-queries.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { groupByTm } from '../translation/translation-counts.service.ts';
import { languageCounts, queryRows, tallyLanguageCounts, totalsForProjects, type ProjectTotals } from './project-counts.ts';
import type { ProjectRow } from './project-access.ts';

type Ctx = Pick<AppContext, 'db'>;

/**
 * Whether a caller's totals of a project must leave out documents hidden from it: a parliament
 * house's user in a document project (documents-access.ts). Everyone else reads the project-wide
 * counters (segment_counts, one grouped read), as before.
 */
export const countsOnlyVisible = (auth: Pick<AuthInfo, 'role'>, project: Pick<ProjectRow, 'kind'>) =>
  project.kind === 'document' && houseOfRole(auth.role) !== null;

/**
 * A project's totals over the URLs `visible` selects (scope_urls condition, visibleUrls): the
 * same figures as totalsForProjects, the unique words being the in-scope segments held by at least
 * one visible in-scope URL (the editor's rule, segment-source.ts).
 */
export async function totalsOverUrls(ctx: Ctx, projectId: string, visible: SQL): Promise<ProjectTotals> {
  const [[urls], [unique]] = await Promise.all([
    queryRows<{ source_words: number; url_count: number; in_scope: number; tracked: number }>(
      ctx.db,
      sql`select coalesce(sum(source_word_count) filter (where is_in_scope), 0)::int as source_words,
            count(*)::int as url_count,
            count(*) filter (where is_in_scope)::int as in_scope,
            count(*) filter (where is_tracked)::int as tracked
          from scope_urls where ${visible}`,
    ),
    queryRows<{ words: number }>(
      ctx.db,
      sql`select coalesce(sum(s.word_count), 0)::int as words from segments s
          where s.project_id = ${projectId}::uuid and s.in_scope and exists (
            select 1 from url_segments us join scope_urls on scope_urls.id = us.scope_url_id
            where us.project_id = s.project_id and us.source_hash = s.source_hash and scope_urls.is_in_scope and ${visible})`,
    ),
  ]);
  return {
    sourceWordCount: urls?.source_words ?? 0,
    urlCount: urls?.url_count ?? 0,
    inScopeUrlCount: urls?.in_scope ?? 0,
    trackedUrlCount: urls?.tracked ?? 0,
    uniqueWordCount: unique?.words ?? 0,
  };
}

export type CallerCounts = { totals: ProjectTotals; counts: LanguageCounts[]; visible: SQL | null };

/**
 * The overview's totals and per-language counts as the caller may see them. `visible` is the
 * caller's URL condition when it differs from the whole project (null: the whole project).
 */
export async function countsForCaller(ctx: Ctx, auth: AuthInfo, project: ProjectRow): Promise<CallerCounts> {
  if (!countsOnlyVisible(auth, project)) {
    const [totals, counts] = await Promise.all([totalsForProjects(ctx.db, [project.id]), languageCounts(ctx.db, project)]);
    return { totals: totals.get(project.id)!, counts, visible: null };
  }
  const visible = await visibleUrls(ctx, auth, project.id);
  const [totals, groups] = await Promise.all([
    totalsOverUrls(ctx, project.id, visible),
    groupByTm(ctx.db, { project, visible, seesAllUrls: false, urlId: null }, project.languages),
  ]);
  return { totals, counts: project.languages.length ? tallyLanguageCounts(project.languages, groups) : [], visible };
}

/** Totals of a page of projects for the list: the counters, then the caller's own for the document projects it sees in part. */
export async function totalsForCaller(ctx: Ctx, auth: AuthInfo, rows: ProjectRow[]): Promise<Map<string, ProjectTotals>> {
  const totals = await totalsForProjects(
    ctx.db,
    rows.map((r) => r.id),
  );
  for (const row of rows.filter((r) => countsOnlyVisible(auth, r))) {
    totals.set(row.id, await totalsOverUrls(ctx, row.id, await visibleUrls(ctx, auth, row.id)));
  }
  return totals;
}
