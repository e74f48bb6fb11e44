import type { CaptchaVerifier } from './adapters/captcha/recaptcha.ts';
import type { MailAdapter } from './adapters/mail/mail-adapter.ts';
import type { MtEngines } from './adapters/mt/engines.ts';
import type { SmsAdapter } from './adapters/sms/sms-adapter.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import type { Realtime } from './realtime/realtime.ts';

/** What services receive: explicit dependencies, no globals. */
export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  queue: JobQueue;
  mail: MailAdapter;
  sms: SmsAdapter;
  captcha: CaptchaVerifier;
  /** Machine-translation engines by id, built from the settings (docs/mt-engines.md). */
  mt: MtEngines;
  realtime: Realtime;
  log: { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void; error: (obj: object, msg?: string) => void };
};
