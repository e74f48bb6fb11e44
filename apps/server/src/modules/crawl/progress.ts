import { CRAWL_PROGRESS_EVENT, type CrawlProgress } from '@lipi/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { crawlRuns, projects } from '../../db/schema/index.ts';
import { projectRoom } from '../../realtime/rooms.ts';
import { queryRows } from '../projects/project-counts.ts';

type Row = {
  status: string;
  crawl_status: string;
  last_processed_url: string | null;
  found: number;
  fetched: number;
  failed: number;
  skipped: number;
  segments: number;
  words: number;
};

/**
 * Progress is read from the frontier itself rather than counted up as pages finish, so a resumed
 * or restarted run reports exactly what is stored: nothing counted twice, nothing lost. During a
 * crawl `segments` adds up each page's distinct segments; the final figure is project-wide.
 */
export async function readProgress(db: Db, projectId: string, runId: string): Promise<CrawlProgress> {
  const [row] = await queryRows<Row>(
    db,
    sql`select p.status, p.crawl_status, p.last_processed_url,
          count(u.id) filter (where u.is_in_scope)::int as found,
          count(u.id) filter (where u.is_in_scope and u.crawl_status = 'fetched')::int as fetched,
          count(u.id) filter (where u.is_in_scope and u.crawl_status = 'failed')::int as failed,
          count(u.id) filter (where u.is_in_scope and u.crawl_status = 'skipped')::int as skipped,
          coalesce(sum(u.segment_count) filter (where u.is_in_scope and u.crawl_status = 'fetched'), 0)::int as segments,
          coalesce(sum(u.source_word_count) filter (where u.is_in_scope and u.crawl_status = 'fetched'), 0)::int as words
        from projects p left join scope_urls u on u.project_id = p.id
        where p.id = ${projectId} group by p.id`,
  );
  return {
    projectId,
    runId,
    status: row?.status ?? 'crawling',
    crawlStatus: row?.crawl_status ?? 'ACTIVE',
    pagesFound: row?.found ?? 0,
    pagesFetched: row?.fetched ?? 0,
    pagesFailed: row?.failed ?? 0,
    pagesSkipped: row?.skipped ?? 0,
    segments: row?.segments ?? 0,
    words: row?.words ?? 0,
    lastProcessedUrl: row?.last_processed_url ?? null,
  };
}

export type ProgressReporter = {
  /** Pages changed: report soon, at most once per interval. */
  tick(): void;
  /** A page was stored: it becomes the project's lastProcessedUrl at the next report. */
  processed(url: string): void;
  lastUrl(): string | null;
  /** A status changed: report now (after the interval has passed), with these figures if given. */
  flush(override?: Partial<CrawlProgress>): Promise<CrawlProgress>;
};

/**
 * Persists the counters on the run (and lastProcessedUrl/parsedUrls on the project) and pushes
 * them to the project's room, throttled: per report, not per page, so a fast crawl is not slowed
 * down by its own bookkeeping.
 */
export function createProgressReporter(ctx: Pick<AppContext, 'db' | 'realtime'>, projectId: string, runId: string, intervalMs: number): ProgressReporter {
  let lastAt = 0;
  let timer: NodeJS.Timeout | null = null;
  // A tick's report waiting in the chain: later ticks join it instead of queueing their own, else a
  // crawl faster than 4 pages/s piles up a report per page and its end waits behind them all.
  let isQueued = false;
  let chain: Promise<unknown> = Promise.resolve();
  let last: string | null = null;

  const report = async (override?: Partial<CrawlProgress>) => {
    const read = await readProgress(ctx.db, projectId, runId);
    const progress = { ...read, lastProcessedUrl: last ?? read.lastProcessedUrl, ...override };
    await ctx.db
      .update(crawlRuns)
      .set({
        pagesFound: progress.pagesFound,
        pagesFetched: progress.pagesFetched,
        pagesFailed: progress.pagesFailed,
        segmentCount: progress.segments,
        wordCount: progress.words,
      })
      .where(eq(crawlRuns.id, runId));
    await ctx.db.update(projects).set({ lastProcessedUrl: progress.lastProcessedUrl, parsedUrls: progress.pagesFetched }).where(eq(projects.id, projectId));
    lastAt = Date.now();
    ctx.realtime.emit(projectRoom(projectId), CRAWL_PROGRESS_EVENT, progress);
    return progress;
  };
  // Reports run one after another, so their order (and the per-room sequence numbers) is the order of events.
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(async () => {
      const wait = lastAt + intervalMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return work();
    });
    chain = next.catch(() => undefined);
    return next;
  };

  return {
    processed(url) {
      last = url;
    },
    lastUrl: () => last,
    tick() {
      if (timer || isQueued) return;
      timer = setTimeout(
        () => {
          timer = null;
          isQueued = true;
          void enqueue(() => {
            // From here on the report reads the database: changes after this need a report of their own.
            isQueued = false;
            return report();
          }).catch(() => undefined);
        },
        Math.max(0, lastAt + intervalMs - Date.now()),
      );
    },
    flush(override) {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      return enqueue(() => report(override));
    },
  };
}
