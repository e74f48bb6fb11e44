import { tmsWebhookEvent } from '@lipi/contract';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { manualTmsBatches } from '../../db/schema/index.ts';
import { applyTmsEvent } from './manual-tms-webhook.ts';
import { tmsClientFor } from './manual-tms.ts';

export const TMS_POLL_JOB = 'tms.poll' as const;
/** How often the sweep runs; each batch is asked at most once per quiet period. */
export const TMS_POLL_CRON = '*/5 * * * *';
/** A batch held by the TMS with no callback (and no poll) for this long is asked for its state. */
export const TMS_POLL_QUIET_MINUTES = 15;
/** Batches the TMS is still working on: anything else is finished, failed, or waits for the manager. */
const AWAITING = ['sent', 'accepted', 'rework'];
/** Bounds one sweep; the oldest silence goes first and the rest wait for the next run. */
const PER_RUN = 50;

/**
 * The fallback when callbacks stop: `GET {TMS_URL}/batches/{id}` for each quiet batch, and its
 * `lastEvent` applied exactly as the callback would have been (same webhook-id, so the callback arriving
 * later, or this sweep running twice, changes nothing). A batch is claimed by moving its `updatedAt`
 * first, so two sweeps never ask about the same batch at once. A TMS that cannot be reached, or an
 * event that cannot be applied, is logged and tried again after the next quiet period.
 */
export async function pollTms(ctx: AppContext) {
  const client = tmsClientFor(ctx);
  if (!client) return { polled: 0, applied: 0 };
  const now = ctx.clock.now();
  const quietSince = new Date(now.getTime() - TMS_POLL_QUIET_MINUTES * 60_000);
  const due = and(inArray(manualTmsBatches.status, AWAITING), isNotNull(manualTmsBatches.tmsBatchId), lt(manualTmsBatches.updatedAt, quietSince));
  const rows = await ctx.db
    .select({ batchId: manualTmsBatches.batchId, tmsBatchId: manualTmsBatches.tmsBatchId })
    .from(manualTmsBatches)
    .where(due)
    .orderBy(asc(manualTmsBatches.updatedAt))
    .limit(PER_RUN);
  let polled = 0;
  let applied = 0;
  for (const row of rows) {
    const claimed = await ctx.db
      .update(manualTmsBatches)
      .set({ updatedAt: now })
      .where(and(eq(manualTmsBatches.batchId, row.batchId), due))
      .returning({ batchId: manualTmsBatches.batchId });
    if (!claimed.length) continue;
    polled += 1;
    try {
      const state = await client.getBatch(row.tmsBatchId!);
      if (!state.lastEvent) continue;
      const event = tmsWebhookEvent.safeParse({ type: state.lastEvent.type, data: state.lastEvent.data });
      if (!event.success || event.data.data.batchId !== row.tmsBatchId) {
        ctx.log.warn({ batchId: row.batchId }, 'tms poll: the reported event is not one of this batch');
        continue;
      }
      const result = await applyTmsEvent(ctx, state.lastEvent.id, event.data);
      if (result.status !== 'duplicate') applied += 1;
    } catch (err) {
      ctx.log.warn({ err, batchId: row.batchId }, 'tms poll: could not poll or apply');
    }
  }
  if (applied) ctx.log.info({ polled, applied }, 'tms poll: applied events whose callbacks did not arrive');
  return { polled, applied };
}
