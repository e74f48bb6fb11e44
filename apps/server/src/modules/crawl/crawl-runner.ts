import { and, eq } from 'drizzle-orm';
import { crawlRuns, scopeUrls } from '../../db/schema/index.ts';
import { acquireBaton, dropBaton, passBaton, renewBaton, sendCrawlJob, type CrawlJobData } from './crawl-lease.ts';
import { CrawlStopped, processPage } from './crawl-page.ts';
import type { CrawlRuntime } from './crawl-runtime.ts';
import { finishRun } from './finish-run.ts';
import { claimBatch, markUrl, releaseClaims, type ScopeUrlRow } from './frontier.ts';
import { loadRunContext, type RunContext } from './run-context.ts';
import { seedFromSitemaps } from './seed.ts';

/** How often a slice confirms it still holds the run: a restart stops the old slice within this. */
const RENEW_EVERY_MS = 2_000;

type SliceEnd = 'done' | 'startFailed' | 'timeUp' | 'stopped' | 'lost';

/**
 * One crawl job: takes the run's baton, works through the frontier from the database for one
 * slice of time, then hands over to a job of its own, so a crawl is a chain of short jobs that
 * survives restarts and lets other projects have turns. Pages are claimed as slots free up (not
 * in fixed batches), so one slow page does not hold the others back.
 */
export async function runCrawlSlice(rt: CrawlRuntime, job: CrawlJobData): Promise<void> {
  const { db } = rt.ctx;
  const leaseSeconds = Math.ceil((rt.options.sliceMs + rt.options.pageTimeoutMs) / 1000) + 30;
  if (rt.stopping.signal.aborted) return;
  const run = await acquireBaton(db, job, leaseSeconds);
  if (!run) return; // superseded, finished, or another worker holds it
  // Only the baton holder claims rows, so rows still marked fetching were left by a worker that stopped or died.
  await releaseClaims(db, run.projectId);
  const rc = await loadRunContext(rt, job, run);
  if (!rc) {
    await db.update(crawlRuns).set({ status: 'INACTIVE', finishedAt: rt.ctx.clock.now(), leaseOwner: null }).where(eq(crawlRuns.id, run.id));
    return;
  }
  let end: SliceEnd;
  let startFailure: string | null = null;
  try {
    if (run.mode === 'full' && !run.seededAt) {
      await seedFromSitemaps(rc);
      await db.update(crawlRuns).set({ seededAt: rt.ctx.clock.now() }).where(eq(crawlRuns.id, run.id));
      rc.progress.tick();
    }
    ({ end, startFailure } = await workFrontier(rc, leaseSeconds));
  } catch (err) {
    // Whatever failed while the server was stopping failed because it was stopping.
    if (!(err instanceof CrawlStopped) && !rt.stopping.signal.aborted) throw err;
    end = 'stopped';
  }
  if (end === 'stopped') {
    // Claimed pages go back to pending and the baton is dropped: the next start resumes at once.
    await releaseClaims(db, run.projectId);
    await dropBaton(db, job);
  } else if (end === 'done' || end === 'startFailed') {
    await finishRun(rc, startFailure ?? (run.mode === 'full' ? await nothingFetched(rc) : null));
  } else if (end === 'timeUp') {
    const next = { runId: run.id, token: rt.newToken() };
    if (await passBaton(db, job, next.token)) await sendCrawlJob(rt.ctx, next);
  }
}

async function workFrontier(rc: RunContext, leaseSeconds: number): Promise<{ end: SliceEnd; startFailure: string | null }> {
  const { rt, project, run, job } = rc;
  const { db } = rt.ctx;
  const deadline = Date.now() + rt.options.sliceMs;
  const inFlight = new Set<Promise<void>>();
  let lastRenew = Date.now();
  let stopped = false;
  let startFailure: string | null = null;
  let end: SliceEnd | null = null;

  const launch = (row: ScopeUrlRow) => {
    const task = processPage(rc, row)
      .then(async (outcome) => {
        rt.ctx.metrics.crawlPages.inc({ outcome });
        if (run.mode === 'full' && row.url === run.initUrl && outcome === 'failed') {
          const [failed] = await db.select({ error: scopeUrls.error }).from(scopeUrls).where(eq(scopeUrls.id, row.id));
          startFailure = failed?.error ?? 'The start page failed';
        }
        rc.progress.tick();
      })
      .catch(async (err: unknown) => {
        if (err instanceof CrawlStopped || rt.stopping.signal.aborted) {
          stopped = true;
          return;
        }
        rt.ctx.log.error({ err, url: row.url }, 'crawl: page failed unexpectedly');
        // Not left "fetching": the run would end with the page in limbo until the next crawl.
        await markUrl(db, row.id, 'failed', { error: 'The page could not be processed', now: rt.ctx.clock.now() }).catch(() => undefined);
      })
      .finally(() => inFlight.delete(task));
    inFlight.add(task);
  };

  for (;;) {
    if (stopped || rt.stopping.signal.aborted) end = 'stopped';
    else if (startFailure) end = 'startFailed';
    else if (Date.now() >= deadline) end = 'timeUp';
    if (end) break;
    const room = rt.options.inFlight - inFlight.size;
    // Claims go in groups (half the slots at a time), not one query per finished page.
    if (room >= Math.ceil(rt.options.inFlight / 2) || inFlight.size === 0) {
      const rows = await claimBatch(db, project.id, room);
      rows.forEach(launch);
      if (rows.length === 0 && inFlight.size === 0) {
        end = 'done';
        break;
      }
    }
    if (inFlight.size > 0) await Promise.race(inFlight);
    if (Date.now() - lastRenew > RENEW_EVERY_MS) {
      lastRenew = Date.now();
      if (!(await renewBaton(db, job, leaseSeconds))) {
        end = 'lost';
        break;
      }
    }
  }
  await Promise.all(inFlight);
  // A stop that arrived while the last pages finished still counts as a stop.
  return { end: stopped || rt.stopping.signal.aborted ? 'stopped' : (end ?? 'timeUp'), startFailure };
}

/** A full crawl that stored no page at all failed, whatever the start page's own outcome (robots.txt, canonical…). */
async function nothingFetched(rc: RunContext): Promise<string | null> {
  const { db } = rc.rt.ctx;
  const [fetched] = await db
    .select({ id: scopeUrls.id })
    .from(scopeUrls)
    .where(and(eq(scopeUrls.projectId, rc.project.id), eq(scopeUrls.crawlStatus, 'fetched'), eq(scopeUrls.isInScope, true)))
    .limit(1);
  if (fetched) return null;
  const [start] = await db
    .select({ error: scopeUrls.error })
    .from(scopeUrls)
    .where(and(eq(scopeUrls.projectId, rc.project.id), eq(scopeUrls.url, rc.run.initUrl)));
  return start?.error ?? 'No page of the site could be crawled';
}
