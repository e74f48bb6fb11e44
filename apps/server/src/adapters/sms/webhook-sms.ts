import type { SmsAdapter } from './sms-adapter.ts';

/**
 * The documented SMS relay protocol: POST application/json `{to, message}` to SMS_WEBHOOK_URL.
 * Any 2xx is delivered; anything else throws so the job retries with backoff.
 */
export function createWebhookSms(webhookUrl: string, fetchImpl: typeof fetch = fetch): SmsAdapter {
  return {
    kind: 'webhook',
    async send(sms) {
      const res = await fetchImpl(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: sms.to, message: sms.message }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}
