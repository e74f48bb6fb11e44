import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { crawlRuns } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/registry.ts';

export type CrawlRunRow = typeof crawlRuns.$inferSelect;
export type CrawlJobData = JobPayload<'crawl.run'>;

export const CRAWL_JOB = 'crawl.run';
/** How long a queued job keeps the baton before a sweep may assume it lost and issue another. */
export const QUEUED_LEASE_SECONDS = 600;

/*
 * The baton. A run has at most one valid token at a time (crawl_runs.lease_owner); only the job
 * carrying it may work, until lease_until. A job that ends its slice passes the baton to the job it
 * queues next; a job that stops (shutdown) drops it; a job that dies simply lets it lapse, after
 * which the next start or the sweep hands a new token out. So two workers, even on two servers,
 * never crawl one project at once, and a stale or duplicate job finds a token that is not its own
 * and does nothing. Times are the database's, the one clock all instances share.
 */
const leaseFor = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const lapsed = or(isNull(crawlRuns.leaseUntil), lt(crawlRuns.leaseUntil, sql`now()`));

export async function acquireBaton(db: Db, job: CrawlJobData, seconds: number): Promise<CrawlRunRow | null> {
  const [run] = await db
    .update(crawlRuns)
    .set({ leaseOwner: job.token, leaseUntil: leaseFor(seconds) })
    .where(and(eq(crawlRuns.id, job.runId), eq(crawlRuns.status, 'ACTIVE'), or(eq(crawlRuns.leaseOwner, job.token), lapsed)))
    .returning();
  return run ?? null;
}

/** False when the run was restarted, finished or taken over meanwhile: the holder must stop. */
export async function renewBaton(db: Db, job: CrawlJobData, seconds: number): Promise<boolean> {
  const rows = await db
    .update(crawlRuns)
    .set({ leaseUntil: leaseFor(seconds) })
    .where(and(eq(crawlRuns.id, job.runId), eq(crawlRuns.status, 'ACTIVE'), eq(crawlRuns.leaseOwner, job.token)))
    .returning({ id: crawlRuns.id });
  return rows.length > 0;
}

/** Passes the baton to the next job of the run; false when this job no longer held it. */
export async function passBaton(db: Db, job: CrawlJobData, nextToken: string): Promise<boolean> {
  const rows = await db
    .update(crawlRuns)
    .set({ leaseOwner: nextToken, leaseUntil: leaseFor(QUEUED_LEASE_SECONDS) })
    .where(and(eq(crawlRuns.id, job.runId), eq(crawlRuns.status, 'ACTIVE'), eq(crawlRuns.leaseOwner, job.token)))
    .returning({ id: crawlRuns.id });
  return rows.length > 0;
}

/** Drops the baton at shutdown so the next start resumes the run at once instead of waiting for it to lapse. */
export async function dropBaton(db: Db, job: CrawlJobData): Promise<void> {
  await db
    .update(crawlRuns)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(and(eq(crawlRuns.id, job.runId), eq(crawlRuns.leaseOwner, job.token)));
}

export async function sendCrawlJob(ctx: Pick<AppContext, 'queue'>, job: CrawlJobData): Promise<void> {
  await ctx.queue.send(CRAWL_JOB, job, { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 });
}

/**
 * Active runs nobody holds (their worker stopped or died, or their queued job was lost): each gets
 * a new token and a job. The conditional update makes two instances starting at once send one job.
 */
export async function resumeStalledRuns(ctx: Pick<AppContext, 'db' | 'queue'>, newToken: () => string): Promise<number> {
  const stalled = await ctx.db
    .select({ id: crawlRuns.id })
    .from(crawlRuns)
    .where(and(eq(crawlRuns.status, 'ACTIVE'), lapsed));
  let resumed = 0;
  for (const { id } of stalled) {
    const token = newToken();
    const [taken] = await ctx.db
      .update(crawlRuns)
      .set({ leaseOwner: token, leaseUntil: leaseFor(QUEUED_LEASE_SECONDS) })
      .where(and(eq(crawlRuns.id, id), eq(crawlRuns.status, 'ACTIVE'), lapsed))
      .returning({ id: crawlRuns.id });
    if (!taken) continue;
    await sendCrawlJob(ctx, { runId: id, token });
    resumed++;
  }
  return resumed;
}
