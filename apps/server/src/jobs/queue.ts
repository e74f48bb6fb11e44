import { PgBoss, type Job, type SendOptions } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { readJobPayload, type JobName, type JobPayload } from './registry.ts';

/** Jobs waiting (ready or deferred) and running in one queue, as pg-boss last counted them. */
export type QueueDepth = { name: string; queued: number; active: number };

export type JobQueue = {
  /** Queues a job of the registry (jobs/registry.ts): the payload is typed by the job's name. */
  send: <N extends JobName>(name: N, data: JobPayload<N>, options?: SendOptions) => Promise<string | null>;
  schedule: (name: JobName, cron: string, data?: object) => Promise<void>;
  /** Works a job of the registry; the handler only ever sees a payload its schema accepted. */
  work: <N extends JobName>(name: N, handler: (data: JobPayload<N>, job: Job<unknown>) => Promise<void>) => Promise<void>;
  /** Throws when the queue is stopping or its database does not answer (GET /api/ready). */
  check: () => Promise<void>;
  /** Per-queue backlog for /metrics (pg-boss refreshes these counts on its monitor interval). */
  depth: () => Promise<QueueDepth[]>;
  stop: () => Promise<void>;
};

export type JobQueueOptions = {
  pollSeconds: number;
  onError: (err: unknown) => void;
  /** A refused payload: the job fails with this logged; other jobs go on. */
  onRefused?: (err: Error, job: { name: string; id: string }) => void;
  /** How long stop() waits for running handlers before pg-boss gives up on them (their jobs are retried later). */
  stopTimeoutMs?: number;
};

/**
 * Persistent jobs on PostgreSQL through pg-boss: the same tables on PGlite (sharing its single
 * connection) and on a real server. Jobs survive restarts and retry with backoff.
 */
export async function startJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: database.bossDb!, backend: 'pglite', schedule: true, supervise: true })
      : new PgBoss({ connectionString: database.connectionString!, max: 4, schedule: true, supervise: true });
  boss.on('error', options.onError);
  await boss.start();
  let stopping: Promise<void> | undefined;
  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name, { retryLimit: 5, retryBackoff: true, retryDelay: 2 });
    created.add(name);
  };
  return {
    async send(name, data, sendOptions) {
      await ensureQueue(name);
      return boss.send(name, (data ?? {}) as object, sendOptions ?? {});
    },
    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data ?? null);
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs as Job<unknown>[]) {
          let payload: JobPayload<typeof name>;
          try {
            payload = readJobPayload(name, job.id, job.data);
          } catch (err) {
            options.onRefused?.(err as Error, { name, id: job.id });
            throw err;
          }
          await handler(payload, job);
        }
      });
    },
    async check() {
      if (stopping) throw new Error('the job queue is stopping');
      // One small read of pg-boss's own table through its own connection.
      await boss.getQueues([...created].slice(0, 1));
    },
    async depth() {
      const queues = await boss.getQueues();
      return queues.map((q) => ({ name: q.name, queued: q.queuedCount ?? 0, active: q.activeCount ?? 0 }));
    },
    stop() {
      // Graceful: workers stop fetching and running handlers get until the timeout to finish. Once only.
      stopping ??= boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 5000 });
      return stopping;
    },
  };
}
