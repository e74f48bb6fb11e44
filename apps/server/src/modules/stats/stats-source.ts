import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { addDays, inScope, monthOf, projectsIn, type StatScope } from './stats-scope.ts';
import { rolledUpTo } from './stats-rollup.ts';

/**
 * Raw events past the rollup's mark that a query adds (the few minutes since the last run). The cap
 * keeps a request bounded if the job has stopped; the job then catches up.
 */
const RAW_TAIL_CAP = 100_000;

export type Range = { from: string; to: string };

/** Daily figures (project_id, hostname, day, lang, views, visits, downloads) of the scope: rollups plus the raw tail. */
export async function dailySource(db: Db, scope: StatScope, range: Range = scope): Promise<SQL> {
  const mark = await rolledUpTo(db);
  const lang = scope.lang ? sql` and lang = ${scope.lang}` : sql``;
  const days = sql`day >= ${range.from} and day <= ${range.to}`;
  return sql`(
    select project_id, hostname, day, lang, views, visits, downloads from stat_daily where ${inScope(scope)} and ${days}${lang}
    union all
    select project_id, hostname, day, lang, count(*) filter (where kind = 'view')::int, count(*) filter (where kind = 'view' and new_visit)::int,
           count(*) filter (where kind = 'download')::int
    from stat_events where id > ${mark} and id <= ${mark + RAW_TAIL_CAP} and ${inScope(scope)} and ${days}${lang}
    group by project_id, hostname, day, lang)`;
}

const nextMonth = (month: string) => monthOf(addDays(`${month}-28`, 4));

/**
 * The calendar months whose every counted day is inside the range (null when none), as YYYY-MM.
 * No event is dated after today (the ingest dates views by the server's clock), so a range that
 * ends today holds the whole current month so far: every preset ends today and reads this month
 * from the monthly rollup too.
 */
export function wholeMonths(range: Range, today: string): { first: string; last: string } | null {
  const first = nextMonth(monthOf(addDays(range.from, -1)));
  const last = range.to >= today ? monthOf(range.to) : monthOf(addDays(`${monthOf(addDays(range.to, 1))}-01`, -1));
  return first <= last ? { first, last } : null;
}

/**
 * The same figures as dailySource for sums over months or the whole range (not per day): the whole
 * months inside the range come from stat_monthly (row day = the month's first day), the partial
 * months at either end from stat_daily, plus the raw tail. A year reads ≤ 12 monthly rows and ≤ 60
 * daily rows per domain and language.
 */
export async function periodSource(db: Db, scope: StatScope, range: Range = scope): Promise<SQL> {
  const months = wholeMonths(range, scope.today);
  if (!months) return dailySource(db, scope, range);
  const mark = await rolledUpTo(db);
  const lang = scope.lang ? sql` and lang = ${scope.lang}` : sql``;
  const days = sql`day >= ${range.from} and day <= ${range.to}`;
  const [first, last] = [`${months.first}-01`, `${months.last}-31`];
  return sql`(
    select project_id, hostname, month || '-01' as day, lang, views, visits, downloads from stat_monthly
    where ${inScope(scope)} and month >= ${months.first} and month <= ${months.last}${lang}
    union all
    select project_id, hostname, day, lang, views, visits, downloads from stat_daily
    where ${inScope(scope)} and ((day >= ${range.from} and day < ${first}) or (day > ${last} and day <= ${range.to}))${lang}
    union all
    select project_id, hostname, day, lang, count(*) filter (where kind = 'view')::int, count(*) filter (where kind = 'view' and new_visit)::int,
           count(*) filter (where kind = 'download')::int
    from stat_events where id > ${mark} and id <= ${mark + RAW_TAIL_CAP} and ${inScope(scope)} and ${days}${lang}
    group by project_id, hostname, day, lang)`;
}

/**
 * Per-URL figures (hostname, lang, url, views, visits) of the scope over its range, read like
 * periodSource: whole months from stat_monthly_urls, partial months from stat_daily_urls, plus the
 * raw tail. The rows are not per day (urlWiseStat sums them per URL and language).
 */
