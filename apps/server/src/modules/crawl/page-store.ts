import { fnv1a64, plainText, type Segment } from '@lipi/engine/extract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Versions of a page kept for the tracking calls. */
export const SNAPSHOTS_KEPT = 3;

export type FetchedPage = {
  projectId: string;
  scopeUrlId: string;
  url: string;
  httpStatus: number;
  html: string;
  segments: Segment[];
  /** The row's contentHash before this fetch: null means nothing of the page is stored yet. */
  previousHash: string | null;
  now: Date;
};

type Unique = { segment: Segment; occurrences: number; position: number };

/** Per page: every occurrence counts for sourceWordCount, each distinct segment once for uniqueWordCount. */
export function summarisePage(segments: Segment[]) {
  const unique = new Map<string, Unique>();
  let sourceWordCount = 0;
  segments.forEach((segment, position) => {
    sourceWordCount += segment.wordCount;
    const seen = unique.get(segment.sourceHash);
    if (seen) seen.occurrences++;
    else unique.set(segment.sourceHash, { segment, occurrences: 1, position });
  });
  const uniqueWordCount = [...unique.values()].reduce((sum, u) => sum + u.segment.wordCount, 0);
  const title = segments.find((s) => s.kind === 'title');
  return { unique: [...unique.values()], sourceWordCount, uniqueWordCount, title: title ? plainText(title.text).slice(0, 500) : null };
}

/**
 * Everything a fetched page changes, in ONE statement (data-modifying CTEs), so a crawl stopped at
 * any moment leaves each page either fully stored or still to fetch, and a page costs one round
 * trip instead of a transaction of eight (on PGlite, the crawl's bottleneck): the project's
 * unique segments (by sourceHash), the page's occurrences (upserted, stale ones deleted, never
 * added to), its counters, and a snapshot — a new one only when the HTML changed, keeping the
 * newest SNAPSHOTS_KEPT. Statements of one query see one snapshot, so the prune keeps
 * SNAPSHOTS_KEPT - 1 older copies besides the one inserted alongside.
 */
export async function storeFetchedPage(db: Db, page: FetchedPage): Promise<{ sourceWordCount: number; segmentCount: number }> {
  const summary = summarisePage(page.segments);
  const contentHash = fnv1a64(page.html);
  const data = JSON.stringify(
    summary.unique.map((u) => ({ h: u.segment.sourceHash, t: u.segment.text, k: u.segment.kind, w: u.segment.wordCount, o: u.occurrences, p: u.position })),
  );
  const now = page.now.toISOString();
  const isUnchanged = page.previousHash === contentHash;
  const snapshot = isUnchanged
    ? sql`update page_snapshots set fetched_at = ${now}::timestamptz
          where id = (select id from page_snapshots where scope_url_id = ${page.scopeUrlId} order by fetched_at desc limit 1)`
    : sql`insert into page_snapshots (scope_url_id, html, content_hash, byte_length, fetched_at)
          values (${page.scopeUrlId}, ${page.html}, ${contentHash}, ${Buffer.byteLength(page.html)}, ${now}::timestamptz)`;
  const pruned = isUnchanged
    ? sql`select 1`
    : sql`delete from page_snapshots where scope_url_id = ${page.scopeUrlId} and id not in (
            select id from page_snapshots where scope_url_id = ${page.scopeUrlId} order by fetched_at desc limit ${SNAPSHOTS_KEPT - 1})`;
  await db.execute(sql`
    with data as (select * from jsonb_to_recordset(${data}::jsonb) as x(h text, t text, k text, w int, o int, p int)),
    seg as (
      insert into segments (project_id, source_hash, text, kind, word_count, created_at)
      select ${page.projectId}, h, t, k, w, ${now}::timestamptz from data on conflict do nothing),
    stale as (delete from url_segments where scope_url_id = ${page.scopeUrlId} and source_hash not in (select h from data)),
    occurrences as (
      insert into url_segments (scope_url_id, project_id, source_hash, occurrences, position)
      select ${page.scopeUrlId}, ${page.projectId}, h, o, p from data
      on conflict (scope_url_id, source_hash) do update set occurrences = excluded.occurrences, position = excluded.position),
    counters as (
      update scope_urls set crawl_status = 'fetched', http_status = ${page.httpStatus}, error = null, title = ${summary.title},
        content_hash = ${contentHash}, segment_count = ${summary.unique.length}, source_word_count = ${summary.sourceWordCount},
        unique_word_count = ${summary.uniqueWordCount}, fetched_at = ${now}::timestamptz
      where id = ${page.scopeUrlId}),
    snapshot as (${snapshot}),
    pruned as (${pruned})
    select 1`);
  return { sourceWordCount: summary.sourceWordCount, segmentCount: summary.unique.length };
}
