import { PROJECT_MESSAGES, QUOTA_MESSAGES } from '@lipi/contract';
import { normaliseUrl as crawlKey } from '@lipi/engine/url';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { crawlRuns, projectDomains, projects, scopeUrls } from '../../db/schema/index.ts';
import { badRequest, type AppError } from '../../lib/errors.ts';
import { assertLanguageQuota, auditQuotaRefusal, QuotaRefusal } from '../billing/quota.ts';
import { planOfOrganisation } from '../billing/plans.service.ts';
import { listDomainRows, syncProjectLanguages, toDomain } from '../domains/domain-queries.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { totalsForProjects } from './project-counts.ts';
import { getProjectForCaller } from './project-access.ts';
import { countsForCaller, countsOnlyVisible } from './visible-counts.ts';
import { toListItem } from './project-list.service.ts';
import { forgetProxyTargets } from '../render/proxy-target-cache.ts';
import { visibleUrls } from '../scope/scope-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * Everything the overview shows: the project, its domains, its totals and per-language counts (a
 * parliament house's user: over the documents it sees, visible-counts.ts).
 */
export async function getProjectDetails(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, projectId: string) {
  const project = await getProjectForCaller(ctx, auth, projectId);
  const [domains, { totals, counts }] = await Promise.all([listDomainRows(ctx, auth, project), countsForCaller(ctx, auth, project)]);
  return {
    ...toListItem(project, totals, domains.length),
    lastProcessedUrl: project.lastProcessedUrl,
    pageLimit: project.pageLimit,
    pageLimitReached: totals.inScopeUrlCount >= project.pageLimit,
    maxDepth: project.maxDepth,
    canonical: project.canonicalEnabled,
    cache: project.cacheEnabled,
    metaTags: project.metaTagsEnabled,
    updatedAt: project.updatedAt.toISOString(),
    domains: domains.map((d) => toDomain(d, project)),
    otherDomains: domains.filter((d) => d.hostname !== project.hostname).map((d) => d.hostname),
    totals,
    counts,
  };
}

type ProjectUpdate = { projectId: string; name?: string; languages?: string[]; sourceLanguage?: string; pageLimit?: number; maxDepth?: number };

/** A project's target languages never include its source language (issues #10, #15). */
function assertTargetsExclude(source: string, targets: readonly string[]) {
  if (targets.includes(source)) throw badRequest(PROJECT_MESSAGES.targetIsSource(source));
}

/**
 * Name, crawl limits and languages. Languages set the main domain's languages (the project's
 * are the union over its domains). The plan caps the page limit and the number of languages.
 */
export async function updateProject(ctx: Ctx, auth: AuthInfo, input: ProjectUpdate) {
  const project = await getProjectForCaller(ctx, auth, input.projectId);
  if (input.pageLimit !== undefined) {
    const plan = await planOfOrganisation(ctx.db, project.organisationId);
    if (plan.pages !== null && input.pageLimit > plan.pages) {
      throw await auditQuotaRefusal(ctx, auth, () =>
        Promise.reject(
          new QuotaRefusal(plan.isTrial ? PROJECT_MESSAGES.freePageLimit : QUOTA_MESSAGES.pages(plan.pages!), project.organisationId, 'pages', {
            limit: plan.pages,
            requested: input.pageLimit,
          }),
        ),
      ).catch((err: unknown) => err as AppError);
    }
  }
  const sourceLanguage = input.sourceLanguage ?? project.sourceLanguage;
  assertTargetsExclude(sourceLanguage, input.languages ?? project.languages);
  if (input.languages) await assertLanguageQuota(ctx, auth, project.organisationId, input.languages);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({ name: input.name, sourceLanguage: input.sourceLanguage, pageLimit: input.pageLimit, maxDepth: input.maxDepth, updatedAt: now })
      .where(eq(projects.id, project.id));
    if (!input.languages) return;
    await tx
      .update(projectDomains)
      .set({ languages: input.languages })
      .where(and(eq(projectDomains.projectId, project.id), eq(projectDomains.hostname, project.hostname)));
    const union = await syncProjectLanguages(tx, project, now);
    // Another domain of the project may list the source language: the whole update is refused.
    assertTargetsExclude(sourceLanguage, union);
    if (union.length === 0) await tx.update(projects).set({ languages: input.languages }).where(eq(projects.id, project.id));
  });
  forgetProxyTargets();
  const updated = await getProjectForCaller(ctx, auth, project.id);
  const totals = await totalsForProjects(ctx.db, [project.id]);
  const [domains] = await ctx.db.select({ n: count() }).from(projectDomains).where(eq(projectDomains.projectId, project.id));
  return { ...toListItem(updated, totals.get(project.id)!, domains?.n ?? 0), pageLimit: updated.pageLimit, maxDepth: updated.maxDepth };
}

