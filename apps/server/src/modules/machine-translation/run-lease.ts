import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { engineKey } from './engine-key.ts';
import type { Db } from '../../db/client.ts';
import { translationRuns } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/registry.ts';

export type TranslationRunRow = typeof translationRuns.$inferSelect;
export type RunJobData = JobPayload<'translation.run'>;

export const TRANSLATION_RUN_JOB = 'translation.run';
/** How long a queued job keeps the baton before a sweep may assume it lost and issue another. */
export const QUEUED_LEASE_SECONDS = 600;

/*
 * The same baton as the crawl's (crawl-lease.ts): a run has at most one valid token
 * (lease_owner); only the job carrying it works, until lease_until. A slice that ends passes the
 * baton to the job it queues; a job stopped by a shutdown drops it; a job that dies lets it lapse,
 * and the next start or the sweep hands out a new one. Two workers never translate one run, and a
 * stale duplicate job finds a token that is not its own and does nothing.
 */
const OPEN = ['queued', 'running'];
const leaseFor = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const lapsed = or(isNull(translationRuns.leaseUntil), lt(translationRuns.leaseUntil, sql`now()`));
const isOpen = inArray(translationRuns.status, OPEN);

export async function acquireRun(db: Db, job: RunJobData, seconds: number): Promise<TranslationRunRow | null> {
  const [run] = await db
    .update(translationRuns)
    .set({ leaseOwner: job.token, leaseUntil: leaseFor(seconds), status: 'running' })
    .where(and(eq(translationRuns.id, job.runId), isOpen, or(eq(translationRuns.leaseOwner, job.token), lapsed)))
    .returning();
  return run ?? null;
}

/** Passes the baton to the next job of the run; false when this job no longer held it. */
export async function passRun(db: Db, job: RunJobData, nextToken: string): Promise<boolean> {
  const rows = await db
    .update(translationRuns)
    .set({ leaseOwner: nextToken, leaseUntil: leaseFor(QUEUED_LEASE_SECONDS) })
    .where(and(eq(translationRuns.id, job.runId), isOpen, eq(translationRuns.leaseOwner, job.token)))
    .returning({ id: translationRuns.id });
  return rows.length > 0;
}

/** Drops the baton at shutdown so the next start resumes the run at once. */
export async function dropRun(db: Db, job: RunJobData): Promise<void> {
  await db
    .update(translationRuns)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(and(eq(translationRuns.id, job.runId), eq(translationRuns.leaseOwner, job.token)));
}

export async function sendRunJob(ctx: Pick<AppContext, 'queue' | 'config'>, job: { runId: string; token: string }, engine: string): Promise<void> {
  await ctx.queue.send(TRANSLATION_RUN_JOB, { ...job, engineKey: engineKey(ctx.config, engine) }, { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60 });
}

/** A job this server must not work goes back to the queue for a server configured like its sender. */
export async function requeueRunJob(ctx: Pick<AppContext, 'queue'>, job: RunJobData): Promise<void> {
  await ctx.queue.send(TRANSLATION_RUN_JOB, job, { retryLimit: 3, retryDelay: 5, expireInSeconds: 15 * 60, startAfter: 1 });
}

/** A run nobody configured for its engine has taken for this long is failed by whoever sweeps it. */
const ORPHANED_SECONDS = 3600;

/**
 * Open runs nobody holds get a new token and a job; the conditional update makes two instances
 * send one. A server takes only runs whose engine it has, unless nobody has taken the run for an
 * hour: then its job fails the run with the reason rather than leaving it open for ever.
 */
export async function resumeStalledRuns(ctx: Pick<AppContext, 'db' | 'queue' | 'config' | 'mt'>, newToken: () => string): Promise<number> {
  const stalled = await ctx.db
    .select({
      id: translationRuns.id,
      engine: translationRuns.engine,
      isOrphaned: sql<boolean>`coalesce(${translationRuns.leaseUntil} < now() - make_interval(secs => ${ORPHANED_SECONDS}), true)`,
    })
    .from(translationRuns)
    .where(and(isOpen, lapsed));
  let resumed = 0;
  for (const { id, engine, isOrphaned } of stalled) {
    if (!ctx.mt.get(engine) && !isOrphaned) continue;
    const token = newToken();
    const [taken] = await ctx.db
      .update(translationRuns)
      .set({ leaseOwner: token, leaseUntil: leaseFor(QUEUED_LEASE_SECONDS) })
      .where(and(eq(translationRuns.id, id), isOpen, lapsed))
      .returning({ id: translationRuns.id });
    if (!taken) continue;
    await sendRunJob(ctx, { runId: id, token }, engine);
    resumed++;
  }
  return resumed;
}
