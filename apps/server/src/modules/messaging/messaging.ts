import type { AppContext } from '../../app-context.ts';
import type { MailMessage } from '../../adapters/mail/mail-adapter.ts';
import type { SmsMessage } from '../../adapters/sms/sms-adapter.ts';

export const MAIL_JOB = 'mail.send';
export const SMS_JOB = 'sms.send';

/**
 * Mail and SMS leave through persistent jobs, so a slow or failing provider never blocks a
 * request and a delivery is retried with backoff after a restart.
 */
export async function queueMail(ctx: Pick<AppContext, 'queue'>, message: MailMessage) {
  await ctx.queue.send(MAIL_JOB, message);
}

export async function queueSms(ctx: Pick<AppContext, 'queue'>, sms: SmsMessage) {
  await ctx.queue.send(SMS_JOB, sms);
}

export async function registerMessagingWorkers(ctx: AppContext) {
  await ctx.queue.work(MAIL_JOB, (message) => ctx.mail.send(message));
  await ctx.queue.work(SMS_JOB, (sms) => ctx.sms.send(sms));
}
