import { CMS_MESSAGES } from '@lipi/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { cmsContentTypes, cmsWebhookEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findConnection, sha256 } from './cms-connection.service.ts';
import { startCmsSync } from './cms-sync.service.ts';

/** A delivery older (or further ahead) than this is refused: Strapi sends as the event happens. */
export const WEBHOOK_WINDOW_MS = 5 * 60_000;
const RESYNC_EVENTS = new Set(['entry.create', 'entry.update', 'entry.publish']);

type WebhookBody = {
  event: string;
  createdAt: string;
  uid?: string | undefined;
  model?: string | undefined;
  entry?: { documentId?: string | undefined } | null | undefined;
};

/**
 * Strapi's webhook (no signature of its own): authenticated by the project's secret header
 * (compared in constant time, over hashes of equal length), refused outside a five-minute window
 * or when the same delivery comes twice; its body is only a hint — the entry is re-read from the
 * CMS by its documentId in the sync it starts.
 */
export async function receiveCmsWebhook(ctx: AppContext, projectId: string, secret: string | undefined, body: WebhookBody) {
  const connection = await findConnection(ctx, projectId).catch(() => null);
  const expected = connection?.autoSync && connection.webhookSecretHash ? Buffer.from(connection.webhookSecretHash, 'hex') : Buffer.alloc(32);
  const given = Buffer.from(sha256(secret ?? ''), 'hex');
  const matches = timingSafeEqual(expected, given);
  if (!connection?.autoSync || !connection.webhookSecretHash || !secret || !matches) throw new AppError('UNAUTHORIZED', CMS_MESSAGES.webhookRefused);

  const sentAt = Date.parse(body.createdAt);
  const now = ctx.clock.now().getTime();
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > WEBHOOK_WINDOW_MS)
    throw new AppError('UNAUTHORIZED', `${CMS_MESSAGES.webhookRefused}: the event is too old or from the future`);

  const digest = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  await ctx.db
    .delete(cmsWebhookEvents)
    .where(and(eq(cmsWebhookEvents.projectId, projectId), lt(cmsWebhookEvents.receivedAt, new Date(now - 2 * WEBHOOK_WINDOW_MS))));
  const [fresh] = await ctx.db
    .insert(cmsWebhookEvents)
    .values({ projectId, digest, receivedAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ digest: cmsWebhookEvents.digest });
  if (!fresh) throw new AppError('CONFLICT', `${CMS_MESSAGES.webhookRefused}: this delivery was already received`);

  const uid = body.uid ?? body.model ?? '';
  const documentId = body.entry?.documentId;
  if (!RESYNC_EVENTS.has(body.event) || !documentId) return { accepted: false, syncId: null };
  const [chosen] = await ctx.db
    .select({ uid: cmsContentTypes.uid, kind: cmsContentTypes.kind })
    .from(cmsContentTypes)
    .where(and(eq(cmsContentTypes.projectId, projectId), eq(cmsContentTypes.uid, uid)));
  if (!chosen) return { accepted: false, syncId: null };
  const sync = await startCmsSync(ctx, projectId, { mode: 'entry', uids: [uid], documentId });
  return { accepted: true, syncId: sync.syncId };
}
