import type { AppContext } from '../../app-context.ts';
import { CRAWL_JOB, resumeStalledRuns } from './crawl-lease.ts';
import { createCrawlRuntime, type CrawlOptions } from './crawl-runtime.ts';
import { runCrawlSlice } from './crawl-runner.ts';

export const CRAWL_SWEEP_JOB = 'crawl.sweep';

/**
 * The crawl worker. At start it resumes the runs a stopped server left behind; a sweep every
 * minute does the same for runs whose worker died elsewhere (their baton lapsed). Tests and the
 * benchmark pass options (no polite delay, short timeouts).
 */
export async function registerCrawlWorker(ctx: AppContext, options: Partial<CrawlOptions> = {}) {
  const runtime = createCrawlRuntime(ctx, options);
  await ctx.queue.work(CRAWL_JOB, (job) => runCrawlSlice(runtime, job));
  await ctx.queue.schedule(CRAWL_SWEEP_JOB, '* * * * *', {});
  await ctx.queue.work(CRAWL_SWEEP_JOB, async () => {
    await resumeStalledRuns(ctx, runtime.newToken);
  });
  const resumed = await resumeStalledRuns(ctx, runtime.newToken);
  if (resumed > 0) ctx.log.info({ resumed }, 'crawl: resumed interrupted crawls');
}