const FLAG_COLUMNS = { canonical: 'canonicalEnabled', cache: 'cacheEnabled', metaTags: 'metaTagsEnabled' } as const;

export async function setProjectFlag(ctx: Ctx, auth: AuthInfo, input: { projectId: string; key: keyof typeof FLAG_COLUMNS; status: boolean }) {
  const project = await getProjectForCaller(ctx, auth, input.projectId);
  const [row] = await ctx.db
    .update(projects)
    .set({ [FLAG_COLUMNS[input.key]]: input.status, updatedAt: ctx.clock.now() })
    .where(eq(projects.id, project.id))
    .returning();
  forgetProxyTargets();
  return { canonical: row!.canonicalEnabled, cache: row!.cacheEnabled, metaTags: row!.metaTagsEnabled };
}

export async function getWordCount(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, projectId: string) {
  const project = await getProjectForCaller(ctx, auth, projectId);
  const { totals, counts } = await countsForCaller(ctx, auth, project);
  return { projectId: project.id, ...totals, counts };
}

const URL_STATES = ['pending', 'fetching', 'fetched', 'failed', 'skipped'] as const;

/** Totals, per-language counts and the crawl's counters (scope URLs by state and the last run). */
export async function getProjectStats(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, projectId: string) {
  const project = await getProjectForCaller(ctx, auth, projectId);
  const [{ totals, counts, visible }, [lastRun]] = await Promise.all([
    countsForCaller(ctx, auth, project),
    ctx.db.select().from(crawlRuns).where(eq(crawlRuns.projectId, project.id)).orderBy(desc(crawlRuns.startedAt)).limit(1),
  ]);
  const byStatus = await ctx.db
    .select({ status: scopeUrls.crawlStatus, n: count() })
    .from(scopeUrls)
    .where(visible ?? eq(scopeUrls.projectId, project.id))
    .groupBy(scopeUrls.crawlStatus);
  const urlsByStatus = Object.fromEntries(URL_STATES.map((s) => [s, byStatus.find((r) => r.status === s)?.n ?? 0])) as Record<
    (typeof URL_STATES)[number],
    number
  >;
  return {
    totals,
    counts,
    crawl: {
      projectStatus: project.status,
      crawlStatus: project.crawlStatus,
      lastProcessedUrl: project.lastProcessedUrl,
      parsedUrls: project.parsedUrls,
      urlsByStatus,
      lastRun: lastRun
        ? {
            status: lastRun.status,
            pagesFound: lastRun.pagesFound,
            pagesFetched: lastRun.pagesFetched,
            pagesFailed: lastRun.pagesFailed,
            segmentCount: lastRun.segmentCount,
            wordCount: lastRun.wordCount,
            startedAt: lastRun.startedAt.toISOString(),
            finishedAt: lastRun.finishedAt?.toISOString() ?? null,
          }
        : null,
    },
  };
}

/**
 * Per-URL counts. A URL is looked up as sent and as the crawler's dedup key (the normalised
 * form scope_urls stores), so `https://Site.org/a/` finds `https://site.org/a`.
 */
export async function getUrlWiseStats(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, input: { projectId: string; urls: string[] }) {
  const project = await getProjectForCaller(ctx, auth, input.projectId);
  const keys = input.urls.map((url) => ({ url, key: crawlKey(url) ?? url }));
  // A document hidden from a house user is not found, like an unknown URL.
  const ofProject = countsOnlyVisible(auth, project) ? await visibleUrls(ctx, auth, project.id) : eq(scopeUrls.projectId, project.id);
  const rows = await ctx.db
    .select()
    .from(scopeUrls)
    .where(and(ofProject, inArray(scopeUrls.url, [...new Set(keys.flatMap((k) => [k.url, k.key]))])));
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  return {
    urls: keys.map(({ url, key }) => {
      const row = byUrl.get(url) ?? byUrl.get(key);
      return {
        url,
        found: Boolean(row),
        hostname: row?.hostname ?? null,
        crawlStatus: row?.crawlStatus ?? null,
        isInScope: row?.isInScope ?? false,
        isTracked: row?.isTracked ?? false,
        segmentCount: row?.segmentCount ?? 0,
        sourceWordCount: row?.sourceWordCount ?? 0,
        uniqueWordCount: row?.uniqueWordCount ?? 0,
      };
    }),
  };
}
