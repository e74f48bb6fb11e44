import { PROJECT_MESSAGES, type ProjectListItem } from '@lipi/contract';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projectDomains, projects } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import type { ProjectTotals } from './project-counts.ts';
import { visibleProjects, type ProjectRow } from './project-access.ts';
import { siteHostnames, websiteAddress } from './projects.service.ts';
import { totalsForCaller } from './visible-counts.ts';

export function toListItem(row: ProjectRow, totals: ProjectTotals, domainCount: number): ProjectListItem {
  return {
    id: row.id,
    projectId: row.id,
    name: row.name,
    baseUrl: row.baseUrl,
    hostname: row.hostname,
    kind: row.kind,
    sourceLanguage: row.sourceLanguage,
    languages: row.languages,
    status: row.status,
    crawlStatus: row.crawlStatus,
    parsedUrls: row.parsedUrls,
    domainCount,
    sourceWordCount: totals.sourceWordCount,
    uniqueWordCount: totals.uniqueWordCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function domainCounts(ctx: Pick<AppContext, 'db'>, projectIds: string[]): Promise<Map<string, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ projectId: projectDomains.projectId, n: count() })
    .from(projectDomains)
    .where(inArray(projectDomains.projectId, projectIds))
    .groupBy(projectDomains.projectId);
  return new Map(rows.map((r) => [r.projectId, r.n]));
}

/** `%` and `_` typed into the search box are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProjects(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, input: { pageNumber: number; pageSize: number; searchText?: string }) {
  const search = input.searchText ? likePattern(input.searchText) : undefined;
  const where = and(
    visibleProjects(ctx, auth),
    search ? or(ilike(projects.name, search), ilike(projects.baseUrl, search), ilike(projects.hostname, search)) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(projects).where(where);
  const rows = await ctx.db
    .select()
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), asc(projects.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  const ids = rows.map((r) => r.id);
  const [totals, domains] = await Promise.all([totalsForCaller(ctx, auth, rows), domainCounts(ctx, ids)]);
  return { projectList: rows.map((r) => toListItem(r, totals.get(r.id)!, domains.get(r.id) ?? 0)), totalProjects: total?.n ?? 0 };
}

/** The free app's project: the oldest live project of the caller's organisation (there is one). */
export async function getFreeProject(ctx: Pick<AppContext, 'db'>, auth: AuthInfo) {
  const [row] = await ctx.db.select().from(projects).where(visibleProjects(ctx, auth)).orderBy(asc(projects.createdAt)).limit(1);
  if (!row) return null;
  return { id: row.id, name: row.name, baseUrl: row.baseUrl, languages: row.languages, status: row.status, crawlStatus: row.crawlStatus };
}

/** project/fetchProjectId: the caller's project serving a URL or hostname (either www spelling). */
export async function findProjectIdForSite(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, input: { url?: string; hostname?: string }): Promise<string> {
  let siteName: string;
  try {
    siteName = input.url ? websiteAddress(input.url).siteName : websiteAddress(`https://${input.hostname}`).siteName;
  } catch {
    throw new AppError('BAD_REQUEST', 'Please enter valid URL');
  }
  const names = siteHostnames(siteName);
  const [row] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .leftJoin(projectDomains, eq(projectDomains.projectId, projects.id))
    .where(and(visibleProjects(ctx, auth), or(inArray(projects.hostname, names), inArray(projectDomains.hostname, names))))
    .orderBy(asc(projects.createdAt))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.notFound);
  return row.id;
}
