/**
 * Crawl page saves against the statement-level triggers that keep segments' flags and counters
 * (issue 18): the time of storeFetchedPage (one statement: segments, occurrences, counters,
 * snapshot) per page, with the triggers of migration 0010_speed (before), with this branch's
 * (after), and with the user triggers of url_segments and segments disabled (baseline: what the
 * save costs without any upkeep), interleaved in one run. Each variant has its own project of
 * PAGES pages already stored, each page holding NAV shared navigation segments and OWN of its own;
 * a batch stores BATCH new pages, then recrawls BATCH pages with the navigation moved.
 *
 *   npx tsx bench/page-save-bench.ts            # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/page-save-bench.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { organisations, projects, scopeUrls } from '@lipi/server/src/db/schema/index.ts';
import { storeFetchedPage } from '@lipi/server/src/modules/crawl/page-store.ts';

const PAGES = Number(process.env.PAGES ?? 300);
const NAV = 30;
const OWN = 100;
const BATCH = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const migrations = join(import.meta.dirname, '../apps/server/drizzle');
/** `CREATE [OR REPLACE] FUNCTION name … $$;` as written in a migration. */
function functionIn(file: string, name: string): string {
  const text = readFileSync(join(migrations, file), 'utf8');
  const start = text.search(new RegExp(`CREATE (OR REPLACE )?FUNCTION ${name}\\(`));
  const end = text.indexOf('END $$;', start) + 'END $$;'.length;
  return text.slice(start, end).replace(/^CREATE FUNCTION/, 'CREATE OR REPLACE FUNCTION');
}
const BEFORE = ['lipi_url_segments_changed', 'lipi_segments_counted'].map((f) => functionIn('0010_speed.sql', f));
const AFTER = ['lipi_url_segments_changed', 'lipi_segments_counted'].map((f) => functionIn('0019_stats_urls_keyset.sql', f));

const segment = (hash: string, words: number) => ({ sourceHash: hash, text: `Text ${hash}`, kind: 'text', wordCount: words, placeholders: [] }) as never;
const hex = (n: number) => n.toString(16).padStart(16, '0');
/** Page i of a project: the navigation first (or last, moved), then its own segments. */
const pageSegments = (i: number, moved = false) => {
  const nav = Array.from({ length: NAV }, (_, n) => segment(`a${hex(n).slice(1)}`, 3));
  const own = Array.from({ length: OWN }, (_, n) => segment(hex(1_000_000 + i * OWN + n), 12));
  return moved ? [...own, ...nav] : [...nav, ...own];
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-page-save-bench-'));
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { pgliteDir: join(dataDir, 'pgdata') });
  await database.migrate();
  const db = database.db;
  const exec = (text: string) => db.execute(sql.raw(text));
  try {
    const [org] = await db.insert(organisations).values({ name: 'Page save bench', plan: 'free' }).returning();
    const variants = ['baseline', 'before', 'after'] as const;
    const state = new Map<string, { projectId: string; urls: string[] }>();
    for (const v of variants) {
      const host = `${v}-${Date.now()}.example.in`;
      const [project] = await db
        .insert(projects)
        .values({ organisationId: org!.id, name: v, baseUrl: `https://${host}/`, hostname: host, languages: ['hi'] })
        .returning();
      const rows = await db
        .insert(scopeUrls)
        .values(
          Array.from({ length: PAGES + BATCH * (ROUNDS + 1) }, (_, i) => ({
            projectId: project!.id,
            url: `https://${host}/p${i}`,
            hostname: host,
            crawlStatus: 'queued',
          })),
        )
        .returning({ id: scopeUrls.id });
      state.set(v, { projectId: project!.id, urls: rows.map((r) => r.id) });
    }
    const use = async (v: (typeof variants)[number]) => {
      await exec(`alter table url_segments ${v === 'baseline' ? 'disable' : 'enable'} trigger user`);
      await exec(`alter table segments ${v === 'baseline' ? 'disable' : 'enable'} trigger user`);
      for (const fn of v === 'before' ? BEFORE : AFTER) await exec(fn);
    };
    const save = (v: string, i: number, moved = false) => {
      const { projectId, urls } = state.get(v)!;
      return storeFetchedPage(db, {
        projectId,
        scopeUrlId: urls[i]!,
        url: `p${i}`,
        httpStatus: 200,
        html: `<p>${i}${moved ? ' moved' : ''}</p>`,
        segments: pageSegments(i, moved),
        now: new Date(),
      } as never);
    };
    // The pages already there (the triggers of the variant kept the flags as they went).
    for (const v of variants) {
      await use(v);
      for (let i = 0; i < PAGES; i++) await save(v, i);
    }
    await exec('analyze');
    const times = Object.fromEntries(variants.map((v) => [v, { fresh: [] as number[], recrawl: [] as number[] }]));
    for (let round = 0; round <= ROUNDS; round++) {
      for (const v of variants) {
        await use(v);
        let t = performance.now();
        for (let k = 0; k < BATCH; k++) await save(v, PAGES + round * BATCH + k);
        const fresh = (performance.now() - t) / BATCH;
        t = performance.now();
        for (let k = 0; k < BATCH; k++) await save(v, round * BATCH + k, true);
        const recrawl = (performance.now() - t) / BATCH;
        if (round === 0) continue; // warm-up
        times[v]!.fresh.push(fresh);
        times[v]!.recrawl.push(recrawl);
      }
    }
    await use('after');
    // The kept flags of the 'after' project equal a fresh count (what the server test asserts).
    const after = state.get('after')!.projectId;
    const wrong = (await db.execute(sql`select count(*)::int as n from segments s where s.project_id = ${after}::uuid and
      s.first_position is distinct from (select min(position) from url_segments us where us.project_id = s.project_id and us.source_hash = s.source_hash)`)) as unknown as {
      rows: { n: number }[];
    };
    if (wrong.rows[0]!.n !== 0) throw new Error(`${wrong.rows[0]!.n} first positions differ from a fresh count`);
    const base = { fresh: median(times.baseline!.fresh), recrawl: median(times.baseline!.recrawl) };
    console.log(
      `\n${url ? 'PostgreSQL' : 'PGlite'}; ${PAGES} pages of ${NAV} shared + ${OWN} own segments; ${cpus().length} CPUs; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    console.log('| ms per page (median of rounds) | new page | recrawl, navigation moved |');
    console.log('|---|---|---|');
    for (const v of variants) {
      const f = median(times[v]!.fresh);
      const r = median(times[v]!.recrawl);
      console.log(`| ${v} | ${f.toFixed(1)} (${(f / base.fresh).toFixed(2)}×) | ${r.toFixed(1)} (${(r / base.recrawl).toFixed(2)}×) |`);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
