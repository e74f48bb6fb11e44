import type { AppContext } from '../../app-context.ts';
import { rollUp } from './stats-rollup.ts';

export const STATS_ROLLUP_JOB = 'stats.rollup' as const;
/** Every 5 minutes: queries add the raw events past the last run, so this only bounds that tail. */
export const STATS_ROLLUP_CRON = '*/5 * * * *';

export async function registerStatsRollupJob(ctx: AppContext) {
  await ctx.queue.schedule(STATS_ROLLUP_JOB, STATS_ROLLUP_CRON, {});
  await ctx.queue.work(STATS_ROLLUP_JOB, async () => {
    const result = await rollUp(ctx.db, ctx.clock.now());
    if (result.days.length > 0) ctx.log.info(result, 'stats: rolled up page views');
  });
}
