import { and, count, eq, inArray } from 'drizzle-orm';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crawlRuns, notifications, pageSnapshots, projectSettingEntries, segments, urlSegments } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { eventually, type TestApp } from '../../test/test-app.ts';
import { byPath, createCrawlApp, createSiteProject, scopeRows, startCrawlCall, waitForCrawlEnd } from './crawl-test-helpers.ts';
import { HINDI_COUNTS, INLINE_COUNTS, INLINE_COUNTS_WITH_SETTINGS, SITE, startTestSite, type TestSite } from './test-site.ts';

let site: TestSite;
let t: TestApp;
const connectSpy = vi.spyOn(net.Socket.prototype, 'connect');

/** Every address a socket of this process tried to reach while the crawl ran. */
const connectTargets = () =>
  connectSpy.mock.calls.map((args) => {
    const first = args[0] as unknown;
    if (Array.isArray(first)) return String((first[0] as { host?: string })?.host ?? '');
    if (typeof first === 'object' && first) return String((first as { host?: string; path?: string }).host ?? (first as { path?: string }).path ?? '');
    return String(args[1] ?? '');
  });

beforeAll(async () => {
  site = await startTestSite();
  t = await createCrawlApp();
});
afterAll(async () => {
  await t.close();
  await site.close();
  connectSpy.mockRestore();
});

const ITEMS = SITE.categories * SITE.items;
/** home, categories, items, hindi, inline, new, canonical-target, deep 1..5, orphans */
const FETCHED = 1 + SITE.categories + ITEMS + 2 + 1 + 1 + 5 + SITE.orphans;

