import { TMS_MESSAGES as T, tmsWebhookEvent, type TmsWebhookEvent } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { verifyWebhook } from '../../adapters/tms/standard-webhooks.ts';
import { manualBatches, manualRequests, manualTmsBatches, tmsWebhookEvents } from '../../db/schema/index.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { SafeFetchError } from '../../lib/net/errors.ts';
import { createSafeFetcher, type SafeFetcher } from '../../lib/net/safe-fetch.ts';
import { importWholeBatch } from './manual-batch-whole.ts';
import { notifyRequest } from './manual-notify.ts';
import { setStatus } from './manual-requests.service.ts';

const fetchers = new WeakMap<AppContext['config'], SafeFetcher>();
/** A delivery's download link is the TMS's word, so it goes through the SSRF guard like any fetched URL. */
function fetcherFor(ctx: Pick<AppContext, 'config'>) {
  let fetcher = fetchers.get(ctx.config);
  if (!fetcher) {
    fetcher = createSafeFetcher({
      allowlist: ctx.config.FETCH_ALLOWLIST,
      userAgent: `LipiBot/1.0 (+${ctx.config.PUBLIC_URL})`,
      timeoutMs: 30_000,
      maxBytes: 5 * 1024 * 1024,
      maxRedirects: 3,
    });
    fetchers.set(ctx.config, fetcher);
  }
  return fetcher;
}

async function deliveredBytes(ctx: Pick<AppContext, 'config'>, data: TmsWebhookEvent['data']): Promise<Buffer> {
  if (data.xliff !== undefined) return Buffer.from(data.xliff, 'utf8');
  if (!data.downloadUrl) throw badRequest('A delivery carries the XLIFF inline or a downloadUrl.');
  let res;
  try {
    res = await fetcherFor(ctx).fetchUrl(data.downloadUrl);
  } catch (err) {
    // Refused by the SSRF guard (a private or loopback address, a bad port) or unreachable: the event is not applied.
    if (err instanceof SafeFetchError) throw badRequest(`The delivered file could not be fetched (${err.code}).`);
    throw err;
  }
  if (res.status !== 200 || res.truncated) throw badRequest(`The delivered file could not be fetched (${res.status}).`);
  return res.body;
}

/**
 * `POST manual-translation/tms/webhook`, Standard Webhooks: the signature over the raw bytes (any
 * `v1` entry, constant time) and a timestamp within 5 minutes; then the event is applied once (below).
 */
export async function handleTmsWebhook(ctx: AppContext, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
  const secret = ctx.config.TMS_WEBHOOK_SECRET;
  if (!secret) throw unauthorized(T.badSignature);
  const verified = verifyWebhook(secret, headers, rawBody, Math.floor(ctx.clock.now().getTime() / 1000));
  if (!verified.ok) {
    ctx.log.warn({ fault: verified.fault }, 'tms webhook refused');
    throw unauthorized(verified.fault === 'staleTimestamp' || verified.fault === 'badTimestamp' ? T.staleTimestamp : T.badSignature);
  }
  let event: TmsWebhookEvent;
  try {
    event = tmsWebhookEvent.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw badRequest('Webhook body is not a TMS event');
  }
  return applyTmsEvent(ctx, verified.id, event);
}

/**
 * One TMS event, from a callback or found by polling (manual-tms-poll.ts), applied at most once per
 * webhook-id: the id is claimed first (a concurrent callback and poll cannot both apply it) and the claim
 * is dropped again when applying fails, so a refused event does not burn its id. A replay, the TMS's own
 * retry, or a callback arriving after polling found it answers `duplicate` and changes nothing. The batch
 * is found by the TMS's id only; a delivered file still has to name that batch and request (another
 * organisation's file: 409).
 */
export async function applyTmsEvent(ctx: AppContext, eventId: string, event: TmsWebhookEvent) {
  const claimed = await ctx.db
    .insert(tmsWebhookEvents)
    .values({ webhookId: eventId, type: event.type, receivedAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: tmsWebhookEvents.webhookId });
  if (!claimed.length) return { status: 'duplicate' };
  try {
    return await applyClaimed(ctx, event);
  } catch (err) {
    await ctx.db.delete(tmsWebhookEvents).where(eq(tmsWebhookEvents.webhookId, eventId));
    throw err;
  }
}

async function applyClaimed(ctx: AppContext, event: TmsWebhookEvent) {
  const [row] = await ctx.db.select().from(manualTmsBatches).where(eq(manualTmsBatches.tmsBatchId, event.data.batchId));
  if (!row) throw notFound(T.unknownBatch);
  const [batch] = await ctx.db.select().from(manualBatches).where(eq(manualBatches.id, row.batchId));
  const [request] = await ctx.db.select().from(manualRequests).where(eq(manualRequests.id, row.requestId));
  if (!batch || !request) throw notFound(T.unknownBatch);
  const setTms = (status: string) =>
    ctx.db.update(manualTmsBatches).set({ status, updatedAt: ctx.clock.now() }).where(eq(manualTmsBatches.batchId, row.batchId));

  if (event.type === 'batch.accepted' || event.type === 'batch.rejected') {
    await setTms(event.type === 'batch.accepted' ? 'accepted' : 'failed');
    if (event.type === 'batch.accepted' && request.status === 'pendingManualTranslation')
      await setStatus(ctx, request.id, 'processingManualTranslation', null, 'Accepted by the TMS');
    if (event.type === 'batch.rejected')
      await notifyRequest(
        ctx,
        request,
        'tmsFailed',
        [request.createdBy],
        `The translation service declined the ${batch.targetLang} batch: ${event.data.reason ?? ''}`,
      );
    return { status: 'recorded' };
  }
  const bytes = await deliveredBytes(ctx, event.data);
  const result = await importWholeBatch(ctx, request, batch, bytes, { complete: true, by: null });
  await setTms(result.refused.length ? 'refused' : 'delivered');
  if (result.refused.length)
    await notifyRequest(
      ctx,
      request,
      'tmsRefused',
      [request.createdBy],
      `${result.refused.length} delivered ${batch.targetLang} segments were refused: ${result.refused[0]!.reason}`,
    );
  return { status: result.refused.length ? 'partial' : 'imported' };
}
