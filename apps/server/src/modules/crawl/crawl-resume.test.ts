import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { crawlRuns, pageSnapshots, scopeUrls, segments, urlSegments } from '../../db/schema/index.ts';
import { eventually } from '../../test/test-app.ts';
import { byPath, createSiteProject, scopeRows, startCrawlCall, TEST_CRAWL_OPTIONS, waitForCrawlEnd } from './crawl-test-helpers.ts';
import { DEFAULT_CRAWL_OPTIONS } from './crawl-runtime.ts';
import { registerCrawlWorker } from './crawl.job.ts';
import { startTestSite, type TestSite } from './test-site.ts';

const env = () =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'resume-secret-resume-secret-resume-secret',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lipi-resume-')),
    JOB_POLL_SECONDS: '0.5',
    WEB_DIST_DIR: '/nonexistent',
    FETCH_ALLOWLIST: '127.0.0.1/32',
  });

/** One "server process": the app with the crawl worker on a database that outlives it. */
async function startServer(database: Database): Promise<FastifyInstance> {
  const app = await buildApp(env(), { database, startWorkers: false });
  await app.ready();
  await registerCrawlWorker(app.ctx, TEST_CRAWL_OPTIONS);
  return app;
}

/** What a crawl leaves behind, by path so two sites (two ports) compare. */
async function outcome(app: FastifyInstance, projectId: string, origin: string) {
  const rows = await scopeRows(app, projectId);
  const ids = rows.map((r) => r.id);
  const number = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  const { db } = app.ctx;
  return {
    urls: [...byPath(rows, origin)]
      .map(([path, r]) => [path, r.crawlStatus, r.httpStatus, r.segmentCount, r.sourceWordCount, r.uniqueWordCount, r.depth])
      .sort(),
    segments: await number(db.select({ n: count() }).from(segments).where(eq(segments.projectId, projectId))),
    occurrences: await number(db.select({ n: count() }).from(urlSegments).where(eq(urlSegments.projectId, projectId))),
    snapshots: await number(db.select({ n: count() }).from(pageSnapshots).where(inArray(pageSnapshots.scopeUrlId, ids))),
  };
}

describe('a crawl killed mid-way', () => {
  let reference: TestSite;
  let interrupted: TestSite;
  beforeAll(async () => {
    // 8 categories: 148 pages to fetch, enough to stop the crawl in the middle.
    [reference, interrupted] = await Promise.all([startTestSite(8), startTestSite(8)]);
  });
  afterAll(async () => {
    await Promise.all([reference.close(), interrupted.close()]);
  });

  it('resumes in a new server on the same database, with nothing lost or doubled', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const pgliteDir = mkdtempSync(join(tmpdir(), 'lipi-resume-db-'));
    const open = async () => {
      const database = await openDatabase(url ? { url } : { pgliteDir });
      if (!url) await database.migrate();
      return database;
    };

    // The same crawl, uninterrupted, is the reference.
    const db0 = await open();
    const app0 = await startServer(db0);
    const ref = await createSiteProject(app0, reference.origin);
    await startCrawlCall(app0, ref.token, ref.projectId);
    await waitForCrawlEnd(app0, ref.projectId);
    const expected = await outcome(app0, ref.projectId, reference.origin);
    await app0.close();
    await db0.close();

    // First server: stopped while pages are in flight.
    interrupted.setDelay(20);
    const db1 = await open();
    const app1 = await startServer(db1);
    const project = await createSiteProject(app1, interrupted.origin);
    await startCrawlCall(app1, project.token, project.projectId);
    const fetched = () =>
      app1.ctx.db
        .select({ n: count() })
        .from(scopeUrls)
        .where(and(eq(scopeUrls.projectId, project.projectId), eq(scopeUrls.crawlStatus, 'fetched')));
    await eventually(async () => ((await fetched())[0]!.n >= 40 ? true : undefined), 60_000);
    await app1.close();
    await db1.close();
    interrupted.setDelay(0);

    // Between the two: pages in flight went back to pending, the run is still active and unheld.
    const db2 = await open();
    const left = await db2.db
      .select({ status: scopeUrls.crawlStatus, n: count() })
      .from(scopeUrls)
      .where(eq(scopeUrls.projectId, project.projectId))
      .groupBy(scopeUrls.crawlStatus);
    const byStatus = Object.fromEntries(left.map((r) => [r.status, r.n]));
    expect(byStatus.fetching).toBeUndefined();
    expect(byStatus.pending).toBeGreaterThan(0);
    expect(byStatus.fetched).toBeGreaterThanOrEqual(40);
    const [run] = await db2.db.select().from(crawlRuns).where(eq(crawlRuns.projectId, project.projectId));
    expect(run!.status).toBe('ACTIVE');
    const hitsBefore = interrupted.totalHits();

    // Second server on the same database: resumes by itself.
    const app2 = await startServer(db2);
    try {
      expect(await waitForCrawlEnd(app2, project.projectId)).toMatchObject({ status: 'parsed', crawlStatus: 'COMPLETED' });
      expect(await outcome(app2, project.projectId, interrupted.origin)).toEqual(expected);
      // It went on from where it was: the second server fetched only what was left (plus robots.txt
      // and the pages that were in flight), not the whole site again.
      const pages = expected.urls.length;
      expect(interrupted.totalHits() - hitsBefore).toBeLessThan(
        pages - (byStatus.fetched ?? 0) + Math.max(DEFAULT_CRAWL_OPTIONS.inFlight, DEFAULT_CRAWL_OPTIONS.inFlightOnServer) + 10,
      );
      const runs = await app2.ctx.db.select().from(crawlRuns).where(eq(crawlRuns.projectId, project.projectId));
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ status: 'COMPLETED', pagesFetched: expected.urls.filter((u) => u[1] === 'fetched').length });
    } finally {
      await app2.close();
      await db2.close();
    }
  }, 180_000);
});
