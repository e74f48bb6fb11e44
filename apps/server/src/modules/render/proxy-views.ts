import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

/** How often counted proxy views are written: at most this much of counts is lost if the process dies. */
export const VIEW_FLUSH_MS = 5_000;

type Pending = { projectId: string; hostname: string; lang: string; day: string; views: number };
type Counter = { pending: Map<string, Pending>; timer: NodeJS.Timeout | null; flushing: Promise<void> };

// Per database, so two apps in one process (tests, benches) never write into each other's tables.
const counters = new WeakMap<Db, Counter>();

function counterOf(db: Db): Counter {
  let counter = counters.get(db);
  if (!counter) {
    counter = { pending: new Map(), timer: null, flushing: Promise.resolve() };
    counters.set(db, counter);
  }
  return counter;
}

/**
 * One proxy page view, per project domain, UTC day and language (page_views, totalTraffic). Counted
 * in memory and written by flushProxyViews every VIEW_FLUSH_MS, so a cache hit costs no statement.
 */
export function countProxyView(db: Db, projectId: string, hostname: string, lang: string, now: Date): void {
  const counter = counterOf(db);
  const day = now.toISOString().slice(0, 10);
  const key = `${projectId}|${hostname}|${lang}|${day}`;
  const held = counter.pending.get(key);
  if (held) held.views += 1;
  else counter.pending.set(key, { projectId, hostname, lang, day, views: 1 });
  if (!counter.timer) {
    counter.timer = setTimeout(() => {
      counter.timer = null;
      // A failed write keeps its counts for the next flush; nothing else can be done in a timer.
      void flushProxyViews(db).catch(() => undefined);
    }, VIEW_FLUSH_MS);
    counter.timer.unref();
  }
}

/**
 * Writes the counted views in one statement. The pending counts are taken before the write, so a
 * view counted meanwhile waits for the next flush and none is written twice; a failed statement
 * writes nothing, and its counts go back to be written next time. Flushes run one after another.
 */
export function flushProxyViews(db: Db): Promise<void> {
  const counter = counterOf(db);
  const run = counter.flushing.then(async () => {
    if (counter.pending.size === 0) return;
    const rows = [...counter.pending.values()];
    counter.pending = new Map();
    try {
      await db
        .insert(pageViews)
        .values(rows.map((r) => ({ ...r, channel: 'proxy' })))
        .onConflictDoUpdate({
          target: [pageViews.projectId, pageViews.hostname, pageViews.day, pageViews.lang, pageViews.channel],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    } catch (err) {
      for (const r of rows) {
        const key = `${r.projectId}|${r.hostname}|${r.lang}|${r.day}`;
        const held = counter.pending.get(key);
        if (held) held.views += r.views;
        else counter.pending.set(key, r);
      }
      throw err;
    }
  });
  counter.flushing = run.catch(() => undefined);
  return run;
}

/** App shutdown: stops the timer and writes what is left. */
export async function closeProxyViews(db: Db): Promise<void> {
  const counter = counters.get(db);
  if (!counter) return;
  if (counter.timer) clearTimeout(counter.timer);
  counter.timer = null;
  await flushProxyViews(db);
}