describe('crawler on a generated site', () => {
  let projectId: string;
  let token: string;
  let userId: string;

  it('crawls the site: pages found, fetched, failed and skipped, statuses and a notification', async () => {
    connectSpy.mockClear();
    const made = await createSiteProject(t.app, site.origin, { extraOrigins: ['http://10.0.0.1', 'http://169.254.169.254'] });
    ({ projectId, token } = made);
    userId = made.user.id;
    const res = await startCrawlCall(t.app, token, projectId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Crawl started', data: { status: 'crawling', crawlStatus: 'ACTIVE' } });

    const project = await waitForCrawlEnd(t.app, projectId);
    expect(project).toMatchObject({ status: 'parsed', crawlStatus: 'COMPLETED', parsedUrls: FETCHED });
    const rows = byPath(await scopeRows(t.app, projectId), site.origin);
    const status = (path: string) => rows.get(path)?.crawlStatus;
    expect([...rows.values()].filter((r) => r.crawlStatus === 'fetched')).toHaveLength(FETCHED);
    for (const path of ['/', '/cat/0', '/cat/19/item/14', '/hindi', '/inline', '/new', '/canonical-target', '/deep/5', '/orphan/1', '/orphan/10'])
      expect([path, status(path)]).toEqual([path, 'fetched']);
    // Normalisation: tracking parameters, fragments and trailing slashes name one page.
    expect([...rows.keys()].filter((p) => p.startsWith('/cat/0?') || p === '/cat/0/')).toEqual([]);
    // Failures, each with its reason.
    expect(rows.get('/missing')).toMatchObject({ crawlStatus: 'failed', httpStatus: 404 });
    expect(rows.get('/loop-a')).toMatchObject({ crawlStatus: 'failed', error: expect.stringMatching(/loop/i) });
    expect(rows.get('/huge')).toMatchObject({ crawlStatus: 'failed', error: 'Page larger than 2 MB' });
    expect(rows.get('/hang')).toMatchObject({ crawlStatus: 'failed', error: expect.stringMatching(/within 1500 ms/) });
    expect(rows.get('/to-metadata')).toMatchObject({ crawlStatus: 'failed', error: expect.stringMatching(/not allowed/) });
    expect(rows.get('http://10.0.0.1/')).toMatchObject({ crawlStatus: 'failed', error: expect.stringMatching(/not allowed/) });
    expect(rows.get('http://169.254.169.254/latest/meta-data')).toMatchObject({ crawlStatus: 'failed', error: expect.stringMatching(/not allowed/) });
    // Redirects and canonical links.
    expect(rows.get('/old')).toMatchObject({ crawlStatus: 'skipped', error: `Redirects to ${site.origin}/new` });
    expect(rows.get('/dup')).toMatchObject({ crawlStatus: 'skipped', error: `Canonical is ${site.origin}/canonical-target`, sourceWordCount: 0 });
    // Never entered: robots.txt Disallow, other sites, non-HTML files, beyond the depth limit.
    for (const path of ['/private/secret', '/private/listed', '/logo.png', '/deep/6', 'https://elsewhere.example.com/']) expect(rows.has(path)).toBe(false);
    expect(site.hits('/private/secret') + site.hits('/private/listed')).toBe(0);
    expect(rows.size).toBe(FETCHED + 7 + 2);

    const [run] = await t.app.ctx.db.select().from(crawlRuns).where(eq(crawlRuns.projectId, projectId));
    expect(run).toMatchObject({ status: 'COMPLETED', pagesFound: FETCHED + 9, pagesFetched: FETCHED, pagesFailed: 7 });
    const note = await eventually(async () => (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId)))[0]);
    expect(note).toMatchObject({ type: 'crawl.finished', title: 'Crawl finished', message: `Crawl finished: ${FETCHED} pages, ${run!.wordCount} words` });
    expect((await post(t.app, '/api/project/details', { projectId }, { token })).body.data.pageLimitReached).toBe(false);
  });

  it('refuses private addresses without a single packet leaving loopback', () => {
    const targets = connectTargets();
    expect(targets.length).toBeGreaterThan(0);
    const outside = targets.filter((host) => !['127.0.0.1', 'localhost', '::1', ''].includes(host) && !host.startsWith('/'));
    expect(outside).toEqual([]);
  });

  it('counts words per page, Indic included, and stores one snapshot per page', async () => {
    const rows = byPath(await scopeRows(t.app, projectId), site.origin);
    expect(rows.get('/inline')).toMatchObject({ ...INLINE_COUNTS, title: 'Inline markup' });
    expect(rows.get('/hindi')).toMatchObject({ ...HINDI_COUNTS, title: 'हिंदी पृष्ठ' });
    // Items share their footer: the project's distinct segments are far fewer than the pages' sum.
    const [distinct] = await t.app.ctx.db.select({ n: count() }).from(segments).where(eq(segments.projectId, projectId));
    const [run] = await t.app.ctx.db.select().from(crawlRuns).where(eq(crawlRuns.projectId, projectId));
    expect(run!.segmentCount).toBe(distinct!.n);
    const ids = [...rows.values()].filter((r) => r.crawlStatus === 'fetched').map((r) => r.id);
    const [snaps] = await t.app.ctx.db.select({ n: count() }).from(pageSnapshots).where(inArray(pageSnapshots.scopeUrlId, ids));
    expect(snaps!.n).toBe(FETCHED);
  });

  it('running it again duplicates nothing', async () => {
    const before = await scopeRows(t.app, projectId);
    const countOf = async (table: typeof segments | typeof urlSegments) =>
      (await t.app.ctx.db.select({ n: count() }).from(table).where(eq(table.projectId, projectId)))[0]!.n;
    const segs = await countOf(segments);
    const links = await countOf(urlSegments);
    expect((await startCrawlCall(t.app, token, projectId)).status).toBe(200);
    await waitForCrawlEnd(t.app, projectId);
    const after = await scopeRows(t.app, projectId);
    const shape = (rows: typeof before) => rows.map((r) => [r.url, r.crawlStatus, r.httpStatus, r.segmentCount, r.sourceWordCount, r.uniqueWordCount]);
    expect(shape(after)).toEqual(shape(before));
    expect(await countOf(segments)).toBe(segs);
    expect(await countOf(urlSegments)).toBe(links);
    const [snaps] = await t.app.ctx.db
      .select({ n: count() })
      .from(pageSnapshots)
      .where(
        inArray(
          pageSnapshots.scopeUrlId,
          after.map((r) => r.id),
        ),
      );
    expect(snaps!.n).toBe(FETCHED);
    const runs = await t.app.ctx.db.select().from(crawlRuns).where(eq(crawlRuns.projectId, projectId));
    expect(runs.map((r) => r.status).sort()).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it('a restart while crawling supersedes the running crawl: one run ends, nothing doubles', async () => {
    const twice = await createSiteProject(t.app, site.origin, { maxDepth: 1 });
    const [first, second] = [await startCrawlCall(t.app, twice.token, twice.projectId), await startCrawlCall(t.app, twice.token, twice.projectId)];
    expect([first.status, second.status]).toEqual([200, 200]);
    await waitForCrawlEnd(t.app, twice.projectId);
    const runs = await t.app.ctx.db.select().from(crawlRuns).where(eq(crawlRuns.projectId, twice.projectId));
    expect(runs.map((r) => r.status).sort()).toEqual(['COMPLETED', 'INACTIVE']);
    expect(runs.find((r) => r.status === 'COMPLETED')!.id).toBe(second.body.data.runId);
    const rows = await scopeRows(t.app, twice.projectId);
    expect(rows.filter((r) => r.crawlStatus === 'fetching' || r.crawlStatus === 'pending')).toEqual([]);
    const fetched = rows.filter((r) => r.crawlStatus === 'fetched');
    const [snaps] = await t.app.ctx.db
      .select({ n: count() })
      .from(pageSnapshots)
      .where(
        inArray(
          pageSnapshots.scopeUrlId,
          fetched.map((r) => r.id),
        ),
      );
    expect(snaps!.n).toBe(fetched.length);
  });

  it('applies the project no-translation nodes and ignore patterns', async () => {
    const other = await createSiteProject(t.app, site.origin, { maxDepth: 1 });
    await t.app.ctx.db.insert(projectSettingEntries).values([
      { projectId: other.projectId, kind: 'noTranslationNode', value: '.promo' },
      { projectId: other.projectId, kind: 'noTranslationNode', value: 'div >>> broken' },
      { projectId: other.projectId, kind: 'ignorePattern', value: 'SKU-\\d+' },
      { projectId: other.projectId, kind: 'ignorePattern', value: '(a+)+$' },
    ]);
    await startCrawlCall(t.app, other.token, other.projectId, `${site.origin}/inline`);
    await waitForCrawlEnd(t.app, other.projectId);
    const rows = byPath(await scopeRows(t.app, other.projectId), site.origin);
    expect(rows.get('/inline')).toMatchObject(INLINE_COUNTS_WITH_SETTINGS);
  });

  it('keeps to the page limit and the depth limit', async () => {
    const limited = await createSiteProject(t.app, site.origin, { pageLimit: 30 });
    await startCrawlCall(t.app, limited.token, limited.projectId);
    expect(await waitForCrawlEnd(t.app, limited.projectId)).toMatchObject({ status: 'parsed' });
    expect(await scopeRows(t.app, limited.projectId)).toHaveLength(30);
    // It says so, and where to raise the limit: a notification and a state on the overview.
    const warning = await eventually(async () =>
      (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, limited.user.id))).find((n) => n.type === 'crawl.limit'),
    );
    expect(warning).toMatchObject({
      title: 'Page limit reached',
      message: expect.stringMatching(/^The crawl stopped at the page limit of 30 pages: .*Raise it with Edit \(Page limit\)/),
    });
    const details = await post(t.app, '/api/project/details', { projectId: limited.projectId }, { token: limited.token });
    expect(details.body.data).toMatchObject({ pageLimit: 30, pageLimitReached: true });

    const shallow = await createSiteProject(t.app, site.origin, { maxDepth: 1 });
    await startCrawlCall(t.app, shallow.token, shallow.projectId);
    await waitForCrawlEnd(t.app, shallow.projectId);
    const rows = byPath(await scopeRows(t.app, shallow.projectId), site.origin);
    expect(rows.has('/cat/0')).toBe(true);
    expect(rows.has('/deep/1')).toBe(true);
    expect(rows.has('/deep/2')).toBe(false);
    expect([...rows.keys()].some((p) => p.includes('/item/'))).toBe(false);
  });

  it('ends in crawlingFailed when the start page fails, and notifies', async () => {
    const broken = await createSiteProject(t.app, site.origin);
    const res = await startCrawlCall(t.app, broken.token, broken.projectId, `${site.origin}/missing`);
    expect(res.status).toBe(200);
    expect(await waitForCrawlEnd(t.app, broken.projectId)).toMatchObject({ status: 'crawlingFailed', crawlStatus: 'FAILED' });
    const [run] = await t.app.ctx.db
      .select()
      .from(crawlRuns)
      .where(and(eq(crawlRuns.projectId, broken.projectId)));
    expect(run).toMatchObject({ status: 'FAILED', error: 'HTTP 404' });
    const note = await eventually(async () => (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, broken.user.id)))[0]);
    expect(note).toMatchObject({ type: 'crawl.failed', title: 'Crawl failed' });
  });

  it("refuses a start URL outside the project, and another organisation's project", async () => {
    const bad = await startCrawlCall(t.app, token, projectId, 'https://elsewhere.example.com/');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Url is outside the project's domains");
    const stranger = await createSiteProject(t.app, site.origin);
    const foreign = await startCrawlCall(t.app, stranger.token, projectId);
    expect(foreign.status).toBe(404);
    const last = await post(t.app, '/api/scope/crawl/last', { projectId }, { token: stranger.token });
    expect(last.status).toBe(404);
  });

  it('scope/crawl/last answers where the crawl got to, or the base URL before any crawl', async () => {
    const last = await post(t.app, '/api/scope/crawl/last', { projectId }, { token });
    expect(last.body.data).toMatchObject({ parsedUrls: FETCHED, status: 'parsed' });
    expect(last.body.data.lastProcessedUrl).toMatch(new RegExp(`^${site.origin}/`));
    const fresh = await createSiteProject(t.app, site.origin);
    const none = await post(t.app, '/api/scope/crawl/last', { projectId: fresh.projectId }, { token: fresh.token });
    expect(none.body.data).toEqual({ lastProcessedUrl: site.origin, parsedUrls: 0, status: 'partialCreated' });
  });
});
