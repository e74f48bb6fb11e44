import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlRuns, projects } from '../../db/schema/index.ts';
import { call, post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, seedScope, seedTm, type Member } from './project-test-helpers.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
  app = t.app;
});
afterAll(() => t.close());

/**
 * Two in-scope pages sharing one segment, one out-of-scope page with a segment of its own:
 * s1 (2 words) on both pages, s2 (3), s3 (5), s4 (7) only out of scope.
 */
async function seededProject(admin: Member) {
  const projectId = await createTestProject(app, admin, { languages: ['hi', 'ta'] });
  await seedScope(app, projectId, [
    {
      url: 'https://shop.example.org/',
      tracked: true,
      segments: [
        { hash: 's1', text: 'Buy now', words: 2, occurrences: 2 },
        { hash: 's2', text: 'Free shipping today', words: 3 },
      ],
    },
    {
      url: 'https://shop.example.org/about',
      segments: [
        { hash: 's1', text: 'Buy now', words: 2 },
        { hash: 's3', text: 'We make <1>good</1> things for you', words: 5 },
      ],
    },
    { url: 'https://shop.example.org/old', inScope: false, segments: [{ hash: 's4', text: 'An old page nobody reads anymore', words: 7 }] },
  ]);
  await seedTm(app, admin.organisationId, [
    { hash: 's1', lang: 'hi', type: 'MACHINE' },
    { hash: 's2', lang: 'hi', type: 'USER' },
    { hash: 's3', lang: 'hi', type: 'PBK', displayType: 't13n' },
    { hash: 's1', lang: 'ta', type: 'NO_TRANSLATION_AVAILABLE' },
    { hash: 's4', lang: 'ta', type: 'USER' },
  ]);
  return projectId;
}

const hi = {
  language: 'hi',
  newContentWordCount: 0,
  newContentSegmentCount: 0,
  translatedWordCount: 5,
  transliteratedWordCount: 5,
  translatedByType: { MACHINE: 2, USER: 3, PBK: 0 },
  tmCounts: { USER: 1, MACHINE: 1, PBK: 1, NO_TRANSLATION_AVAILABLE: 0 },
};
const ta = {
  language: 'ta',
  newContentWordCount: 8,
  newContentSegmentCount: 2,
  translatedWordCount: 0,
  transliteratedWordCount: 0,
  translatedByType: { MACHINE: 0, USER: 0, PBK: 0 },
  tmCounts: { USER: 0, MACHINE: 0, PBK: 0, NO_TRANSLATION_AVAILABLE: 1 },
};
const totals = { sourceWordCount: 14, uniqueWordCount: 10, urlCount: 3, inScopeUrlCount: 2, trackedUrlCount: 1 };

describe('word counts', () => {
  it('counts new, translated and transliterated words per language against the organisation TM', async () => {
    const admin = await createMember(app);
    const projectId = await seededProject(admin);
    const details = await post(app, '/api/project/details', { projectId }, { token: admin.token });
    expect(details.body.data).toMatchObject({ totals, counts: [hi, ta], sourceWordCount: 14, uniqueWordCount: 10 });
    const wordcount = await call(app, 'GET', `/api/project/wordcount/${projectId}`, { token: admin.token });
    expect(wordcount.body.data).toEqual({ projectId, ...totals, counts: [hi, ta] });
  });

  it("does not count another organisation's TM", async () => {
    const admin = await createMember(app);
    const projectId = await seededProject(admin);
    const other = await createMember(app);
    await seedTm(app, other.organisationId, [{ hash: 's2', lang: 'ta', type: 'USER' }]);
    const res = await call(app, 'GET', `/api/project/wordcount/${projectId}`, { token: admin.token });
    expect(res.body.data.counts[1]).toMatchObject({ language: 'ta', newContentWordCount: 8 });
  });

  it('answers zeros for a project not crawled yet', async () => {
    const admin = await createMember(app);
    const projectId = await createTestProject(app, admin, { languages: ['hi'] });
    const res = await post(app, '/api/project/stats', { projectId }, { token: admin.token });
    expect(res.body.data).toMatchObject({
      totals: { sourceWordCount: 0, uniqueWordCount: 0, urlCount: 0 },
      counts: [{ language: 'hi', newContentWordCount: 0 }],
      crawl: { projectStatus: 'partialCreated', crawlStatus: 'INACTIVE', lastRun: null, urlsByStatus: { pending: 0, fetched: 0 } },
    });
  });
});

describe('stats', () => {
  it('adds the crawl counters: URLs by state and the last run', async () => {
    const admin = await createMember(app);
    const projectId = await seededProject(admin);
    await app.ctx.db
      .update(projects)
      .set({ status: 'crawling', crawlStatus: 'ACTIVE', parsedUrls: 3, lastProcessedUrl: 'https://shop.example.org/old' })
      .where(eq(projects.id, projectId));
    await app.ctx.db
      .insert(crawlRuns)
      .values({ projectId, initUrl: 'https://shop.example.org/', pagesFound: 9, pagesFetched: 3, pagesFailed: 1, segmentCount: 4, wordCount: 17 });
    const res = await post(app, '/api/project/stats', { projectId }, { token: admin.token });
    expect(res.body.data.totals).toEqual(totals);
    expect(res.body.data.counts).toEqual([hi, ta]);
    expect(res.body.data.crawl).toMatchObject({
      projectStatus: 'crawling',
      crawlStatus: 'ACTIVE',
      parsedUrls: 3,
      lastProcessedUrl: 'https://shop.example.org/old',
      urlsByStatus: { pending: 0, fetching: 0, fetched: 3, failed: 0, skipped: 0 },
      lastRun: { status: 'ACTIVE', pagesFound: 9, pagesFetched: 3, pagesFailed: 1, segmentCount: 4, wordCount: 17, finishedAt: null },
    });
  });

  it('answers per-URL counts, finding a URL by its normalised form too', async () => {
    const admin = await createMember(app);
    const projectId = await seededProject(admin);
    const res = await post(
      app,
      '/api/project/stats/urlWise',
      { projectId, urls: ['https://shop.example.org/', 'https://SHOP.example.org/about/', 'https://shop.example.org/missing'] },
      { token: admin.token },
    );
    expect(res.body.data.urls).toEqual([
      {
        url: 'https://shop.example.org/',
        found: true,
        hostname: 'shop.example.org',
        crawlStatus: 'fetched',
        isInScope: true,
        isTracked: true,
        segmentCount: 2,
        sourceWordCount: 7,
        uniqueWordCount: 5,
      },
      {
        url: 'https://SHOP.example.org/about/',
        found: true,
        hostname: 'shop.example.org',
        crawlStatus: 'fetched',
        isInScope: true,
        isTracked: false,
        segmentCount: 2,
        sourceWordCount: 7,
        uniqueWordCount: 7,
      },
      {
        url: 'https://shop.example.org/missing',
        found: false,
        hostname: null,
        crawlStatus: null,
        isInScope: false,
        isTracked: false,
        segmentCount: 0,
        sourceWordCount: 0,
        uniqueWordCount: 0,
      },
    ]);
    expect((await post(app, '/api/project/stats/urlWise', { projectId, urls: [] }, { token: admin.token })).status).toBe(400);
  });
});
