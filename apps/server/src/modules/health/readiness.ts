import { sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';

export type Check = { ok: boolean; error?: string };
export type Readiness = { ready: boolean; checks: { database: Check; redis?: Check; jobQueue: Check } };

/** Each dependency gets this long to answer; a hung one must not hang the load balancer's probe. */
export const CHECK_TIMEOUT_MS = 2000;

async function probe(what: string, run: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: (err as Error).message || `${what} failed` };
  } finally {
    clearTimeout(timer);
  }
}

/** The database, Redis when REDIS_URL is set, and the job queue, checked at once. */
export async function checkReadiness(ctx: Pick<AppContext, 'db' | 'redis' | 'queue'>): Promise<Readiness> {
  const redis = ctx.redis;
  const [database, redisCheck, jobQueue] = await Promise.all([
    probe('The database', () => ctx.db.execute(sql`select 1`)),
    redis ? probe('Redis', () => redis.ping()) : Promise.resolve(undefined),
    probe('The job queue', () => ctx.queue.check()),
  ]);
  const checks = { database, jobQueue, ...(redisCheck ? { redis: redisCheck } : {}) };
  return { ready: Object.values(checks).every((c) => c.ok), checks };
}
