import type { AppContext } from '../../app-context.ts';
import { resumeStalledRuns, TRANSLATION_RUN_JOB } from './run-lease.ts';
import { runTranslationSlice } from './run-runner.ts';
import { createRunRuntime, type RunOptions } from './run-runtime.ts';

export const TRANSLATION_SWEEP_JOB = 'translation.sweep';

/**
 * The worker of persistent translation runs. At start it resumes the runs a stopped server left
 * behind; a sweep every minute does the same for runs whose worker died elsewhere. Tests and the
 * benchmark pass options (short backoff, small chunks).
 */
export async function registerTranslationRunWorker(ctx: AppContext, options: Partial<RunOptions> = {}) {
  const runtime = createRunRuntime(ctx, options);
  await ctx.queue.work(TRANSLATION_RUN_JOB, (job) => runTranslationSlice(runtime, job));
  await ctx.queue.schedule(TRANSLATION_SWEEP_JOB, '* * * * *', {});
  await ctx.queue.work(TRANSLATION_SWEEP_JOB, async () => {
    await resumeStalledRuns(ctx, runtime.newToken);
  });
  const resumed = await resumeStalledRuns(ctx, runtime.newToken);
  if (resumed > 0) ctx.log.info({ resumed }, 'translation: resumed interrupted runs');
}
