import { SCOPE_MESSAGES } from '@lipi/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { crawlRuns, projects, scopeUrls } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { QUEUED_LEASE_SECONDS, sendCrawlJob } from './crawl-lease.ts';
import { projectOrigins, siteUrl } from './origins.ts';

type Ctx = Pick<AppContext, 'db' | 'queue' | 'clock'>;
type Started = { runId: string; status: string; crawlStatus: string };

const hostnameOf = (url: string) => new URL(url).hostname;
const queuedLease = sql`now() + make_interval(secs => ${QUEUED_LEASE_SECONDS})`;

/**
 * project/crawl: (re)starts a project's crawl. Any active run is superseded, every in-scope URL
 * goes back to pending (a restart re-reads the whole scope and finds new pages), the start URL is
 * seeded, and the project becomes crawling / ACTIVE. The work happens in the crawl job.
 */
export async function startCrawl(ctx: Ctx, project: ProjectRow, initUrl?: string): Promise<Started> {
  const origins = await projectOrigins(ctx.db, project);
  const start = siteUrl(initUrl ?? project.baseUrl, origins);
  if (!start) throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.outsideProject);
  const token = randomUUID();
  const now = ctx.clock.now();
  const runId = await ctx.db.transaction(async (tx) => {
    // Serialises two restarts of one project (a double click): the second supersedes the first.
    await tx.execute(sql`select id from projects where id = ${project.id} for update`);
    await tx
      .update(crawlRuns)
      .set({ status: 'INACTIVE', finishedAt: now, leaseOwner: null, leaseUntil: null })
      .where(and(eq(crawlRuns.projectId, project.id), eq(crawlRuns.status, 'ACTIVE')));
    await tx
      .update(scopeUrls)
      .set({ crawlStatus: 'pending' })
      .where(and(eq(scopeUrls.projectId, project.id), eq(scopeUrls.isInScope, true)));
    await tx
      .insert(scopeUrls)
      .values({ projectId: project.id, url: start, hostname: hostnameOf(start), depth: 0, source: 'crawl' })
      .onConflictDoUpdate({ target: [scopeUrls.projectId, scopeUrls.url], set: { crawlStatus: 'pending', depth: 0, isInScope: true } });
    const [run] = await tx
      .insert(crawlRuns)
      .values({ projectId: project.id, initUrl: start, mode: 'full', leaseOwner: token, leaseUntil: queuedLease, startedAt: now })
      .returning({ id: crawlRuns.id });
    await tx.update(projects).set({ status: 'crawling', crawlStatus: 'ACTIVE', parsedUrls: 0, updatedAt: now }).where(eq(projects.id, project.id));
    return run!.id;
  });
  await sendCrawlJob(ctx, { runId, token });
  return { runId, status: 'crawling', crawlStatus: 'ACTIVE' };
}

/**
 * Gets pending URLs fetched (added, uploaded, flushed, resynced): an active run picks them up by
 * itself; otherwise a refresh run fetches just them, without following links.
 */
export async function startRefresh(ctx: Ctx, project: Pick<ProjectRow, 'id' | 'baseUrl'>): Promise<{ runId: string }> {
  const token = randomUUID();
  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select id from projects where id = ${project.id} for update`);
    const [active] = await tx
      .select({ id: crawlRuns.id })
      .from(crawlRuns)
      .where(and(eq(crawlRuns.projectId, project.id), eq(crawlRuns.status, 'ACTIVE')));
    if (active) return { runId: active.id, isNew: false };
    const [run] = await tx
      .insert(crawlRuns)
      .values({ projectId: project.id, initUrl: project.baseUrl, mode: 'refresh', leaseOwner: token, leaseUntil: queuedLease, startedAt: now })
      .returning({ id: crawlRuns.id });
    await tx.update(projects).set({ status: 'crawling', crawlStatus: 'ACTIVE', updatedAt: now }).where(eq(projects.id, project.id));
    return { runId: run!.id, isNew: true };
  });
  if (created.isNew) await sendCrawlJob(ctx, { runId: created.runId, token });
  return { runId: created.runId };
}

export async function hasPendingUrls(db: Db, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: scopeUrls.id })
    .from(scopeUrls)
    .where(and(eq(scopeUrls.projectId, projectId), eq(scopeUrls.crawlStatus, 'pending'), eq(scopeUrls.isInScope, true)))
    .limit(1);
  return Boolean(row);
}

/** scope/crawl/last: where the crawl got to; before any crawl, the project's base URL. */
export async function getLastCrawl(ctx: Pick<AppContext, 'db'>, project: ProjectRow) {
  const [run] = await ctx.db
    .select({ id: crawlRuns.id })
    .from(crawlRuns)
    .where(eq(crawlRuns.projectId, project.id))
    .orderBy(desc(crawlRuns.startedAt))
    .limit(1);
  return {
    lastProcessedUrl: project.lastProcessedUrl ?? project.baseUrl,
    parsedUrls: run ? project.parsedUrls : 0,
    status: project.status,
  };
}

/** Onboarding creates the project and its crawl starts at once; a failure here must not undo the sign-up. */
export async function queueFirstCrawl(ctx: AppContext, projectId: string): Promise<void> {
  try {
    const [project] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
    if (project) await startCrawl(ctx, project);
  } catch (err) {
    ctx.log.error({ err, projectId }, 'could not queue the first crawl');
  }
}
