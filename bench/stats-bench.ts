/**
 * Statistics at volume: EVENTS page views over 12 months for 50 domains (5 projects) and 12
 * languages, generated with SQL generate_series; then
 * - ingest: the public report call (POST /api/tracker/projectContentTracker with a view, through
 *   app.inject, visit rules and all) against a bare single-row insert of the same rows (baseline);
 * - the rollup job's time per day of events (all 365 days rolled up from the raw table);
 * - fetchStat and monthWiseStat for the whole year (target < 100 ms), median of 7 after a warm-up,
 *   against two baselines timed in the same run: the year's visits per month and language summed
 *   from the daily rollups alone (the previous design) and from the raw events.
 *
 *   EVENTS=1000000 npx tsx bench/stats-bench.ts                 # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://…/lipi_stats npx tsx bench/stats-bench.ts   # PostgreSQL (emptied first)
 *   REUSE=1 BENCH_DATABASE_URL=… npx tsx bench/stats-bench.ts   # PostgreSQL: keep the events and rollups of the last run, time the rest
 *   REUSE=1 PGLITE_DIR=/tmp/lipi-stats-bench-…/pgdata npx tsx bench/stats-bench.ts   # PGlite: the same with a folder a run left
 *   INGEST=0 skips the ingest part.
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { organisations, projectDomains, projects, statEvents } from '@lipi/server/src/db/schema/index.ts';
import { PUBLIC_RATE_LIMITS } from '@lipi/server/src/modules/public/public.routes.ts';
import { resolveScope } from '@lipi/server/src/modules/stats/stats-scope.ts';
import { dailySource, periodSource } from '@lipi/server/src/modules/stats/stats-source.ts';
import { domainWiseStat, fetchStat, monthWiseStat, urlWiseStat } from '@lipi/server/src/modules/stats/stats-queries.ts';
import { rollUp, rollUpDay } from '@lipi/server/src/modules/stats/stats-rollup.ts';

const EVENTS = Number(process.env.EVENTS ?? 1_000_000);
const INGEST = Number(process.env.INGEST ?? 2000);
const LANGS = ['hi', 'ta', 'te', 'bn', 'mr', 'gu', 'kn', 'ml', 'pa', 'od', 'as', 'ur'];
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timeIt(fn: () => Promise<unknown>, runs = 7) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-stats-bench-'));
  const database = await openDatabase(url ? { url } : { pgliteDir: process.env.PGLITE_DIR ?? join(dataDir, 'pgdata') });
  await database.migrate();
  Object.assign(PUBLIC_RATE_LIMITS.tracker, { max: 1e9 });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1',
  });
  const app = await buildApp(config, { database, startWorkers: false });
  const db = app.ctx.db;
  const out: string[] = [];
  const log = (line: string) => {
    out.push(line);
    console.log(line);
  };
  try {
    const reuse = Boolean((url || process.env.PGLITE_DIR) && process.env.REUSE);
    const domains: { projectId: string; hostname: string }[] = [];
    let orgId: string;
    if (reuse) {
      const found = (await db.execute(sql`select id from organisations where name = 'Stats bench' order by created_at desc limit 1`)) as unknown as {
        rows: { id: string }[];
      };
      orgId = found.rows[0]!.id;
      const rows = (await db.execute(
        sql`select d.project_id, d.hostname from project_domains d join projects p on p.id = d.project_id where p.organisation_id = ${orgId}::uuid order by p.name, d.hostname`,
      )) as unknown as { rows: { project_id: string; hostname: string }[] };
      domains.push(...rows.rows.map((r) => ({ projectId: r.project_id, hostname: r.hostname })));
      // The last run's ingest rows go; the generated year stays.
      await db.execute(sql`delete from stat_events where dedupe_key not like 'b:%'`);
      await db.execute(sql`truncate stat_visitors`);
    } else {
      await db.execute(sql`truncate stat_events, stat_daily, stat_daily_urls, stat_monthly, stat_rollup_state, stat_visitors`);
      const [org] = await db.insert(organisations).values({ name: 'Stats bench', plan: 'free' }).returning();
      for (let p = 0; p < 5; p++) {
        const host = `site${p}-${Date.now()}.example.in`;
        const [project] = await db
          .insert(projects)
          .values({ organisationId: org!.id, name: `Bench ${p}`, baseUrl: `https://${host}/`, hostname: host, languages: LANGS })
          .returning();
        for (let d = 0; d < 10; d++) {
          const hostname = d === 0 ? host : `d${d}.${host}`;
          await db.insert(projectDomains).values({ projectId: project!.id, hostname, origin: `https://${hostname}`, languages: LANGS });
          domains.push({ projectId: project!.id, hostname });
        }
      }
      orgId = org!.id;
    }
    const auth = { userId: '00000000-0000-4000-8000-000000000000', role: 'organisationAdmin', organisationId: orgId, sessionId: 'bench' };
    const today = new Date('2026-11-24T23:00:00Z');
    const start = new Date(today.getTime() - 365 * 86_400_000);

    // 1. Generate the year of events.
    const domainValues = sql.join(
      domains.map((d, i) => sql`(${i}::int, ${d.projectId}::uuid, ${d.hostname})`),
      sql`, `,
    );
    const langArray = `{${LANGS.join(',')}}`;
    let t0 = performance.now();
    const CHUNK = 500_000;
    if (!reuse) {
      for (let from = 1; from <= EVENTS; from += CHUNK) {
        const to = Math.min(EVENTS, from + CHUNK - 1);
        await db.execute(sql`
        with d(i, project_id, hostname) as (values ${domainValues})
        insert into stat_events (project_id, kind, hostname, url, lang, channel, visitor, new_visit, dedupe_key, day, at)
        select d.project_id, 'view', d.hostname, 'https://' || d.hostname || '/page/' || (g % 400), (${langArray}::text[])[1 + (g / 50) % 12], 'snippet',
               md5((g / 4)::text), g % 4 = 0, 'b:' || g, to_char(ts at time zone 'UTC', 'YYYY-MM-DD'), ts
        from generate_series(${from}::bigint, ${to}::bigint) g
        cross join lateral (select ${start.toISOString()}::timestamptz + (g * ${(365 * 86_400) / EVENTS}::float8) * interval '1 second' as ts) x
        join d on d.i = g % 50`);
      }
    }
    const genS = (performance.now() - t0) / 1000;
    if (!reuse)
      log(
        `Generated ${EVENTS.toLocaleString('en')} events in ${genS.toFixed(1)} s (${Math.round(EVENTS / genS).toLocaleString('en')} rows/s with generate_series).`,
      );

    // 2. Rollup of every day.
    t0 = performance.now();
    const rolled = reuse ? { days: ['2026-11-24'], upToId: 0 } : await rollUp(db, new Date(today.getTime() + 3600_000));
    const rollMs = performance.now() - t0;
    if (reuse) rolled.upToId = Number(((await db.execute(sql`select max(id) as id from stat_events`)) as unknown as { rows: { id: string }[] }).rows[0]!.id);
    // Fresh planner statistics, as autovacuum would have after such a load.
    await db.execute(sql`analyze`);
    if (!reuse)
      log(
        `Rollup: ${rolled.days.length} days in ${(rollMs / 1000).toFixed(1)} s = ${(rollMs / rolled.days.length).toFixed(0)} ms per day of ~${Math.round(EVENTS / rolled.days.length).toLocaleString('en')} events.`,
      );
    t0 = performance.now();
    await rollUp(db, new Date(today.getTime() + 3600_000));
    log(`Rollup with nothing new: ${(performance.now() - t0).toFixed(1)} ms.`);
    // What the 5-minute job does in steady state: rebuild today (and its month) after new events.
    const lastDay = rolled.days.at(-1)!;
    const oneDayMs = await timeIt(() => rollUpDay(db, lastDay, rolled.upToId), 3);
    log(`Rollup of one day (${lastDay}, with its month rebuilt from the daily rows): ${oneDayMs.toFixed(0)} ms.`);

    // 3. Queries over the year, through the same functions as the calls.
    app.ctx.clock.now = () => today;
    const filter = { from: '2025-11-25', to: '2026-11-24' };
    const scope = () => resolveScope(app.ctx, auth, filter);
    const fetchMs = await timeIt(async () => fetchStat(db, await scope()));
    const monthMs = await timeIt(async () => monthWiseStat(db, await scope()));
    const check = await fetchStat(db, await scope());
    const inYear = sql`day >= ${filter.from} and day <= ${filter.to}`;
    const dailyMs = await timeIt(() => db.execute(sql`select substr(day, 1, 7), lang, sum(visits) from stat_daily where ${inYear} group by 1, 2`));
    const rawMs = await timeIt(
      () => db.execute(sql`select substr(day, 1, 7), lang, count(*) filter (where new_visit) from stat_events where ${inYear} group by 1, 2`),
      3,
    );
    const ratio = (ms: number) => `${(ms / dailyMs).toFixed(2)}× the daily-rollup read, ${(ms / rawMs).toFixed(3)}× the raw scan`;
    log(`Baselines for the year, visits per month and language: from stat_daily ${dailyMs.toFixed(1)} ms; from raw stat_events ${rawMs.toFixed(1)} ms.`);
    // What the load does to any statement: the round trip of the cheapest one, timed the same way.
    const floorMs = await timeIt(() => db.execute(sql`select 1`), 15);
    const year = await scope();
    const countOf = async (source: Promise<SQL>) =>
      Number(((await db.execute(sql`select count(*) as n from ${await source} t`)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
    log(
      `Rows read for the year: ${(await countOf(periodSource(db, year))).toLocaleString('en')} (monthly + partial-month daily) vs ${(await countOf(dailySource(db, year))).toLocaleString('en')} (daily only). Round trip of \`select 1\` under this load: ${floorMs.toFixed(1)} ms.`,
    );
    if (process.env.EXPLAIN) {
      const plan = (await db.execute(
        sql`explain (analyze, buffers) select coalesce(sum(views), 0)::int, coalesce(sum(visits), 0)::int from ${await periodSource(db, year)} t`,
      )) as unknown as { rows: Record<string, string>[] };
      console.error(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
    }
    log(`fetchStat for the year: ${fetchMs.toFixed(1)} ms (${ratio(fetchMs)}; views ${check.stat.views.toLocaleString('en')}).`);
    log(`monthWiseStat for the year: ${monthMs.toFixed(1)} ms (${ratio(monthMs)}).`);

    // The calls that read per-URL and per-domain figures, against the same calls reading only the daily rows (the previous design).
    const pair = async (name: string, call: (monthly: boolean) => Promise<unknown>) => {
      const monthlyMs = await timeIt(() => call(true), 3);
      const dailyOnlyMs = await timeIt(() => call(false), 3);
      log(
        `${name} for the year: ${monthlyMs.toFixed(1)} ms vs ${dailyOnlyMs.toFixed(1)} ms from the daily rows only (${(monthlyMs / dailyOnlyMs).toFixed(2)}×).`,
      );
    };
    await pair('domainWiseStat', async (monthly) => domainWiseStat(db, await scope(), { monthly }));
    await pair('urlWiseStat page 1', async (monthly) => urlWiseStat(db, await scope(), 1, 20, { monthly }));
    if (!INGEST) return;

    // 4. Ingest: the public report call against a bare insert of the same rows.
    const target = domains[0]!;
    const bare = performance.now();
    for (let i = 0; i < INGEST; i++) {
      await db.insert(statEvents).values({
        projectId: target.projectId,
        kind: 'view',
        hostname: target.hostname,
        url: `https://${target.hostname}/bare/${i}`,
        lang: 'hi',
        channel: 'snippet',
        visitor: `bare${i % 500}`,
        dedupeKey: `bare:${i}`,
        day: '2026-11-24',
        at: today,
      });
    }
    const bareRate = INGEST / ((performance.now() - bare) / 1000);
    const viaCall = performance.now();
    for (let i = 0; i < INGEST; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tracker/projectContentTracker',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: `https://${target.hostname}`, 'user-agent': CHROME },
        remoteAddress: `10.1.${(i >> 8) & 255}.${i & 255}`,
        payload: JSON.stringify({ projectId: target.projectId, url: `https://${target.hostname}/p/${i % 50}`, lang: 'hi', views: 1, viewId: `benchview${i}` }),
      });
      if (res.statusCode !== 200 || res.json().data.views !== 1) throw new Error(`report ${i}: ${res.statusCode} ${res.body}`);
    }
    const callRate = INGEST / ((performance.now() - viaCall) / 1000);
    log(
      `Ingest: public report call ${Math.round(callRate)} events/s vs bare insert ${Math.round(bareRate)} rows/s (${(callRate / bareRate).toFixed(2)}×), ${INGEST} sequential each.`,
    );
    console.log(
      `\n${url ? 'PostgreSQL' : 'PGlite'}; ${EVENTS.toLocaleString('en')} events; ${cpus().length} CPUs; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
