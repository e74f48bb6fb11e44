import { eq } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase, type Database } from '@lipi/server/src/db/client.ts';
import { organisations, projects, users } from '@lipi/server/src/db/schema/index.ts';
import { createHostLimiter } from '@lipi/server/src/lib/net/host-limiter.ts';
import { createSafeFetcher } from '@lipi/server/src/lib/net/safe-fetch.ts';
import { DEFAULT_CRAWL_OPTIONS } from '@lipi/server/src/modules/crawl/crawl-runtime.ts';
import { registerCrawlWorker } from '@lipi/server/src/modules/crawl/crawl.job.ts';
import { startCrawl } from '@lipi/server/src/modules/crawl/crawl.service.ts';
import { totalsForProjects } from '@lipi/server/src/modules/projects/project-counts.ts';
import { createWebsiteProject } from '@lipi/server/src/modules/projects/projects.service.ts';
import { PAGE_COUNT, startBenchSite } from './crawl-site.ts';

/*
 *   npx tsx bench/crawl-bench.ts            both databases, each crawl in a process of its own
 *   BENCH_ROUNDS=3 npx tsx bench/crawl-bench.ts   rounds interleaved (PGlite, PostgreSQL, PGlite, …)
 *
 * Each process crawls the site twice, as two projects: pages/s and peak memory are the first crawl's;
 * RSS after a GC once each crawl ended tells a high-water mark (stays put) from a leak (grows again).
 * PostgreSQL: BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres); the bench
 * creates and drops its own database, lipi_crawl_bench.
 */

export type DatabaseKind = 'pglite' | 'postgres';

export type CrawlRun = {
  database: DatabaseKind;
  pages: number;
  megabytes: number;
  /** The same pages through the crawler's fetcher and host limiter (2 per host), no database: the ceiling. */
  serverPagesPerSecond: number;
  crawlSeconds: number;
  crawlPagesPerSecond: number;
  /** The same site crawled again as a second project in the same process (the database now holds the first). */
  secondCrawlPagesPerSecond: number;
  words: number;
  /** RSS after a GC with the app booted, the highest RSS seen during the first crawl, RSS after a GC once each crawl ended. */
  baselineRssMb: number;
  peakRssMb: number;
  afterRssMb: number;
  afterSecondRssMb: number;
  /** JS heap after a GC, before and after: growth here is memory the crawl kept. */
  baselineHeapMb: number;
  afterHeapMb: number;
  afterSecondHeapMb: number;
  /** Memory outside the JS heap (Buffers, WebAssembly memory) after a GC, before and after. */
  baselineExternalMb: number;
  afterExternalMb: number;
};

