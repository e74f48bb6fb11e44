import { DOMAIN_MESSAGES } from '@lipi/contract';
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projectDomains, scopeUrls } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { assertLanguageQuota } from '../billing/quota.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { queryRows, totalsForProjects } from '../projects/project-counts.ts';
import { countsOnlyVisible, totalsOverUrls } from '../projects/visible-counts.ts';
import { visibleUrls } from '../scope/scope-queries.ts';
import { assertHostnamesFree, lockOrganisation } from '../projects/project-create.service.ts';
import { websiteAddress } from '../projects/projects.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import {
  collaboratorsOf,
  countEngineCalls,
  countPageViews,
  getDomainRow,
  listDomainRows,
  syncProjectLanguages,
  toDomain,
  visibleDomains,
} from './domain-queries.ts';
import { forgetProxyTargets } from '../render/proxy-target-cache.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
export const MAX_DOMAINS_PER_PROJECT = 50;

/** project/addNewDomain: one more origin, unless the site already belongs to a project of the organisation. */
export async function addDomain(ctx: Ctx, project: ProjectRow, input: { url: string; languages: string[] }, auth: AuthInfo | null = null) {
  // The project's languages become the union with the new domain's: the plan caps that number.
  await assertLanguageQuota(ctx, auth, project.organisationId, [...new Set([...project.languages, ...input.languages])]);
  const address = websiteAddress(input.url);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockOrganisation(tx, project.organisationId);
    await assertHostnamesFree(tx, project.organisationId, [input.url], DOMAIN_MESSAGES.exists);
    const [existing] = await tx.select({ n: count() }).from(projectDomains).where(eq(projectDomains.projectId, project.id));
    if ((existing?.n ?? 0) >= MAX_DOMAINS_PER_PROJECT) throw new AppError('BAD_REQUEST', `A project can have at most ${MAX_DOMAINS_PER_PROJECT} domains`);
    const [inserted] = await tx
      .insert(projectDomains)
      .values({ projectId: project.id, hostname: address.hostname, origin: address.origin, languages: input.languages, createdAt: now })
      .returning();
    await syncProjectLanguages(tx, project, now);
    return inserted!;
  });
  forgetProxyTargets();
  return { status: DOMAIN_MESSAGES.added, domain: toDomain(row, project) };
}

/** project/deleteDomain: the origin and its scope URLs (with their segments' links) go; the main domain stays. */
export async function deleteDomain(ctx: Ctx, auth: AuthInfo, project: ProjectRow, input: { hostname: string }) {
  const domain = await getDomainRow(ctx, auth, project, input.hostname);
  if (domain.hostname === project.hostname) throw new AppError('BAD_REQUEST', DOMAIN_MESSAGES.primary);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(scopeUrls).where(and(eq(scopeUrls.projectId, project.id), eq(scopeUrls.hostname, domain.hostname)));
    await tx.delete(projectDomains).where(eq(projectDomains.id, domain.id));
    await syncProjectLanguages(tx, project, ctx.clock.now());
  });
  forgetProxyTargets();
  return { status: DOMAIN_MESSAGES.deleted, hostname: domain.hostname };
}

/** Sets the active flag, or flips it when isActive is not sent. */
export async function toggleDomain(ctx: Ctx, auth: AuthInfo, project: ProjectRow, input: { hostname: string; isActive?: boolean }) {
  const domain = await getDomainRow(ctx, auth, project, input.hostname);
  const isActive = input.isActive ?? !domain.isActive;
  await ctx.db.update(projectDomains).set({ isActive }).where(eq(projectDomains.id, domain.id));
  forgetProxyTargets();
  return { hostname: domain.hostname, isActive };
}

export async function updateDomainLanguages(ctx: Ctx, auth: AuthInfo, project: ProjectRow, input: { hostname: string; languages: string[] }) {
  const domain = await getDomainRow(ctx, auth, project, input.hostname);
  const others = await ctx.db
    .select({ languages: projectDomains.languages })
    .from(projectDomains)
    .where(and(eq(projectDomains.projectId, project.id), ne(projectDomains.id, domain.id)));
  await assertLanguageQuota(ctx, auth, project.organisationId, [...new Set([...others.flatMap((d) => d.languages), ...input.languages])]);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(projectDomains).set({ languages: input.languages }).where(eq(projectDomains.id, domain.id)).returning();
    await syncProjectLanguages(tx, project, ctx.clock.now());
    return updated!;
  });
  forgetProxyTargets();
  return toDomain(row, project);
}

