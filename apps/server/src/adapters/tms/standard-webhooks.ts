import { createHmac, timingSafeEqual } from 'node:crypto';

/** Standard Webhooks (standardwebhooks.com): the receiver refuses timestamps further than this from its clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };
export type WebhookFault = 'missingHeaders' | 'badTimestamp' | 'staleTimestamp' | 'badSignature';

/** The HMAC key: the secret's base64 after `whsec_`. */
const keyOf = (secret: string) => Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');

export function signatureOf(secret: string, id: string, timestamp: string, body: string | Buffer) {
  return createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.`).update(body).digest('base64');
}

/** Headers for one delivery; the id must stay the same across retries of that delivery (receivers dedupe on it). */
export function signWebhook(secret: string, id: string, body: string, nowSeconds: number): WebhookHeaders {
  const timestamp = String(Math.floor(nowSeconds));
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signatureOf(secret, id, timestamp, body)}` };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : undefined;
};

/**
 * Verifies over the raw bytes received (never re-serialised JSON). Any of the space-separated
 * `v1,<base64>` entries may match (key rotation); each is compared in constant time.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
  nowSeconds: number,
): { ok: true; id: string; timestamp: number } | { ok: false; fault: WebhookFault } {
  const id = header(headers, 'webhook-id');
  const ts = header(headers, 'webhook-timestamp');
  const sig = header(headers, 'webhook-signature');
  if (!id || !ts || !sig) return { ok: false, fault: 'missingHeaders' };
  if (!/^\d{1,12}$/.test(ts)) return { ok: false, fault: 'badTimestamp' };
  if (Math.abs(nowSeconds - Number(ts)) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, fault: 'staleTimestamp' };
  const expected = Buffer.from(signatureOf(secret, id, ts, rawBody), 'base64');
  const matches = sig.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true, id, timestamp: Number(ts) } : { ok: false, fault: 'badSignature' };
}
