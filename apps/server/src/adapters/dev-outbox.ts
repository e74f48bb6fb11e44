import { devOutbox } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { MailAdapter } from './mail/mail-adapter.ts';
import type { SmsAdapter } from './sms/sms-adapter.ts';

type Log = { info: (obj: object, msg: string) => void };

/**
 * DEVELOPMENT ONLY: keeps mails and SMS in the database and prints them to the log, so a person
 * (and the e2e suite) can finish a registration without real providers. Refused in production.
 */
export function createDevMailbox(db: Db, log: Log): MailAdapter {
  return {
    kind: 'dev-mailbox',
    async send(m) {
      await db.insert(devOutbox).values({ channel: 'mail', to: m.to.toLowerCase(), subject: m.subject, body: m.text, html: m.html });
      log.info({ to: m.to, subject: m.subject }, `[dev mailbox] ${m.text}`);
    },
  };
}

export function createDevSmsOutbox(db: Db, log: Log): SmsAdapter {
  return {
    kind: 'dev-outbox',
    async send(s) {
      await db.insert(devOutbox).values({ channel: 'sms', to: s.to, body: s.message });
      log.info({ to: s.to }, `[dev SMS outbox] ${s.message}`);
    },
  };
}
