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

/** One page's fetch, stored through storeFetchedPages. */
export async function storeFetchedPage(db: Db, page: FetchedPage): Promise<{ sourceWordCount: number; segmentCount: number }> {
  const [stored] = await storeFetchedPages(db, [page]);
  return stored!;
}

/**
 * Everything fetched pages change, in ONE statement (data-modifying CTEs), so a crawl stopped at
 * any moment leaves each page either fully stored or still to fetch, and a group of pages costs
 * one round trip, one commit and one pass of the statement-level triggers instead of one each (on
 * PostgreSQL the counter triggers' row locks make concurrent page statements take turns anyway):
 * the project's unique segments (by sourceHash; a segment new in two pages of the group comes from
 * the first), each page's occurrences (upserted, stale ones deleted, never added to), its counters,
 * and a snapshot — a new one only when the HTML changed, keeping the newest SNAPSHOTS_KEPT.
 * Statements of one query see one snapshot, so the prune keeps SNAPSHOTS_KEPT - 1 older copies
 * besides the one inserted alongside. Each scope URL at most once per call.
 */
export async function storeFetchedPages(db: Db, pages: FetchedPage[]): Promise<{ sourceWordCount: number; segmentCount: number }[]> {
  if (pages.length === 0) return [];
  const summaries = pages.map((page) => summarisePage(page.segments));
  const rows = pages.map((page, i) => {
    const summary = summaries[i]!;
    const contentHash = fnv1a64(page.html);
    return {
      i,
      id: page.scopeUrlId,
      pid: page.projectId,
      st: page.httpStatus,
      title: summary.title,
      ch: contentHash,
      sc: summary.unique.length,
      sw: summary.sourceWordCount,
      uw: summary.uniqueWordCount,
      at: page.now.toISOString(),
      html: page.html,
      bytes: Buffer.byteLength(page.html),
    };
  });
  const data = summaries.flatMap((summary, i) =>
    summary.unique.map((u) => ({ i, h: u.segment.sourceHash, t: u.segment.text, k: u.segment.kind, w: u.segment.wordCount, o: u.occurrences, p: u.position })),
  );
  await db.execute(sql`
    with pages as (
      select x.*, u.content_hash is distinct from x.ch as changed
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(i int, id uuid, pid uuid, st int, title text, ch text, sc int, sw int, uw int, at timestamptz, html text, bytes int)
      join scope_urls u on u.id = x.id),
    data as (
      select d.*, p.id, p.pid, p.at from jsonb_to_recordset(${JSON.stringify(data)}::jsonb) as d(i int, h text, t text, k text, w int, o int, p int)
      join pages p using (i)),
    seg as (
      insert into segments (project_id, source_hash, text, kind, word_count, created_at)
      select pid, h, t, k, w, at from (select distinct on (pid, h) * from data order by pid, h, i, p) first order by i, p
      on conflict do nothing),
    stale as (
      delete from url_segments u using pages p
      where u.scope_url_id = p.id and not exists (select 1 from data d where d.id = p.id and d.h = u.source_hash)),
    occurrences as (
      insert into url_segments (scope_url_id, project_id, source_hash, occurrences, position)
      select id, pid, h, o, p from data
      on conflict (scope_url_id, source_hash) do update set occurrences = excluded.occurrences, position = excluded.position),
    counters as (
      update scope_urls u set crawl_status = 'fetched', http_status = p.st, error = null, title = p.title, content_hash = p.ch,
        segment_count = p.sc, source_word_count = p.sw, unique_word_count = p.uw, fetched_at = p.at
      from pages p where u.id = p.id),
    touched as (
      update page_snapshots s set fetched_at = p.at from pages p
      where not p.changed and s.id = (select id from page_snapshots l where l.scope_url_id = p.id order by fetched_at desc limit 1)),
    snapshot as (
      insert into page_snapshots (scope_url_id, html, content_hash, byte_length, fetched_at)
      select id, html, ch, bytes, at from pages where changed order by i),
    pruned as (
      delete from page_snapshots s using pages p
      where p.changed and s.scope_url_id = p.id and s.id not in (
        select id from page_snapshots k where k.scope_url_id = p.id order by fetched_at desc limit ${SNAPSHOTS_KEPT - 1}))
    select 1`);
  return summaries.map((summary) => ({ sourceWordCount: summary.sourceWordCount, segmentCount: summary.unique.length }));
}
