import nodemailer from 'nodemailer';
import type { MailAdapter } from './mail-adapter.ts';

/** Real SMTP delivery through nodemailer; SMTP_URL looks like smtp://user:pass@host:587 or smtps://... */
export function createSmtpMail(smtpUrl: string, from: string): MailAdapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
