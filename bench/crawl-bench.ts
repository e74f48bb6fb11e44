import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { organisations, projects, users } from '@lipi/server/src/db/schema/index.ts';
import { createHostLimiter } from '@lipi/server/src/lib/net/host-limiter.ts';
import { createSafeFetcher } from '@lipi/server/src/lib/net/safe-fetch.ts';
import { DEFAULT_CRAWL_OPTIONS } from '@lipi/server/src/modules/crawl/crawl-runtime.ts';
import { registerCrawlWorker } from '@lipi/server/src/modules/crawl/crawl.job.ts';
import { startCrawl } from '@lipi/server/src/modules/crawl/crawl.service.ts';
import { createWebsiteProject } from '@lipi/server/src/modules/projects/projects.service.ts';
import { PAGE_COUNT, startBenchSite } from './crawl-site.ts';

export type CrawlFigures = {
  pages: number;
  megabytes: number;
  /** The same pages through the crawler's fetcher and host limiter (2 per host), no database: the ceiling. */
  serverPagesPerSecond: number;
  crawlSeconds: number;
  crawlPagesPerSecond: number;
  words: number;
  baselineRssMb: number;
  peakRssMb: number;
};

const rssMb = () => process.memoryUsage().rss / 2 ** 20;

/**
 * A 2,001-page crawl of a local site by the real crawl worker on PGlite in a data folder (as a
 * default install runs), without the polite delay (it would measure the delay, not the crawler).
 * Run in its own process so its peak memory is its own.
 */
async function main(): Promise<CrawlFigures> {
  const site = await startBenchSite();
  const fetcher = createSafeFetcher({ allowlist: ['127.0.0.1/32'], userAgent: 'LipiBot/1.0', timeoutMs: 15_000, maxBytes: 2 ** 21, maxRedirects: 5 });
  const limiter = createHostLimiter({ concurrency: DEFAULT_CRAWL_OPTIONS.perHostConcurrency, delayMs: 0 });
  let bytes = 0;
  const serverStart = performance.now();
  await Promise.all(site.paths.map((path) => limiter.run(site.origin, async () => (bytes += (await fetcher.fetchUrl(`${site.origin}${path}`)).body.length))));
  const serverSeconds = (performance.now() - serverStart) / 1000;
  fetcher.close();

  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-bench-'));
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '/nonexistent',
    FETCH_ALLOWLIST: '127.0.0.1/32',
    JOB_POLL_SECONDS: '1',
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
  const { id } = await createWebsiteProject(db, { organisationId: org!.id, createdBy: user!.id, url: site.origin, languages: ['hi'], now: new Date() });
  const [project] = await db
    .update(projects)
    .set({ pageLimit: PAGE_COUNT + 10 })
    .where(eq(projects.id, id))
    .returning();
  const baselineRssMb = rssMb();

  const start = performance.now();
  await startCrawl(app.ctx, project!);
  let done = project!;
  while (done.status !== 'parsed' && done.status !== 'crawlingFailed' && done.status !== 'parsingFailed') {
    await new Promise((r) => setTimeout(r, 200));
    [done] = (await db.select().from(projects).where(eq(projects.id, id))) as [typeof done];
  }
  const crawlSeconds = (performance.now() - start) / 1000;
  if (done.parsedUrls !== PAGE_COUNT) throw new Error(`crawl ended ${done.status} with ${done.parsedUrls} of ${PAGE_COUNT} pages`);
  const { totalsForProjects } = await import('@lipi/server/src/modules/projects/project-counts.ts');
  const totals = (await totalsForProjects(db, [id])).get(id)!;
  await app.close();
  await database.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    pages: PAGE_COUNT,
    megabytes: bytes / 2 ** 20,
    serverPagesPerSecond: site.paths.length / serverSeconds,
    crawlSeconds,
    crawlPagesPerSecond: PAGE_COUNT / crawlSeconds,
    words: totals.sourceWordCount,
    baselineRssMb,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

main().then(
  (figures) => {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
