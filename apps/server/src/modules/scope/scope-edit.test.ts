import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlRuns, pageSnapshots, projects, scopeUrls, urlSegments } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { eventually, type TestApp } from '../../test/test-app.ts';
import { createCrawlApp, createSiteProject, startCrawlCall, waitForCrawlEnd } from '../crawl/crawl-test-helpers.ts';
import { startTestSite, type TestSite } from '../crawl/test-site.ts';
import { upload } from './scope-test-helpers.ts';

let site: TestSite;
let t: TestApp;
let owner: Awaited<ReturnType<typeof createSiteProject>>;
let stranger: Awaited<ReturnType<typeof createSiteProject>>;

beforeAll(async () => {
  site = await startTestSite(1);
  t = await createCrawlApp();
  owner = await createSiteProject(t.app, site.origin, { maxDepth: 2 });
  stranger = await createSiteProject(t.app, site.origin);
  await startCrawlCall(t.app, owner.token, owner.projectId);
  await waitForCrawlEnd(t.app, owner.projectId);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const ask = (url: string, body: object, token = owner.token) => post(t.app, url, { projectId: owner.projectId, ...body }, { token });
const row = async (path: string) =>
  (
    await t.app.ctx.db
      .select()
      .from(scopeUrls)
      .where(and(eq(scopeUrls.projectId, owner.projectId), eq(scopeUrls.url, `${site.origin}${path}`)))
  )[0];
const fetchedSoon = (path: string) => eventually(async () => ((await row(path))?.crawlStatus === 'fetched' ? row(path) : undefined), 30_000);

describe('scope/add and scope/upload', () => {
  it('adds URLs of the project, answers per URL, and fetches them', async () => {
    const urls = [
      `${site.origin}/deep/3`,
      `${site.origin}/deep/4#top`,
      `${site.origin}/hindi`,
      'https://elsewhere.example.com/x',
      'not a url',
      `${site.origin}/deep/3/`,
    ];
    const res = await ask('/api/scope/add', { urls });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('2 Url added successfully, 4 Url addition failed');
    expect(res.body.data).toEqual({
      added: 2,
      failed: 4,
      results: {
        [urls[0]!]: true,
        [urls[1]!]: true,
        [urls[2]!]: 'Url already in scope',
        [urls[3]!]: "Url is outside the project's domains",
        [urls[4]!]: 'Invalid Url',
        [urls[5]!]: 'Duplicate Url',
      },
    });
    expect(await fetchedSoon('/deep/4')).toMatchObject({ source: 'manual', httpStatus: 200 });
    expect(await fetchedSoon('/deep/3')).toMatchObject({ sourceWordCount: expect.any(Number) });
    // Added pages are fetched, their links are not followed: that is what a crawl is for.
    expect(await row('/deep/5')).toBeUndefined();
    await waitForCrawlEnd(t.app, owner.projectId);
  });

  it("answers 'Url add to scope failed' when nothing could be added, and refuses other organisations", async () => {
    const none = await ask('/api/scope/add', { urls: ['https://elsewhere.example.com/'] });
    expect([none.status, none.body.message]).toEqual([400, 'Url add to scope failed']);
    expect(none.body.data).toEqual({ added: 0, failed: 1, results: { 'https://elsewhere.example.com/': "Url is outside the project's domains" } });
    expect((await ask('/api/scope/add', { urls: [] })).status).toBe(400);
    expect((await ask('/api/scope/add', { urls: [`${site.origin}/deep/6`] }, stranger.token)).status).toBe(404);
  });

  it('keeps to the page limit', async () => {
    const [{ n }] = (await t.app.ctx.db
      .select({ n: count() })
      .from(scopeUrls)
      .where(and(eq(scopeUrls.projectId, owner.projectId), eq(scopeUrls.isInScope, true)))) as [{ n: number }];
    await t.app.ctx.db
      .update(projects)
      .set({ pageLimit: n + 1 })
      .where(eq(projects.id, owner.projectId));
    const res = await ask('/api/scope/add', { urls: [`${site.origin}/deep/7`, `${site.origin}/deep/8`] });
    expect(res.body.data.results).toEqual({ [`${site.origin}/deep/7`]: true, [`${site.origin}/deep/8`]: 'Page limit reached' });
    await waitForCrawlEnd(t.app, owner.projectId);
    await t.app.ctx.db.update(projects).set({ pageLimit: 500 }).where(eq(projects.id, owner.projectId));
  });

  it('scope/upload: a CSV of URLs, then the word count message', async () => {
    const csv = `url,title\n"${site.origin}/orphan/1",known\n${site.origin}/deep/9,new\nnot-a-url,x\n`;
    const res = await upload(t.app, '/api/scope/upload', owner.token, [
      { name: 'projectId', value: owner.projectId },
      { name: 'file', value: csv, filename: 'urls.csv', contentType: 'text/csv' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Wordcount will be updated shortly. Please check back after some time');
    expect(res.body.data).toEqual({ added: 1, failed: 1, results: { [`${site.origin}/orphan/1`]: 'Url already in scope', [`${site.origin}/deep/9`]: true } });
    expect(await fetchedSoon('/deep/9')).toMatchObject({ source: 'upload' });
    await waitForCrawlEnd(t.app, owner.projectId);
  });

  it('scope/upload refuses files that are too big, too long, not text, or of another organisation', async () => {
    const send = (value: string | Buffer, token = owner.token, projectId = owner.projectId) =>
      upload(t.app, '/api/scope/upload', token, [
        { name: 'projectId', value: projectId },
        { name: 'file', value, filename: 'urls.txt' },
      ]);
    const tooLong = await send(Array.from({ length: 5001 }, (_, i) => `${site.origin}/p/${i}`).join('\n'));
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Please upload a file of at most 2 MB and 5000 lines']);
    const tooBig = await send(`${site.origin}/x?${'a'.repeat(2 * 1024 * 1024)}`);
    expect([tooBig.status, tooBig.body.message]).toEqual([400, 'Please upload a file of at most 2 MB and 5000 lines']);
    const binary = await send(Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x89, 0x50]));
    expect([binary.status, binary.body.message]).toEqual([400, 'Please upload a correct format']);
    const empty = await send('no urls here\n');
    expect([empty.status, empty.body.message]).toEqual([400, 'Please upload a correct format']);
    expect((await send(`${site.origin}/deep/10`, stranger.token)).status).toBe(404);
    const noProject = await upload(t.app, '/api/scope/upload', owner.token, [{ name: 'file', value: `${site.origin}/deep/10`, filename: 'u.txt' }]);
    expect(noProject.status).toBe(400);
    expect((await ask('/api/scope/upload', {})).status).toBe(400);
  });
});

describe('toggles, flush and resync', () => {
  it('scope/toggle takes a URL out of scope and back, by address or id', async () => {
    const hindi = (await row('/hindi'))!;
    const out = await ask('/api/scope/toggle', { url: `${site.origin}/hindi`, isInScope: false });
    expect(out.body).toMatchObject({ success: true, data: { id: hindi.id, isInScope: false } });
    const back = await ask('/api/scope/toggle', { urlId: hindi.id, isInScope: true });
    expect(back.body.data).toMatchObject({ isInScope: true, crawlStatus: 'fetched' });
    for (const body of [
      { url: `${site.origin}/never`, isInScope: false },
      { urlId: 'nope', isInScope: true },
      { urlId: '00000000-0000-4000-8000-000000000000', isInScope: true },
    ]) {
      const failed = await ask('/api/scope/toggle', body);
      expect([failed.status, failed.body.message]).toEqual([404, 'Scope toggle failed']);
    }
    expect((await ask('/api/scope/toggle', { isInScope: true })).status).toBe(400);
    expect((await ask('/api/scope/toggle', { url: `${site.origin}/hindi`, isInScope: false }, stranger.token)).status).toBe(404);
  });

  it('scope/tracking/toggle', async () => {
    const on = await ask('/api/scope/tracking/toggle', { url: `${site.origin}/inline`, isTracked: true });
    expect(on.body.data).toMatchObject({ isTracked: true });
    const off = await ask('/api/scope/tracking/toggle', { urlId: on.body.data.id, isTracked: false });
    expect(off.body.data).toMatchObject({ isTracked: false });
    const failed = await ask('/api/scope/tracking/toggle', { url: `${site.origin}/never`, isTracked: true });
    expect([failed.status, failed.body.message]).toEqual([404, 'Track Url toggle failed']);
    expect((await ask('/api/scope/tracking/toggle', { url: `${site.origin}/inline`, isTracked: true }, stranger.token)).status).toBe(404);
  });

  it('scope/flush/start drops what is stored of a page and fetches it again', async () => {
    const before = (await row('/inline'))!;
    const res = await ask('/api/scope/flush/start', { url: `${site.origin}/inline` });
    expect(res.body.data).toMatchObject({ url: `${site.origin}/inline`, runId: expect.any(String) });
    const after = await fetchedSoon('/inline');
    expect(after!.fetchedAt!.getTime()).toBeGreaterThan(before.fetchedAt!.getTime());
    expect(after).toMatchObject({ sourceWordCount: before.sourceWordCount, segmentCount: before.segmentCount });
    const [links] = await t.app.ctx.db.select({ n: count() }).from(urlSegments).where(eq(urlSegments.scopeUrlId, before.id));
    expect(links!.n).toBe(before.segmentCount);
    const [snaps] = await t.app.ctx.db.select({ n: count() }).from(pageSnapshots).where(eq(pageSnapshots.scopeUrlId, before.id));
    expect(snaps!.n).toBe(1);
    expect((await ask('/api/scope/flush/start', { url: `${site.origin}/never` })).status).toBe(404);
    expect((await ask('/api/scope/flush/start', { url: `${site.origin}/inline` }, stranger.token)).status).toBe(404);
    await waitForCrawlEnd(t.app, owner.projectId);
  });

  it('scope/project/resync fetches every in-scope URL again, without following links', async () => {
    const before = await t.app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.projectId, owner.projectId));
    const res = await ask('/api/scope/project/resync', {});
    expect(res.body.data.urls).toBe(before.filter((r) => r.isInScope).length);
    expect(await waitForCrawlEnd(t.app, owner.projectId)).toMatchObject({ status: 'parsed', crawlStatus: 'COMPLETED' });
    const [run] = await t.app.ctx.db.select().from(crawlRuns).where(eq(crawlRuns.id, res.body.data.runId));
    expect(run).toMatchObject({ mode: 'refresh', status: 'COMPLETED' });
    const after = await t.app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.projectId, owner.projectId));
    expect(after.map((r) => [r.url, r.crawlStatus]).sort()).toEqual(before.map((r) => [r.url, r.crawlStatus]).sort());
    expect((await ask('/api/scope/project/resync', {}, stranger.token)).status).toBe(404);
  });

  it('project/crawl and every scope change need the scope.edit permission', async () => {
    const { addMember } = await import('./scope-test-helpers.ts');
    const translator = await addMember(t.app, owner.user.organisationId!, 'lokSabhaTranslator');
    for (const [path, body] of [
      ['/api/project/crawl', {}],
      ['/api/scope/toggle', { url: `${site.origin}/hindi`, isInScope: false }],
      ['/api/scope/project/resync', {}],
      ['/api/scope/flush/start', { url: `${site.origin}/hindi` }],
    ] as const) {
      expect([path, (await ask(path, body, translator.token)).status]).toEqual([path, 403]);
    }
    expect((await startCrawlCall(t.app, stranger.token, owner.projectId)).status).toBe(404);
  });
});
