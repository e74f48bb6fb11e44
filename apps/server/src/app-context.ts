import type { CaptchaVerifier } from './adapters/captcha/recaptcha.ts';
import type { MailAdapter } from './adapters/mail/mail-adapter.ts';
import type { MtEngines } from './adapters/mt/engines.ts';
import type { SmsAdapter } from './adapters/sms/sms-adapter.ts';
import type { StorageAdapter } from './adapters/storage/storage-adapter.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Clock } from './lib/clock.ts';
import type { Metrics } from './modules/metrics/metrics.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { Redis } from 'ioredis';

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
  /** Uploaded files (KYC documents): DATA_DIR/files or an S3-compatible bucket. */
  storage: StorageAdapter;
  realtime: Realtime;
  /** Prometheus metrics of this instance (GET /metrics). */
  metrics: Metrics;
  /** The shared Redis connection when REDIS_URL is set (rate limits, readiness). */
  redis?: Redis;
  log: { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void; error: (obj: object, msg?: string) => void };
};