export async function urlSource(db: Db, scope: StatScope, { monthly = true } = {}): Promise<SQL> {
  const mark = await rolledUpTo(db);
  const lang = scope.lang ? sql` and lang = ${scope.lang}` : sql``;
  const days = sql`day >= ${scope.from} and day <= ${scope.to}`;
  // monthly: false reads the daily rows only (the read before the monthly URL rollup; tests and the bench compare with it).
  const months = monthly ? wholeMonths(scope, scope.today) : null;
  const rolled = months
    ? sql`select hostname, lang, url, views, visits from stat_monthly_urls
        where ${inScope(scope)} and month >= ${months.first} and month <= ${months.last}${lang}
        union all
        select hostname, lang, url, views, visits from stat_daily_urls
        where ${inScope(scope)} and ((day >= ${scope.from} and day < ${`${months.first}-01`}) or (day > ${`${months.last}-31`} and day <= ${scope.to}))${lang}`
    : sql`select hostname, lang, url, views, visits from stat_daily_urls where ${inScope(scope)} and ${days}${lang}`;
  return sql`(
    ${rolled}
    union all
    select hostname, lang, url, count(*)::int, count(*) filter (where new_visit)::int
    from stat_events where id > ${mark} and id <= ${mark + RAW_TAIL_CAP} and kind = 'view' and ${inScope(scope)} and ${days}${lang}
    group by hostname, lang, url)`;
}

/**
 * For a parliament house's user, a document project's segment counts only when an in-scope URL it
 * may see holds it (the editor's rule); other projects and other callers are not narrowed.
 */
function visibleSegments(scope: StatScope): SQL {
  if (!scope.documentUrls) return sql``;
  return sql`and (p.kind <> 'document' or exists (
    select 1 from url_segments us join scope_urls on scope_urls.id = us.scope_url_id
    where us.project_id = s.project_id and us.source_hash = s.source_hash and scope_urls.is_in_scope and ${scope.documentUrls}))`;
}

/** scope_urls rows a house user may count (every row for other callers). */
export const countedUrls = (scope: StatScope): SQL => (scope.documentUrls ? sql`and ${scope.documentUrls}` : sql``);

export type WordRow = { month: string; lang: string; type: string; display: string; words: number };

/**
 * Words translated in the range: the words of the scope's segments whose memory entry (per
 * organisation, source hash and language) was written in the range, by type and display type.
 */
export async function wordsInRange(db: Db, scope: StatScope): Promise<WordRow[]> {
  const lang = scope.lang ? sql` and tm.target_lang = ${scope.lang}` : sql``;
  const rows = await queryRows<WordRow>(
    db,
    sql`select to_char(tm.updated_at at time zone 'UTC', 'YYYY-MM') as month, tm.target_lang as lang, tm.type, tm.display_type as display,
               coalesce(sum(s.word_count), 0)::int as words
        from segments s join projects p on p.id = s.project_id
        join translation_memory tm on tm.organisation_id = p.organisation_id and tm.source_hash = s.source_hash
        where ${projectsIn(scope, 's.project_id')} and tm.type in ('MACHINE', 'USER', 'PBK') ${visibleSegments(scope)}
          and tm.updated_at >= ${scope.from}::timestamptz and tm.updated_at < ${scope.toExclusive}::timestamptz${lang}
        group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({ ...r, words: Number(r.words) }));
}

export type MtRow = { month: string; engine: string; hostname: string; project_id: string; calls: number; characters: number };

/** Engine calls and characters (metered per month) of the scope's domains for the months the range touches. */
export async function mtInMonths(db: Db, scope: StatScope, fromMonth: string, toMonth: string): Promise<MtRow[]> {
  const rows = await queryRows<MtRow>(
    db,
    sql`select month, engine, hostname, project_id, sum(calls)::int as calls, sum(characters)::bigint as characters from engine_usage
        where ${inScope(scope)} and month >= ${fromMonth} and month <= ${toMonth} group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({ ...r, calls: Number(r.calls), characters: Number(r.characters) }));
}