/** The PGlite run at the top level (what bench/run.ts reads), every run of the session in `runs`. */
export type CrawlFigures = CrawlRun & { runs: CrawlRun[] };

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DB = 'lipi_crawl_bench';
const mb = (bytes: number) => bytes / 2 ** 20;
const collect = () => (globalThis as { gc?: () => void }).gc?.();
// BENCH_HEAP_SNAPSHOTS=folder: a heap snapshot at the start and after the crawl, to compare in DevTools.
const snapshot = (name: string) => process.env.BENCH_HEAP_SNAPSHOTS && writeHeapSnapshot(join(process.env.BENCH_HEAP_SNAPSHOTS, name));

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function openBenchDatabase(kind: DatabaseKind, dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    // What a default install runs: PGlite in the data folder, on its worker thread unless PGLITE_MODE says otherwise.
    const mode = process.env.PGLITE_MODE === 'inline' ? 'inline' : 'worker';
    return { database: await openDatabase({ pgliteDir: join(dataDir, 'pgdata'), mode }), drop: async () => undefined };
  }
  await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
  await adminQuery(`create database ${BENCH_DB}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  return { database: await openDatabase({ url: url.href }), drop: () => adminQuery(`drop database if exists ${BENCH_DB} with (force)`) };
}

/**
 * A 2,001-page crawl of a local site by the real crawl worker, without the polite delay (it would
 * measure the delay, not the crawler), in this process so its memory is its own.
 */
async function crawlOnce(kind: DatabaseKind): Promise<CrawlRun> {
  const site = await startBenchSite();
  const fetcher = createSafeFetcher({ allowlist: ['127.0.0.1/32'], userAgent: 'LipiBot/1.0', timeoutMs: 15_000, maxBytes: 2 ** 21, maxRedirects: 5 });
  const limiter = createHostLimiter({ concurrency: DEFAULT_CRAWL_OPTIONS.perHostConcurrency, delayMs: 0 });
  let bytes = 0;
  const serverStart = performance.now();
  await Promise.all(site.paths.map((path) => limiter.run(site.origin, async () => (bytes += (await fetcher.fetchUrl(`${site.origin}${path}`)).body.length))));
  const serverSeconds = (performance.now() - serverStart) / 1000;
  fetcher.close();

  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-bench-'));
  const { database, drop } = await openBenchDatabase(kind, dataDir);
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    FETCH_ALLOWLIST: '127.0.0.1/32',
    JOB_POLL_SECONDS: '1',
    ...(kind === 'postgres' ? { DATABASE_URL: database.connectionString, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0' } : {}),
  });
  const app = await buildApp(config, { database, startWorkers: false });
  await app.ready();
  await registerCrawlWorker(app.ctx, { delayMs: 0 });
  const db = app.ctx.db;
  const [org] = await db.insert(organisations).values({ name: 'Bench' }).returning();
  const [user] = await db
    .insert(users)
    .values({ organisationId: org!.id, name: 'Bench', email: 'bench@example.com', passwordHash: 'x', role: 'organisationAdmin', apikey: 'bench' })
    .returning();
  const crawlProject = async () => {
    const { id } = await createWebsiteProject(db, { organisationId: org!.id, createdBy: user!.id, url: site.origin, languages: ['hi'], now: new Date() });
    const [project] = await db
      .update(projects)
      .set({ pageLimit: PAGE_COUNT + 10 })
      .where(eq(projects.id, id))
      .returning();
    const start = performance.now();
    await startCrawl(app.ctx, project!);
    let done = project!;
    while (done.status !== 'parsed' && done.status !== 'crawlingFailed' && done.status !== 'parsingFailed') {
      await new Promise((r) => setTimeout(r, 100));
      [done] = (await db.select().from(projects).where(eq(projects.id, id))) as [typeof done];
    }
    const seconds = (performance.now() - start) / 1000;
    if (done.parsedUrls !== PAGE_COUNT) throw new Error(`crawl ended ${done.status} with ${done.parsedUrls} of ${PAGE_COUNT} pages`);
    const totals = (await totalsForProjects(db, [id])).get(id)!;
    // Settle what the crawl left scheduled (progress timers, pool sockets), then measure what stays.
    await new Promise((r) => setTimeout(r, 500));
    collect();
    return { seconds, words: totals.sourceWordCount, after: process.memoryUsage() };
  };
  collect();
  snapshot(`${kind}-start.heapsnapshot`);
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50);
  const first = await crawlProject();
  const peakRssMb = mb(peakRss);
  snapshot(`${kind}-after.heapsnapshot`);
  // The same crawl again in this process: memory that is a high-water mark stays put, a leak grows again.
  const second = await crawlProject();
  clearInterval(sampler);
  await app.close();
  await database.close();
  await drop();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    database: kind,
    pages: PAGE_COUNT,
    megabytes: mb(bytes),
    serverPagesPerSecond: site.paths.length / serverSeconds,
    crawlSeconds: first.seconds,
    crawlPagesPerSecond: PAGE_COUNT / first.seconds,
    secondCrawlPagesPerSecond: PAGE_COUNT / second.seconds,
    words: first.words,
    baselineRssMb: mb(baseline.rss),
    peakRssMb,
    afterRssMb: mb(first.after.rss),
    afterSecondRssMb: mb(second.after.rss),
    baselineHeapMb: mb(baseline.heapUsed),
    afterHeapMb: mb(first.after.heapUsed),
    afterSecondHeapMb: mb(second.after.heapUsed),
    baselineExternalMb: mb(baseline.external),
    afterExternalMb: mb(first.after.external),
  };
}

function runChild(kind: DatabaseKind): CrawlRun {
  const args = ['--expose-gc', '--import', 'tsx', import.meta.filename, `--database=${kind}`];
  const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
  if (child.status !== 0) throw new Error(`${kind} crawl failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as CrawlRun;
}

const f1 = (n: number) => n.toFixed(1);
const signed = (n: number) => `${n >= 0 ? '+' : ''}${f1(n)}`;
export const crawlRow = (r: CrawlRun) =>
  `| ${r.database} | ${f1(r.crawlPagesPerSecond)} (${f1(r.secondCrawlPagesPerSecond)}) | ${f1(r.crawlSeconds)} s | ${f1(r.serverPagesPerSecond)} | ${f1(r.baselineRssMb)} | ${f1(r.peakRssMb)} | ${f1(r.afterRssMb)} (${signed(r.afterRssMb - r.baselineRssMb)}) | ${f1(r.afterSecondRssMb)} (${signed(r.afterSecondRssMb - r.afterRssMb)}) | ${f1(r.baselineHeapMb)} → ${f1(r.afterHeapMb)} → ${f1(r.afterSecondHeapMb)} | ${f1(r.baselineExternalMb)} → ${f1(r.afterExternalMb)} |`;

/** Both databases, alternating, each in its own process; a table for people, then one JSON line. */
function main(): CrawlFigures {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  const order = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];
  const runs: CrawlRun[] = [];
  console.log(
    '| database | pages/s (2nd crawl) | time | fetch alone, pages/s | RSS start MB | peak MB | after GC MB | after 2nd crawl + GC MB | heap MB start → after → after 2nd | external MB start → after |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (let round = 0; round < rounds; round++) {
    for (const kind of order) {
      const run = runChild(kind);
      runs.push(run);
      console.log(crawlRow(run));
    }
  }
  const headline = runs.find((r) => r.database === 'pglite') ?? runs[0]!;
  return { ...headline, runs };
}

const role = process.argv.find((a) => a.startsWith('--database='))?.slice('--database='.length) as DatabaseKind | undefined;
if (role) {
  crawlOnce(role).then(
    (run) => {
      process.stdout.write(`${JSON.stringify(run)}\n`);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
} else {
  console.log(JSON.stringify(main()));
}
