import type { AppContext } from '../../app-context.ts';
import { deleteExpiredPersonalData } from './retention.service.ts';

export const RETENTION_JOB = 'retention.yearly';
/** 03:00 UTC on 1 January, once a year as the privacy policy promises. */
export const RETENTION_CRON = '0 3 1 1 *';

export async function registerRetentionJob(ctx: AppContext) {
  await ctx.queue.schedule(RETENTION_JOB, RETENTION_CRON, {});
  await ctx.queue.work(RETENTION_JOB, async () => {
    const result = await deleteExpiredPersonalData(ctx);
    ctx.log.info(result, 'retention: deleted personal data past the retention period');
  });
}
