import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PROXY_REPEAT_MS, VIEWS_PER_VISITOR_DAY, VISIT_GAP_MS } from './visit-rules.ts';

/**
 * The visit rules of recordPageView (stats-ingest.ts), applied to proxy views in memory and written
 * in batches. A view waits here until the next flush; the flush's one statement does what
 * recordPageView's does per view: the visitor rows, the events (a repeat of a stored view is skipped by
 * the same unique key), the daily cap against the visitor's stored count, and the page_views totals of
 * the events it really stored.
 */

type PendingView = {
  projectId: string;
  hostname: string;
  url: string;
  lang: string;
  visitor: string;
  dedupeKey: string;
  day: string;
  at: string;
  /** false: this instance saw the visitor less than VISIT_GAP_MS before; null: the flush decides from stat_visitors. */
  newVisit: boolean | null;
  /** The visitor's views in this batch up to this one, repeats included (the daily cap counts them, as recordPageView does). */
  nth: number;
};
type PendingVisitor = { visitor: string; day: string; lastAt: string; views: number };

export type ViewBatch = { views: PendingView[]; visitors: Map<string, PendingVisitor> };
export const emptyBatch = (): ViewBatch => ({ views: [], visitors: new Map() });

/** What this instance remembers of a visitor: when it last saw them, and the views of the current repeat window. */
type Seen = { lastAt: number; bucket: number; keys: Set<string> };
/** Visitors kept in memory at most (oldest dropped first); a dropped visitor's next view is decided by the flush, correctly. */
const MAX_VISITORS = 100_000;

export class ViewMemory {
  private readonly seen = new Map<string, Seen>();
  batch = emptyBatch();

  /** One view that passed the bot rule; false when it repeats a view this instance holds already. */
  add(view: Omit<PendingView, 'newVisit' | 'nth' | 'at'>, now: Date): boolean {
    const at = now.getTime();
    const bucket = Math.floor(at / PROXY_REPEAT_MS);
    const held = this.seen.get(view.visitor);
    const visitor = this.batch.visitors.get(view.visitor) ?? { visitor: view.visitor, day: view.day, lastAt: now.toISOString(), views: 0 };
    visitor.views += 1;
    if (visitor.lastAt < now.toISOString()) visitor.lastAt = now.toISOString();
    this.batch.visitors.set(view.visitor, visitor);
    const state: Seen = held && held.bucket === bucket ? held : { lastAt: held?.lastAt ?? -Infinity, bucket, keys: new Set() };
    const newVisit = at - state.lastAt < VISIT_GAP_MS ? false : null;
    // Every view moves the visit on, a repeat too (recordPageView updates the visitor row before it skips the event).
    state.lastAt = Math.max(state.lastAt, at);
    this.seen.delete(view.visitor);
    this.seen.set(view.visitor, state);
    if (this.seen.size > MAX_VISITORS) this.seen.delete(this.seen.keys().next().value!);
    if (state.keys.has(view.dedupeKey)) return false;
    state.keys.add(view.dedupeKey);
    this.batch.views.push({ ...view, at: now.toISOString(), newVisit, nth: visitor.views });
    return true;
  }

  /** Takes the batch to write; a new one starts. Visitors quiet for a whole visit gap are forgotten (the flush knows them). */
  take(now: Date): ViewBatch {
    const batch = this.batch;
    this.batch = emptyBatch();
    for (const [visitor, state] of this.seen) if (now.getTime() - state.lastAt >= VISIT_GAP_MS) this.seen.delete(visitor);
    return batch;
  }
}

/**
 * Writes one batch in one statement (all or nothing). Data-modifying CTEs see the tables as they were
 * before the statement, so `prev` is each visitor's stored row before this batch's views: a view this
 * instance could not decide starts a visit when the visitor's last stored view is VISIT_GAP_MS old or
 * more (another instance's views count, once flushed), and the daily cap adds the batch to the stored count.
 * Projects deleted meanwhile are skipped.
 */
export async function writeViewBatch(db: Db, batch: ViewBatch): Promise<void> {
  if (batch.visitors.size === 0) return;
  const views = JSON.stringify(batch.views);
  const visitors = JSON.stringify([...batch.visitors.values()]);
  await db.execute(sql`
    with b as (
      select * from jsonb_to_recordset(${views}::jsonb) as x("projectId" uuid, hostname text, url text, lang text, visitor text,
        "dedupeKey" text, day text, at timestamptz, "newVisit" boolean, nth int)),
    vb as (select * from jsonb_to_recordset(${visitors}::jsonb) as y(visitor text, day text, "lastAt" timestamptz, views int)),
    prev as (select s.visitor, s.last_at, s.views from stat_visitors s join vb on vb.visitor = s.visitor),
    up as (
      insert into stat_visitors (visitor, day, last_at, prev_at, views) select visitor, day, "lastAt", null, views from vb
      on conflict (visitor) do update set prev_at = stat_visitors.last_at,
        last_at = greatest(stat_visitors.last_at, excluded.last_at), views = stat_visitors.views + excluded.views),
    ev as (
      insert into stat_events (project_id, kind, hostname, url, lang, channel, visitor, new_visit, dedupe_key, day, at)
      select b."projectId", 'view', b.hostname, b.url, b.lang, 'proxy', b.visitor,
             coalesce(b."newVisit", p.last_at is null or p.last_at <= b.at - make_interval(secs => ${VISIT_GAP_MS / 1000})),
             b."dedupeKey", b.day, b.at
      from b join projects pr on pr.id = b."projectId" left join prev p on p.visitor = b.visitor
      where coalesce(p.views, 0) + b.nth <= ${VIEWS_PER_VISITOR_DAY}
      order by b.at
      on conflict (project_id, dedupe_key) do nothing
      returning project_id, hostname, lang, day)
    insert into page_views (project_id, hostname, day, lang, channel, views)
    select project_id, hostname, day, lang, 'proxy', count(*)::int from ev group by project_id, hostname, day, lang
    on conflict (project_id, hostname, day, lang, channel) do update set views = page_views.views + excluded.views`);
}
