import { randomBytes, randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { statEvents, statSalts, statVisitors } from '../../db/schema/index.ts';
import { dayOf, isBotUserAgent, VIEWS_PER_VISITOR_DAY, VISIT_GAP_MS, viewDedupeKey, visitorHash } from './visit-rules.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type ViewReport = {
  projectId: string;
  hostname: string;
  url: string;
  lang: string;
  channel: 'snippet' | 'proxy';
  ip: string;
  userAgent?: string;
  /** The snippet's name for this page view (a repeat of the same report carries the same one). */
  viewId?: string;
  /** The snippet saw an automated browser (navigator.webdriver and the like). */
  automated?: boolean;
};

export type ViewOutcome = { counted: boolean; reason?: 'bot' | 'repeat' | 'flood'; newVisit?: boolean };

// One salt per process and day, read once: the table is the truth when several processes share the database.
const salts = new WeakMap<Db, { day: string; salt: string }>();

/** Today's salt, made on first use; older salts and the visitor rows hashed with them are deleted. */
export async function dailySalt(db: Db, day: string): Promise<string> {
  const held = salts.get(db);
  if (held?.day === day) return held.salt;
  await db
    .insert(statSalts)
    .values({ day, salt: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(statSalts).where(eq(statSalts.day, day));
  await db.delete(statSalts).where(lt(statSalts.day, day));
  await db.delete(statVisitors).where(lt(statVisitors.day, day));
  salts.set(db, { day, salt: row!.salt });
  return row!.salt;
}

/** A page's address as counted: origin and path only (queries and fragments can carry personal data). */
export function statUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`.slice(0, 2000);
  } catch {
    return url.slice(0, 2000);
  }
}

/**
 * Records one page view, if it counts: not a bot, not a repeat of a view already counted, not past
 * the visitor's daily cap. One statement: the visitor row (locked, so two views of one visitor are
 * ordered) says whether the view starts a visit, and the event insert is skipped for a repeat.
 */
export async function recordPageView(ctx: Ctx, report: ViewReport): Promise<ViewOutcome> {
  if (report.automated || isBotUserAgent(report.userAgent)) return { counted: false, reason: 'bot' };
  const now = ctx.clock.now();
  const day = dayOf(now);
  const salt = await dailySalt(ctx.db, day);
  const visitor = visitorHash(salt, report.ip, report.userAgent ?? '', `${report.projectId}/${report.hostname}`);
  const url = statUrl(report.url);
  const dedupeKey = viewDedupeKey({ visitor, viewId: report.viewId, url, lang: report.lang, now });
  const gapStart = new Date(now.getTime() - VISIT_GAP_MS).toISOString();
  const rows = await queryRows<{ new_visit: boolean }>(
    ctx.db,
    sql`
    with v as (
      insert into stat_visitors (visitor, day, last_at, prev_at, views) values (${visitor}, ${day}, ${now.toISOString()}::timestamptz, null, 1)
      on conflict (visitor) do update set prev_at = stat_visitors.last_at,
        last_at = greatest(stat_visitors.last_at, excluded.last_at), views = stat_visitors.views + 1
      returning prev_at, views)
    insert into stat_events (project_id, kind, hostname, url, lang, channel, visitor, new_visit, dedupe_key, day, at)
    select ${report.projectId}::uuid, 'view', ${report.hostname}, ${url}, ${report.lang}, ${report.channel}, ${visitor},
           (v.prev_at is null or v.prev_at <= ${gapStart}::timestamptz), ${dedupeKey}, ${day}, ${now.toISOString()}::timestamptz
    from v where v.views <= ${VIEWS_PER_VISITOR_DAY}
    on conflict (project_id, dedupe_key) do nothing
    returning new_visit`,
  );
  if (rows.length > 0) return { counted: true, newVisit: rows[0]!.new_visit };
  const [state] = await ctx.db.select({ views: statVisitors.views }).from(statVisitors).where(eq(statVisitors.visitor, visitor));
  return { counted: false, reason: (state?.views ?? 0) > VIEWS_PER_VISITOR_DAY ? 'flood' : 'repeat' };
}

/** One download of a report or file from the dashboard (each one counts). */
export async function recordDownload(ctx: Ctx, input: { projectId: string; hostname: string; what: string }) {
  const now = ctx.clock.now();
  await ctx.db.insert(statEvents).values({
    projectId: input.projectId,
    kind: 'download',
    hostname: input.hostname,
    url: input.what.slice(0, 200),
    lang: '',
    channel: 'dashboard',
    visitor: '',
    dedupeKey: `d:${randomUUID()}`,
    day: dayOf(now),
    at: now,
  });
}
