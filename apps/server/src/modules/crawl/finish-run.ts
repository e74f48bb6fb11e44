import { PROJECT_MESSAGES } from '@lipi/contract';
import { and, eq, exists, sql } from 'drizzle-orm';
import { crawlRuns, projects } from '../../db/schema/index.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import { queryRows } from '../projects/project-counts.ts';
import { hasPendingUrls, startRefresh } from './crawl.service.ts';
import { readProgress } from './progress.ts';
import type { RunContext } from './run-context.ts';

/** Updates the project only while this job still holds its run: a superseded run changes nothing. */
async function setStatus(rc: RunContext, status: string, crawlStatus?: string) {
  const { db, clock } = rc.rt.ctx;
  const stillOurs = exists(
    db
      .select({ one: crawlRuns.id })
      .from(crawlRuns)
      .where(and(eq(crawlRuns.id, rc.run.id), eq(crawlRuns.status, 'ACTIVE'), eq(crawlRuns.leaseOwner, rc.job.token))),
  );
  const rows = await db
    .update(projects)
    .set({ status, ...(crawlStatus ? { crawlStatus } : {}), updatedAt: clock.now() })
    .where(and(eq(projects.id, rc.project.id), stillOurs))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/**
 * Closes the run and sets the project's final status together, once: the conditional update of
 * the run is the guard, so a superseded run or a second finisher changes nothing.
 */
async function closeRun(
  rc: RunContext,
  run: 'COMPLETED' | 'FAILED',
  project: { status: string; crawlStatus: string },
  error: string | null,
  segments?: number,
) {
  const { db, clock } = rc.rt.ctx;
  // The final counters are written with the status, so whoever sees the run closed sees its figures.
  const p = await readProgress(db, rc.project.id, rc.run.id);
  const counters = {
    pagesFound: p.pagesFound,
    pagesFetched: p.pagesFetched,
    pagesFailed: p.pagesFailed,
    segmentCount: segments ?? p.segments,
    wordCount: p.words,
  };
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(crawlRuns)
      .set({ status: run, error, finishedAt: clock.now(), leaseOwner: null, leaseUntil: null, ...counters })
      .where(and(eq(crawlRuns.id, rc.run.id), eq(crawlRuns.status, 'ACTIVE'), eq(crawlRuns.leaseOwner, rc.job.token)))
      .returning({ id: crawlRuns.id });
    if (rows.length === 0) return false;
    const lastProcessedUrl = rc.progress.lastUrl() ?? p.lastProcessedUrl;
    await tx
      .update(projects)
      .set({ ...project, parsedUrls: p.pagesFetched, lastProcessedUrl, updatedAt: clock.now() })
      .where(eq(projects.id, rc.project.id));
    return true;
  });
}

async function notifyCreator(rc: RunContext, type: string, title: string, message: string) {
  if (!rc.project.createdBy) return;
  await createNotification(rc.rt.ctx, { userId: rc.project.createdBy, projectId: rc.project.id, type, title, message });
}

/** A crawl that filled the project's page limit says so, and where to raise it (it stops silently otherwise). */
async function warnAtPageLimit(rc: RunContext) {
  const [row] = await queryRows<{ n: number }>(
    rc.rt.ctx.db,
    sql`select count(*)::int as n from scope_urls where project_id = ${rc.project.id} and is_in_scope`,
  );
  if ((row?.n ?? 0) < rc.project.pageLimit) return;
  await notifyCreator(rc, 'crawl.limit', 'Page limit reached', PROJECT_MESSAGES.pageLimitReached(rc.project.pageLimit));
}

/**
 * The end of a run, through the status vocabulary: crawlingFailed when the start page failed;
 * otherwise crawled, then parsing (project-wide figures over what was stored page by page), then
 * parsed with crawlStatus COMPLETED, or parsingFailed. The creator is notified either way.
 */
export async function finishRun(rc: RunContext, startFailure: string | null): Promise<void> {
  try {
    await endRun(rc, startFailure);
  } finally {
    rc.rt.reporters.delete(rc.run.id);
  }
}

async function endRun(rc: RunContext, startFailure: string | null): Promise<void> {
  if (startFailure) {
    if (!(await closeRun(rc, 'FAILED', { status: 'crawlingFailed', crawlStatus: 'FAILED' }, startFailure))) return;
    const progress = await rc.progress.flush();
    await notifyCreator(
      rc,
      'crawl.failed',
      'Crawl failed',
      `Crawl failed: ${rc.run.initUrl} could not be crawled (${startFailure}). ${progress.pagesFetched} pages fetched.`,
    );
    return;
  }
  if (!(await setStatus(rc, 'crawled'))) return;
  await rc.progress.flush();
  await setStatus(rc, 'parsing');
  await rc.progress.flush();
  let segments: number;
  try {
    const [totals] = await queryRows<{ segments: number }>(
      rc.rt.ctx.db,
      sql`select count(distinct us.source_hash)::int as segments
          from url_segments us join scope_urls su on su.id = us.scope_url_id
          where su.project_id = ${rc.project.id} and su.is_in_scope and su.crawl_status = 'fetched'`,
    );
    segments = totals?.segments ?? 0;
  } catch (err) {
    if (await closeRun(rc, 'FAILED', { status: 'parsingFailed', crawlStatus: 'FAILED' }, 'The pages could not be summarised')) {
      await rc.progress.flush();
      await notifyCreator(rc, 'crawl.failed', 'Crawl failed', 'Crawl failed: the pages could not be summarised. Please try again.');
    }
    throw err;
  }
  if (!(await closeRun(rc, 'COMPLETED', { status: 'parsed', crawlStatus: 'COMPLETED' }, null, segments))) return;
  const progress = await rc.progress.flush({ segments });
  const what = rc.run.mode === 'full' ? 'Crawl finished' : 'Word count updated';
  await notifyCreator(rc, 'crawl.finished', what, `${what}: ${progress.pagesFetched} pages, ${progress.words} words`);
  await warnAtPageLimit(rc);
  // URLs added to the scope while this run was ending would otherwise wait for the next crawl.
  if (await hasPendingUrls(rc.rt.ctx.db, rc.project.id)) await startRefresh(rc.rt.ctx, rc.project);
}
