import type { AppContext } from '../../app-context.ts';
import { prepareRequest } from './manual-prepare.ts';
import { MANUAL_PREPARE_JOB } from './manual-requests.service.ts';
import { pollTms, TMS_POLL_CRON, TMS_POLL_JOB } from './manual-tms-poll.ts';
import { runTmsJob, TMS_JOB } from './manual-tms.ts';

/** The preparation of manual-translation requests (pre-translation, batching), the TMS's outbound calls and the polling fallback, as persistent jobs. */
export async function registerManualTranslationWorker(ctx: AppContext) {
  await ctx.queue.work(MANUAL_PREPARE_JOB, async ({ requestId }) => prepareRequest(ctx, requestId));
  await ctx.queue.work(TMS_JOB, async (job) => runTmsJob(ctx, job));
  await ctx.queue.schedule(TMS_POLL_JOB, TMS_POLL_CRON, {});
  await ctx.queue.work(TMS_POLL_JOB, async () => {
    await pollTms(ctx);
  });
}
