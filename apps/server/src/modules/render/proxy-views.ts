import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { dailySalt, statUrl } from '../stats/stats-ingest.ts';
import { ViewMemory, writeViewBatch, type ViewBatch } from '../stats/view-batch.ts';
import { dayOf, isBotUserAgent, viewDedupeKey, visitorHash } from '../stats/visit-rules.ts';

/** How often counted proxy views are written: at most this much of counts is lost if the process dies. */
export const VIEW_FLUSH_MS = 5_000;

type Counter = { memory: ViewMemory; failed: ViewBatch[]; timer: NodeJS.Timeout | null; flushing: Promise<void> };

// Per database, so two apps in one process (tests, benches) never write into each other's tables.
const counters = new WeakMap<Db, Counter>();

function counterOf(db: Db): Counter {
  let counter = counters.get(db);
  if (!counter) {
    counter = { memory: new ViewMemory(), failed: [], timer: null, flushing: Promise.resolve() };
    counters.set(db, counter);
  }
  return counter;
}

export type ProxyView = { projectId: string; hostname: string; url: string; lang: string; ip: string; userAgent?: string };

/**
 * One proxy page view, by the visit rules of the stats module (bots not counted, the same view within
 * PROXY_REPEAT_MS once, visits by the 30-minute gap, the visitor's daily cap). Decided in memory and
 * written by flushProxyViews every VIEW_FLUSH_MS (stat_visitors, stat_events and the page_views
 * totals in one statement), so a cache hit costs no statement.
 */
export async function countProxyView(ctx: Pick<AppContext, 'db' | 'clock'>, view: ProxyView): Promise<void> {
  if (isBotUserAgent(view.userAgent)) return;
  const now = ctx.clock.now();
  const day = dayOf(now);
  const salt = await dailySalt(ctx.db, day);
  const visitor = visitorHash(salt, view.ip, view.userAgent ?? '', `${view.projectId}/${view.hostname}`);
  const url = statUrl(view.url);
  const counter = counterOf(ctx.db);
  counter.memory.add(
    {
      projectId: view.projectId,
      hostname: view.hostname,
      url,
      lang: view.lang,
      visitor,
      day,
      dedupeKey: viewDedupeKey({ visitor, url, lang: view.lang, now }),
    },
    now,
  );
  if (!counter.timer) {
    counter.timer = setTimeout(() => {
      counter.timer = null;
      // A failed write keeps its batch for the next flush; nothing else can be done in a timer.
      void flushProxyViews(ctx.db).catch(() => undefined);
    }, VIEW_FLUSH_MS);
    counter.timer.unref();
  }
}

/**
 * Writes the counted views. The batch is taken before the write, so a view counted meanwhile waits
 * for the next flush and none is written twice; a failed statement writes nothing, and its batch is
 * written first next time (batches keep their order: each one's cap and visits are decided against
 * what the ones before it stored). Flushes run one after another.
 */
export function flushProxyViews(db: Db, now = new Date()): Promise<void> {
  const counter = counterOf(db);
  const run = counter.flushing.then(async () => {
    const batches = [...counter.failed, counter.memory.take(now)];
    counter.failed = [];
    for (let i = 0; i < batches.length; i++) {
      try {
        await writeViewBatch(db, batches[i]!);
      } catch (err) {
        counter.failed = batches.slice(i);
        throw err;
      }
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
