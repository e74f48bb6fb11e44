export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Anything that can deliver a mail. SMTP in production, the dev mailbox when SMTP_URL is unset. */
export type MailAdapter = {
  readonly kind: 'smtp' | 'dev-mailbox';
  send: (message: MailMessage) => Promise<void>;
};
