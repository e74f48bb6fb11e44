import { and, eq, isNull } from 'drizzle-orm';
import { projects, translationRunErrors, translationRuns } from '../../db/schema/index.ts';
import { listMaskingTerms } from '../glossary/glossary-terms.ts';
import { RunStopped } from './engine-call.ts';
import { loadSpellings, withSpellings } from './entry-transliteration.ts';
import { commitChunk } from './run-commit.ts';
import { engineKey } from './engine-key.ts';
import { acquireRun, dropRun, passRun, requeueRunJob, sendRunJob, type RunJobData, type TranslationRunRow } from './run-lease.ts';
import { translateChunk, type Pipeline } from './run-pipeline.ts';
import { createRunReporter, notifyRunEnd } from './run-progress.ts';
import type { RunRuntime } from './run-runtime.ts';

/**
 * One job of a run: takes the baton, translates chunk after chunk from the stored cursor, each
 * chunk committed with the cursor, and after a slice of time hands over to a job of its own. A
 * server stopped mid-run drops the baton; a crashed one lets it lapse; either way the next job
 * resumes at the cursor and no committed chunk is sent to the engine again.
 */
export async function runTranslationSlice(rt: RunRuntime, job: RunJobData): Promise<void> {
  const { ctx, options } = rt;
  if (rt.stopping.signal.aborted) return;
  if (!(await isOursToWork(rt, job))) return;
  let run = await acquireRun(ctx.db, job, options.leaseSeconds);
  if (!run) return;
  const [project] = await ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, run.projectId), isNull(projects.deletingAt)));
  if (!project) return void (await finish(rt, job, run, 'The project no longer exists'));
  const base = ctx.mt.get(run.engine);
  if (!base) return void (await finish(rt, job, run, `The engine ${run.engine} is no longer configured on this server`));
  const adapter = run.engine === 'transliteration' ? withSpellings(base, await loadSpellings(ctx.db, project.id, run.targetLang)) : base;
  const pipeline: Pipeline = { db: ctx.db, adapter, glossary: await listMaskingTerms(ctx.db, project.id), project, run, options, signal: rt.stopping.signal };
  const report = rt.reporters.get(run.id) ?? createRunReporter(ctx, options.progressIntervalMs);
  rt.reporters.set(run.id, report);
  report(run, true);
  const deadline = Date.now() + options.sliceMs;
  try {
    while (run.cursor < run.total) {
      if (Date.now() >= deadline) {
        const next = { runId: run.id, token: rt.newToken() };
        if (await passRun(ctx.db, job, next.token)) await sendRunJob(ctx, next, run.engine);
        return;
      }
      const chunk = run.sourceHashes.slice(run.cursor, run.cursor + options.chunkSize);
      const result = await translateChunk(pipeline, chunk);
      const committed = await commitChunk(ctx.db, {
        run,
        token: job.token,
        chunkSize: chunk.length,
        result,
        now: ctx.clock.now(),
        leaseSeconds: options.leaseSeconds,
      });
      if (!committed) return; // restarted or taken over meanwhile
      run = committed;
      report(run);
    }
  } catch (err) {
    if (!(err instanceof RunStopped) && !rt.stopping.signal.aborted) throw err;
    await dropRun(ctx.db, job);
    return;
  }
  await finish(rt, job, run, null);
}

/**
 * A job sent by a server configured differently for the run's engine is left to a server like
 * that one: put back on the queue while it still carries the run's token, else dropped (stale).
 */
async function isOursToWork(rt: RunRuntime, job: RunJobData): Promise<boolean> {
  const [run] = await rt.ctx.db
    .select({ engine: translationRuns.engine, status: translationRuns.status, leaseOwner: translationRuns.leaseOwner })
    .from(translationRuns)
    .where(eq(translationRuns.id, job.runId));
  if (!run) return false;
  if (!job.engineKey || job.engineKey === engineKey(rt.ctx.config, run.engine)) return true;
  if (['queued', 'running'].includes(run.status) && run.leaseOwner === job.token) await requeueRunJob(rt.ctx, job);
  return false;
}

/**
 * Closes the run once (the conditional update is the guard). A run in which something failed and
 * nothing was translated is failed, with the first reason; otherwise completed, its per-segment
 * errors listed by the status call.
 */
async function finish(rt: RunRuntime, job: RunJobData, run: TranslationRunRow, failure: string | null) {
  const { ctx } = rt;
  const translated = run.done - run.fromMemory - run.failed;
  let error = failure;
  if (!error && run.failed > 0 && translated === 0) {
    const [first] = await ctx.db
      .select({ message: translationRunErrors.message })
      .from(translationRunErrors)
      .where(eq(translationRunErrors.runId, run.id))
      .limit(1);
    error = `No segment could be translated: ${first?.message ?? 'unknown error'}`;
  }
  const [closed] = await ctx.db
    .update(translationRuns)
    .set({ status: error ? 'failed' : 'completed', error, finishedAt: ctx.clock.now(), leaseOwner: null, leaseUntil: null })
    .where(and(eq(translationRuns.id, run.id), eq(translationRuns.status, 'running'), eq(translationRuns.leaseOwner, job.token)))
    .returning();
  if (!closed) return;
  (rt.reporters.get(run.id) ?? createRunReporter(ctx, 0))(closed, true);
  rt.reporters.delete(run.id);
  await notifyRunEnd(ctx, closed);
}
