import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './standard-webhooks.ts';

const key = Buffer.from('0123456789abcdef0123456789abcdef');
const SECRET = `whsec_${key.toString('base64')}`;
const OLD = `whsec_${Buffer.from('an-older-rotated-key-00000000000').toString('base64')}`;
const body = '{"type":"batch.accepted","data":{"batchId":"tms_1"}}';
const NOW = 1_790_000_000;

describe('Standard Webhooks signatures', () => {
  it('signs HMAC-SHA256 of id.timestamp.body keyed by the base64 after whsec_', () => {
    const headers = signWebhook(SECRET, 'msg_1', body, NOW);
    const expected = createHmac('sha256', key).update(`msg_1.${NOW}.${body}`).digest('base64');
    expect(headers).toEqual({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(NOW), 'webhook-signature': `v1,${expected}` });
    expect(verifyWebhook(SECRET, headers, Buffer.from(body), NOW)).toEqual({ ok: true, id: 'msg_1', timestamp: NOW });
  });

  it('accepts any matching v1 entry of a rotation list and ignores other versions', () => {
    const old = signWebhook(OLD, 'msg_2', body, NOW)['webhook-signature'];
    const current = signWebhook(SECRET, 'msg_2', body, NOW)['webhook-signature'];
    const headers = { 'webhook-id': 'msg_2', 'webhook-timestamp': String(NOW), 'webhook-signature': `v1a,abc ${old} ${current}` };
    expect(verifyWebhook(SECRET, headers, Buffer.from(body), NOW).ok).toBe(true);
    expect(verifyWebhook(SECRET, { ...headers, 'webhook-signature': `${old} v2,${current.slice(3)}` }, Buffer.from(body), NOW)).toEqual({
      ok: false,
      fault: 'badSignature',
    });
  });

  it('refuses 5 minutes and 1 second either way, a non-numeric time, another id and a changed body', () => {
    const headers = signWebhook(SECRET, 'msg_3', body, NOW);
    expect(verifyWebhook(SECRET, headers, Buffer.from(body), NOW + 300).ok).toBe(true);
    expect(verifyWebhook(SECRET, headers, Buffer.from(body), NOW + 301)).toEqual({ ok: false, fault: 'staleTimestamp' });
    expect(verifyWebhook(SECRET, headers, Buffer.from(body), NOW - 301)).toEqual({ ok: false, fault: 'staleTimestamp' });
    expect(verifyWebhook(SECRET, { ...headers, 'webhook-timestamp': '17e8' }, Buffer.from(body), NOW)).toEqual({ ok: false, fault: 'badTimestamp' });
    expect(verifyWebhook(SECRET, { ...headers, 'webhook-id': 'msg_4' }, Buffer.from(body), NOW)).toEqual({ ok: false, fault: 'badSignature' });
    expect(verifyWebhook(SECRET, headers, Buffer.from(`${body} `), NOW)).toEqual({ ok: false, fault: 'badSignature' });
    expect(verifyWebhook(SECRET, { 'webhook-id': 'msg_3' }, Buffer.from(body), NOW)).toEqual({ ok: false, fault: 'missingHeaders' });
  });
});
