import { documentWebhookEvent } from '@lipi/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { docFiles, docWebhookEvents } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/errors.ts';

/** Standard Webhooks: a delivery older or newer than this is refused (replay window). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

type Headers = Record<string, string | string[] | undefined>;
const one = (h: Headers, name: string) => (typeof h[name] === 'string' ? (h[name] as string) : '');

/** `v1,<base64>` of HMAC-SHA256 over `{id}.{timestamp}.{body}` with the secret after `whsec_`. */
export function signWebhook(secret: string, id: string, timestamp: number, body: Buffer | string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64')}`;
}

function signatureMatches(secret: string, id: string, timestamp: number, body: Buffer, header: string): boolean {
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body).slice(3), 'base64');
  // The header may list several signatures (key rotation): any one matching is enough.
  return header.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * fileTranslation/webhook: the translation service tells Lipi a document's professional
 * translation is delivered (file.translated → PBK_TRANSLATED) or failed (file.failed → FAILED with
 * the reason). Hostile until proven: the signature covers id, time and the raw body; a delivery
 * outside the time window or with an id already seen is refused, so a captured call cannot be replayed.
 */
export async function handleDocumentWebhook(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, rawBody: Buffer, headers: Headers) {
  const secret = ctx.config.DOCUMENT_WEBHOOK_SECRET;
  const id = one(headers, 'webhook-id');
  const timestamp = Number(one(headers, 'webhook-timestamp'));
  const signature = one(headers, 'webhook-signature');
  if (!secret || !id || id.length > 200 || !Number.isInteger(timestamp) || !signature) throw unauthorized('Webhook signature missing');
  if (!signatureMatches(secret, id, timestamp, rawBody, signature)) throw unauthorized('Webhook signature does not match');
  if (Math.abs(ctx.clock.now().getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw unauthorized('Webhook timestamp is outside the allowed window');
  let event;
  try {
    event = documentWebhookEvent.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw badRequest('Webhook body is not a document event');
  }
  const [fresh] = await ctx.db.insert(docWebhookEvents).values({ id, receivedAt: ctx.clock.now() }).onConflictDoNothing().returning();
  if (!fresh) throw new AppError('CONFLICT', 'This webhook was already delivered');
  const [file] = await ctx.db.select().from(docFiles).where(eq(docFiles.id, event.data.fileId));
  // Only a document that was sent may be moved; anything else is "not found", revealing nothing.
  if (!file || !file.manualRequestId) throw notFound('Document not found');
  const status = event.type === 'file.translated' ? 'PBK_TRANSLATED' : 'FAILED';
  const reason = event.type === 'file.failed' ? event.data.reason || 'Professional translation failed' : null;
  await ctx.db.update(docFiles).set({ status, failureReason: reason, updatedAt: ctx.clock.now() }).where(eq(docFiles.id, file.id));
  return { status };
}
