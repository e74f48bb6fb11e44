import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';

/** Events this recent are left for the next run: an insert still in flight may hold a lower id. */
const SETTLE_MS = 5_000;

/** Every event with id ≤ this is in the rollups (0: none yet). */
export async function rolledUpTo(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(db, sql`select last_event_id as id from stat_rollup_state where id = 1`);
  return Number(row?.id ?? 0);
}

/** Where the rollup stands: its mark, when it last ran, and how many events wait above the mark (counted up to 10 000). */
export async function rollupState(db: Db): Promise<{ rolledUpTo: number; rolledAt: string | null; pending: number }> {
  const [state] = await queryRows<{ id: string | number; at: string | Date }>(
    db,
    sql`select last_event_id as id, rolled_at as at from stat_rollup_state where id = 1`,
  );
  const rolledUpTo = Number(state?.id ?? 0);
  const [pending] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from stat_events where id > ${rolledUpTo} limit 10000) t`);
  return { rolledUpTo, rolledAt: state ? new Date(state.at).toISOString() : null, pending: Number(pending?.n ?? 0) };
}

const monthEnd = (month: string) => `${month}-31`;

/**
 * Rebuilds the daily rollups of some days of one month from their raw events, then that month's
 * monthly rollups (per domain and per URL) from its daily rows, in one transaction: delete the rows, insert them again.
 * Running it twice gives the same rows (idempotent), whatever ran before.
 */
export async function rollUpDays(db: Db, month: string, days: string[], upToId: number): Promise<void> {
  const inDays = sql`day in (${sql.join(
    days.map((d) => sql`${d}`),
    sql`, `,
  )})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from stat_daily where ${inDays}`);
    await tx.execute(sql`delete from stat_daily_urls where ${inDays}`);
    await tx.execute(sql`
      insert into stat_daily (project_id, hostname, day, lang, views, visits, downloads)
      select project_id, hostname, day, lang,
             count(*) filter (where kind = 'view'), count(*) filter (where kind = 'view' and new_visit), count(*) filter (where kind = 'download')
      from stat_events where ${inDays} and id <= ${upToId} group by project_id, hostname, day, lang`);
    await tx.execute(sql`
      insert into stat_daily_urls (project_id, hostname, day, lang, url, views, visits)
      select project_id, hostname, day, lang, url, count(*), count(*) filter (where new_visit)
      from stat_events where ${inDays} and kind = 'view' and id <= ${upToId} group by project_id, hostname, day, lang, url`);
    await tx.execute(sql`delete from stat_monthly where month = ${month}`);
    await tx.execute(sql`
      insert into stat_monthly (project_id, hostname, month, lang, views, visits, downloads)
      select project_id, hostname, ${month}, lang, sum(views), sum(visits), sum(downloads)
      from stat_daily where day >= ${`${month}-01`} and day <= ${monthEnd(month)} group by project_id, hostname, lang`);
    await tx.execute(sql`delete from stat_monthly_urls where month = ${month}`);
    await tx.execute(sql`
      insert into stat_monthly_urls (project_id, hostname, month, lang, url, views, visits)
      select project_id, hostname, ${month}, lang, url, sum(views), sum(visits)
      from stat_daily_urls where day >= ${`${month}-01`} and day <= ${monthEnd(month)} group by project_id, hostname, lang, url`);
  });
}

/** Rebuilds one day's rollups (and its month's). */
export const rollUpDay = (db: Db, day: string, upToId: number) => rollUpDays(db, day.slice(0, 7), [day], upToId);

/**
 * The incremental rollup: the days that received events since the last run are rebuilt whole (so
 * a run that stopped half-way is simply redone) and the high-water mark moves to the newest settled
 * event. Queries add the raw events above the mark, so figures are current between runs.
 */
export async function rollUp(db: Db, now: Date): Promise<{ days: string[]; upToId: number }> {
  const from = await rolledUpTo(db);
  const settled = new Date(now.getTime() - SETTLE_MS).toISOString();
  const [top] = await queryRows<{ id: string | number | null }>(
    db,
    sql`select max(id) as id from stat_events where id > ${from} and at <= ${settled}::timestamptz`,
  );
  const upToId = Number(top?.id ?? 0);
  if (!upToId) return { days: [], upToId: from };
  const days = (await queryRows<{ day: string }>(db, sql`select distinct day from stat_events where id > ${from} and id <= ${upToId} order by day`)).map(
    (r) => r.day,
  );
  // One transaction per month touched: a first run over a year of events is 12 of them, not 365.
  const byMonth = new Map<string, string[]>();
  for (const day of days) byMonth.set(day.slice(0, 7), [...(byMonth.get(day.slice(0, 7)) ?? []), day]);
  for (const [month, monthDays] of byMonth) await rollUpDays(db, month, monthDays, upToId);
  await db.execute(sql`
    insert into stat_rollup_state (id, last_event_id, rolled_at) values (1, ${upToId}, ${now.toISOString()}::timestamptz)
    on conflict (id) do update set last_event_id = excluded.last_event_id, rolled_at = excluded.rolled_at`);
  return { days, upToId };
}
