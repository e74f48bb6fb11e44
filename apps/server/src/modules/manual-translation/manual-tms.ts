import { MANUAL_TRANSLATION_MESSAGES as M, TMS_MESSAGES as T } from '@lipi/contract';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { createTmsClient, type TmsClient } from '../../adapters/tms/tms-client.ts';
import { manualBatches, manualRequests, manualTmsBatches } from '../../db/schema/index.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { buildWholeBatchFile } from './manual-batch-whole.ts';
import { notifyRequest } from './manual-notify.ts';
import { getRequestForCaller, setStatus } from './manual-requests.service.ts';
import { WORKING } from './manual-tasks.ts';

export const TMS_JOB = 'tms.send' as const;
/** Attempts of one outbound call before the manager is told (pg-boss retries with growing delays in between). */
export const TMS_MAX_ATTEMPTS = 5;

const clients = new WeakMap<AppContext['config'], TmsClient>();
export function tmsClientFor(ctx: Pick<AppContext, 'config'>): TmsClient | null {
  const c = ctx.config;
  if (!c.TMS_URL) return null;
  let client = clients.get(c);
  if (!client) clients.set(c, (client = createTmsClient({ baseUrl: c.TMS_URL, apiKey: c.TMS_API_KEY, timeoutMs: c.MT_TIMEOUT_SECONDS * 1000 })));
  return client;
}

export const tmsCallbackUrl = (ctx: Pick<AppContext, 'config'>) => `${ctx.config.PUBLIC_URL}/api/manual-translation/tms/webhook`;

/**
 * `manual-translation/tms/send`: the request's open batches (or one) go to the TMS, one persistent
 * job each; the reply does not wait for the TMS. Sending again re-queues only batches not yet sent.
 */
export async function sendToTms(ctx: AppContext, auth: AuthInfo, input: { requestId: string; batchId?: string | undefined }) {
  if (!tmsClientFor(ctx) || !ctx.config.TMS_WEBHOOK_SECRET) throw badRequest(T.notConfigured);
  const { request } = await getRequestForCaller(ctx, auth, input.requestId);
  if (!WORKING.includes(request.status)) throw new AppError('CONFLICT', T.notSendable);
  const batches = await ctx.db
    .select()
    .from(manualBatches)
    .where(
      and(
        eq(manualBatches.requestId, request.id),
        inArray(manualBatches.status, ['pending', 'inProgress']),
        ...(input.batchId ? [eq(manualBatches.id, input.batchId)] : []),
      ),
    );
  if (input.batchId && batches.length === 0) throw notFound(M.notFound);
  let queued = 0;
  for (const batch of batches) {
    const [row] = await ctx.db
      .insert(manualTmsBatches)
      .values({ batchId: batch.id, requestId: request.id, organisationId: request.organisationId, updatedAt: ctx.clock.now() })
      .onConflictDoUpdate({
        target: manualTmsBatches.batchId,
        set: { status: 'queued', attempts: 0, lastError: null },
        where: eq(manualTmsBatches.status, 'failed'),
      })
      .returning();
    if (!row) continue;
    await ctx.queue.send(TMS_JOB, { batchId: batch.id, action: 'create' });
    queued += 1;
  }
  if (queued && request.status === 'pendingManualTranslation') await setStatus(ctx, request.id, 'processingManualTranslation', auth.userId, 'Sent to the TMS');
  return { queued };
}

/** After a reject, each batch the TMS holds gets the reason (it answers with batch.redelivered). */
export async function queueTmsRejects(ctx: Pick<AppContext, 'db' | 'queue'>, requestId: string, reason: string) {
  const rows = await ctx.db
    .select({ batchId: manualTmsBatches.batchId })
    .from(manualTmsBatches)
    .where(and(eq(manualTmsBatches.requestId, requestId), isNotNull(manualTmsBatches.tmsBatchId)));
  for (const r of rows) await ctx.queue.send(TMS_JOB, { batchId: r.batchId, action: 'reject', reason });
}

/**
 * One outbound call. A failure is counted and thrown, so pg-boss tries again later with backoff; after
 * TMS_MAX_ATTEMPTS the batch is marked failed and the manager gets the spec's webhook message.
 * Idempotent: a batch already sent is not sent again (and the TMS dedupes on the idempotency key).
 */
export async function runTmsJob(ctx: AppContext, job: JobPayload<typeof TMS_JOB>) {
  const [row] = await ctx.db.select().from(manualTmsBatches).where(eq(manualTmsBatches.batchId, job.batchId));
  const client = tmsClientFor(ctx);
  if (!row || !client) return;
  if (job.action === 'create' && row.status !== 'queued') return;
  const [batch] = await ctx.db.select().from(manualBatches).where(eq(manualBatches.id, row.batchId));
  const [request] = await ctx.db.select().from(manualRequests).where(eq(manualRequests.id, row.requestId));
  if (!batch || !request) return;
  try {
    if (job.action === 'reject') {
      await client.rejectBatch(row.tmsBatchId!, job.reason ?? '');
      // Awaiting the redelivery again: polled like a freshly sent batch if its callback never comes.
      await ctx.db.update(manualTmsBatches).set({ status: 'rework', updatedAt: ctx.clock.now() }).where(eq(manualTmsBatches.batchId, row.batchId));
      return;
    }
    const file = await buildWholeBatchFile(ctx, request, batch, '2.1');
    const created = await client.createBatch({
      xliff: file.bytes,
      filename: file.filename,
      targetLang: batch.targetLang,
      pipeline: request.pipeline,
      dueDate: request.dueDate,
      callbackUrl: tmsCallbackUrl(ctx),
      idempotencyKey: `lipi-batch-${batch.id}`,
    });
    await ctx.db
      .update(manualTmsBatches)
      .set({ tmsBatchId: created.batchId, status: 'sent', attempts: row.attempts + 1, lastError: null, updatedAt: ctx.clock.now() })
      .where(eq(manualTmsBatches.batchId, row.batchId));
    await ctx.db.update(manualBatches).set({ status: 'inProgress' }).where(eq(manualBatches.id, batch.id));
  } catch (err) {
    const attempts = row.attempts + 1;
    const failed = attempts >= TMS_MAX_ATTEMPTS;
    await ctx.db
      .update(manualTmsBatches)
      .set({
        attempts,
        lastError: (err as Error).message.slice(0, 500),
        status: failed && job.action === 'create' ? 'failed' : row.status,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(manualTmsBatches.batchId, row.batchId));
    ctx.log.warn({ err, batchId: row.batchId, attempts }, 'tms: outbound call failed');
    if (!failed) throw err;
    await notifyRequest(ctx, request, 'tmsFailed', [request.createdBy], `${T.unreachable} (${batch.targetLang})`);
  }
}
