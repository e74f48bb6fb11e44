import { PgBoss, type Job, type SendOptions } from 'pg-boss';
import type { Database } from '../db/client.ts';

export type JobQueue = {
  send: (name: string, data: object, options?: SendOptions) => Promise<string | null>;
  schedule: (name: string, cron: string, data?: object) => Promise<void>;
  work: <T extends object>(name: string, handler: (data: T, job: Job<T>) => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Persistent jobs on PostgreSQL through pg-boss: the same tables on PGlite (sharing its single
 * connection) and on a real server. Jobs survive restarts and retry with backoff.
 */
export async function startJobQueue(
  database: Database,
  options: { pollSeconds: number; onError: (err: unknown) => void },
): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: database.bossDb!, backend: 'pglite', schedule: true, supervise: true })
      : new PgBoss({ connectionString: database.connectionString!, max: 4, schedule: true, supervise: true });
  boss.on('error', options.onError);
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, { retryLimit: 5, retryBackoff: true, retryDelay: 2 });
    created.add(name);
  };
  return {
    async send(name, data, sendOptions) {
      await ensureQueue(name);
      return boss.send(name, data, sendOptions ?? {});
    },
    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data ?? null);
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs as Job<never>[]) await handler(job.data, job);
      });
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