export async function listDomains(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, project: ProjectRow, withCollaborators: boolean) {
  const rows = await listDomainRows(ctx, auth, project);
  const collaborators = withCollaborators
    ? await collaboratorsOf(
        ctx,
        rows.map((r) => r.id),
      )
    : new Map();
  return rows.map((r) => ({ ...toDomain(r, project), collaborators: collaborators.get(r.id) ?? [] }));
}

export async function listDomainsPage(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthInfo,
  project: ProjectRow,
  input: { pageNumber: number; pageSize: number; search?: string },
) {
  const where = and(
    visibleDomains(ctx, auth, project.id),
    input.search ? ilike(projectDomains.hostname, `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(projectDomains).where(where);
  const rows = await ctx.db
    .select()
    .from(projectDomains)
    .where(where)
    .orderBy(asc(projectDomains.createdAt), asc(projectDomains.hostname))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  return { domains: rows.map((r) => toDomain(r, project)), total: total?.n ?? 0 };
}

/**
 * Per domain: URLs, words (all occurrences on in-scope URLs) and unique words (a segment counted
 * once per domain). The project's uniqueWordCount counts a segment shared by two domains once.
 * nmtCall counts machine-translation engine calls (engine_usage) and totalTraffic page views
 * (page_views, snippet and proxy) of each hostname.
 */
export async function getMultiDomainStats(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, project: ProjectRow) {
  const domains = await listDomainRows(ctx, auth, project);
  // A parliament house's user counts only the documents it sees (visible-counts.ts); others the whole project.
  const visible = countsOnlyVisible(auth, project) ? await visibleUrls(ctx, auth, project.id) : null;
  const [words, unique, totals, calls, views] = await Promise.all([
    queryRows<{ hostname: string; urls: number; words: number }>(
      ctx.db,
      sql`select hostname, count(*)::int as urls, coalesce(sum(source_word_count) filter (where is_in_scope), 0)::int as words
          from scope_urls where project_id = ${project.id}::uuid and ${visible ?? sql`true`} group by hostname`,
    ),
    queryRows<{ hostname: string; words: number }>(
      ctx.db,
      sql`select d.hostname, coalesce(sum(s.word_count), 0)::int as words
          from (select distinct scope_urls.hostname, us.source_hash from url_segments us join scope_urls on scope_urls.id = us.scope_url_id
                where scope_urls.project_id = ${project.id}::uuid and scope_urls.is_in_scope and ${visible ?? sql`true`}) d
          join segments s on s.project_id = ${project.id}::uuid and s.source_hash = d.source_hash
          group by d.hostname`,
    ),
    visible ? totalsOverUrls(ctx, project.id, visible) : totalsForProjects(ctx.db, [project.id]).then((t) => t.get(project.id)!),
    countEngineCalls(ctx.db, project.id),
    countPageViews(ctx.db, project.id),
  ]);
  const items = domains.map((d) => ({
    hostname: d.hostname,
    isActive: d.isActive,
    urlCount: words.find((w) => w.hostname === d.hostname)?.urls ?? 0,
    wordCount: words.find((w) => w.hostname === d.hostname)?.words ?? 0,
    uniqueWordCount: unique.find((u) => u.hostname === d.hostname)?.words ?? 0,
    nmtCall: calls.get(d.hostname) ?? 0,
    totalTraffic: views.get(d.hostname) ?? 0,
  }));
  const isCollaborator = auth.role === 'collaborator';
  return {
    totalDomain: items.length,
    wordCount: items.reduce((sum, d) => sum + d.wordCount, 0),
    uniqueWordCount: isCollaborator ? items.reduce((sum, d) => sum + d.uniqueWordCount, 0) : totals.uniqueWordCount,
    nmtCall: items.reduce((sum, d) => sum + d.nmtCall, 0),
    totalTraffic: items.reduce((sum, d) => sum + d.totalTraffic, 0),
    domains: items,
  };
}
