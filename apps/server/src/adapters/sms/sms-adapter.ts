export type SmsMessage = { to: string; message: string };

/** Anything that can deliver an SMS: the webhook relay, or the dev outbox when SMS_WEBHOOK_URL is unset. */
export type SmsAdapter = {
  readonly kind: 'webhook' | 'dev-outbox';
  send: (sms: SmsMessage) => Promise<void>;
};
