import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, post } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCrawlApp, createSiteProject, startCrawlCall, waitForCrawlEnd } from '../crawl/crawl-test-helpers.ts';
import { HINDI_PAGE, startTestSite, type TestSite } from '../crawl/test-site.ts';
import { addMember } from './scope-test-helpers.ts';

let site: TestSite;
let t: TestApp;
let owner: Awaited<ReturnType<typeof createSiteProject>>;
let stranger: Awaited<ReturnType<typeof createSiteProject>>;
/** 2 categories: 52 pages fetched, 5 failed, 2 skipped. */
const TOTAL = 59;
const ROW_KEYS = [
  'crawlStatus',
  'error',
  'fetchedAt',
  'hostname',
  'httpStatus',
  'id',
  'isInScope',
  'isTracked',
  'segmentCount',
  'sourceWordCount',
  'title',
  'uniqueWordCount',
  'url',
];

beforeAll(async () => {
  site = await startTestSite(2);
  t = await createCrawlApp();
  owner = await createSiteProject(t.app, site.origin);
  stranger = await createSiteProject(t.app, site.origin);
  await startCrawlCall(t.app, owner.token, owner.projectId);
  await waitForCrawlEnd(t.app, owner.projectId);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const get = (url: string, token = owner.token) => call(t.app, 'GET', url, { token });
const ask = (url: string, body: object, token = owner.token) => post(t.app, url, { projectId: owner.projectId, ...body }, { token });

describe('scope lists', () => {
  it('GET /scope/{projectId}/{pageNumber}/{pageSize}: a page of rows, searchable', async () => {
    const first = await get(`/api/scope/${owner.projectId}/1/10`);
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(TOTAL);
    expect(first.body.data.urls).toHaveLength(10);
    expect(Object.keys(first.body.data.urls[0]).sort()).toEqual(ROW_KEYS);
    const last = await get(`/api/scope/${owner.projectId}/6/10`);
    expect(last.body.data.urls).toHaveLength(TOTAL - 50);
    const search = await get(`/api/scope/${owner.projectId}/1/50?searchText=${encodeURIComponent('/item/1')}`);
    expect(search.body.data.urls.map((u: { url: string }) => u.url.replace(site.origin, '')).sort()).toEqual([
      '/cat/0/item/1',
      '/cat/0/item/10',
      '/cat/0/item/11',
      '/cat/0/item/12',
      '/cat/0/item/13',
      '/cat/0/item/14',
      '/cat/1/item/1',
      '/cat/1/item/10',
      '/cat/1/item/11',
      '/cat/1/item/12',
      '/cat/1/item/13',
      '/cat/1/item/14',
    ]);
    // Wildcards of LIKE are searched as text.
    expect((await get(`/api/scope/${owner.projectId}/1/10?searchText=%25`)).body.data.total).toBe(0);
    const hindi = (await get(`/api/scope/${owner.projectId}/1/10?searchText=hindi`)).body.data.urls[0];
    expect(hindi).toMatchObject({
      crawlStatus: 'fetched',
      httpStatus: 200,
      isInScope: true,
      isTracked: false,
      hostname: '127.0.0.1',
      sourceWordCount: 11,
      uniqueWordCount: 11,
      segmentCount: 4,
    });
  });

  it('refuses bad paging, other organisations and callers without a session', async () => {
    expect((await get(`/api/scope/${owner.projectId}/0/10`)).status).toBe(400);
    expect((await get(`/api/scope/${owner.projectId}/1/5000`)).status).toBe(400);
    const foreign = await get(`/api/scope/${owner.projectId}/1/10`, stranger.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Project not found');
    expect((await call(t.app, 'GET', `/api/scope/${owner.projectId}/1/10`)).status).toBe(401);
    expect((await get(`/api/scope/not-an-id/1/10`)).status).toBe(404);
  });

  it('GET /scope/allUrl/{projectId}?pagePart: the URLs alone, part 0 first', async () => {
    const part0 = await get(`/api/scope/allUrl/${owner.projectId}?pagePart=0`);
    expect(part0.body.data.urls).toHaveLength(TOTAL);
    expect(new Set(part0.body.data.urls).size).toBe(TOTAL);
    expect(part0.body.data).toMatchObject({ pagePart: 0, total: TOTAL });
    expect((await get(`/api/scope/allUrl/${owner.projectId}`)).body.data.urls).toEqual(part0.body.data.urls);
    expect((await get(`/api/scope/allUrl/${owner.projectId}?pagePart=1`)).body.data.urls).toEqual([]);
    expect((await get(`/api/scope/allUrl/${owner.projectId}`, stranger.token)).status).toBe(404);
  });

  it('GET /scope/urls/{projectId}: paging, search and hostname filter', async () => {
    const res = await get(`/api/scope/urls/${owner.projectId}?pageNumber=1&pageSize=5&search=deep&selectedHostname=127.0.0.1`);
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.urls).toHaveLength(5);
    expect((await get(`/api/scope/urls/${owner.projectId}?selectedHostname=other.example.org`)).body.data.total).toBe(0);
    expect((await get(`/api/scope/urls/${owner.projectId}`, stranger.token)).status).toBe(404);
  });

  it('per-domain views: domainWiseUrls, Uniquedomains, fetchByDomain, domain/fetchAllDomains', async () => {
    expect((await ask('/api/scope/domainWiseUrls', {})).body.data).toEqual({ domains: [{ hostname: '127.0.0.1', count: TOTAL, inScope: TOTAL }] });
    expect((await ask('/api/scope/Uniquedomains', {})).body.data).toEqual({ hostnames: ['127.0.0.1'] });
    const byDomain = await ask('/api/scope/fetchByDomain', { hostname: '127.0.0.1', pageNumber: 2, pageSize: 50 });
    expect(byDomain.body.data).toMatchObject({ total: TOTAL });
    expect(byDomain.body.data.urls).toHaveLength(TOTAL - 50);
    expect((await ask('/api/scope/fetchByDomain', { hostname: 'nowhere.example.org', pageNumber: 1, pageSize: 10 })).body.data).toEqual({ urls: [], total: 0 });
    expect((await ask('/api/domain/fetchAllDomains', {})).body.data).toEqual({
      domains: [{ hostname: '127.0.0.1', origin: site.origin, isActive: true, urlCount: TOTAL }],
    });
    for (const path of ['/api/scope/domainWiseUrls', '/api/scope/Uniquedomains', '/api/domain/fetchAllDomains']) {
      expect([path, (await ask(path, {}, stranger.token)).status]).toEqual([path, 404]);
    }
  });

  it('scope/fetchByurl: one row by its address, normalised as the crawler stores it', async () => {
    const res = await ask('/api/scope/fetchByurl', { url: `${site.origin}/hindi/?utm_source=mail#x` });
    expect(res.body.data).toMatchObject({ url: `${site.origin}/hindi`, crawlStatus: 'fetched' });
    const missing = await ask('/api/scope/fetchByurl', { url: `${site.origin}/never` });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Url not found in scope');
    expect((await ask('/api/scope/fetchByurl', { url: `${site.origin}/hindi` }, stranger.token)).status).toBe(404);
  });

  it('a collaborator sees only the URLs of the domains assigned to it', async () => {
    const organisationId = owner.user.organisationId!;
    const assigned = await addMember(t.app, organisationId, 'collaborator', owner.projectId, ['127.0.0.1']);
    const elsewhere = await addMember(t.app, organisationId, 'collaborator', owner.projectId, ['other.example.org']);
    expect((await get(`/api/scope/${owner.projectId}/1/10`, assigned.token)).body.data.total).toBe(TOTAL);
    expect((await get(`/api/scope/${owner.projectId}/1/10`, elsewhere.token)).body.data.total).toBe(0);
    const unassigned = await addMember(t.app, organisationId, 'collaborator');
    expect((await get(`/api/scope/${owner.projectId}/1/10`, unassigned.token)).status).toBe(404);
    // Reading is not changing: a collaborator may not edit the scope.
    expect((await ask('/api/scope/add', { urls: [`${site.origin}/deep/9`] }, assigned.token)).status).toBe(403);
  });
});

describe('tracking and saved copies', () => {
  it('enableUrlTrack, getTrackingUrls, the snapshots of a page and their HTML as JSON', async () => {
    expect((await ask('/api/scope/getTrackingUrls', {})).body.data).toEqual({ urls: [] });
    const enabled = await ask('/api/scope/enableUrlTrack', { url: `${site.origin}/hindi` });
    expect(enabled.body).toMatchObject({ success: true, data: { isTracked: true, url: `${site.origin}/hindi` } });
    expect((await ask('/api/scope/getTrackingUrls', {})).body.data.urls.map((u: { url: string }) => u.url)).toEqual([`${site.origin}/hindi`]);

    const files = await ask('/api/scope/getTrackingFilesListByUrl', { url: `${site.origin}/hindi` });
    expect(files.body.data.files).toHaveLength(1);
    const file = files.body.data.files[0];
    expect(Object.keys(file).sort()).toEqual(['byteLength', 'fetchedAt', 'id']);
    expect(file.byteLength).toBe(Buffer.byteLength(HINDI_PAGE));

    const src = await ask('/api/scope/getTrackingFilesrc', { snapshotId: file.id });
    expect(src.headers['content-type']).toMatch(/^application\/json/);
    expect(src.body.data).toMatchObject({ id: file.id, url: `${site.origin}/hindi`, html: HINDI_PAGE });
    const latest = await ask('/api/scope/getFilehtmls', { url: `${site.origin}/hindi` });
    expect(latest.body.data.html).toBe(HINDI_PAGE);
    expect(latest.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses unknown pages, unknown snapshots and other organisations', async () => {
    const never = await ask('/api/scope/enableUrlTrack', { url: `${site.origin}/never` });
    expect([never.status, never.body.message]).toEqual([404, 'Track Url toggle failed']);
    const failed = await ask('/api/scope/getFilehtmls', { url: `${site.origin}/missing` });
    expect([failed.status, failed.body.message]).toEqual([404, 'No saved copy of this page yet']);
    expect((await ask('/api/scope/getTrackingFilesListByUrl', { url: `${site.origin}/never` })).status).toBe(404);
    expect((await ask('/api/scope/getTrackingFilesrc', { snapshotId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await ask('/api/scope/getTrackingFilesrc', { snapshotId: 'nope' })).status).toBe(404);
    const files = await ask('/api/scope/getTrackingFilesListByUrl', { url: `${site.origin}/hindi` });
    const snapshotId = files.body.data.files[0].id;
    // Another organisation's id with its own project: the snapshot is not found, not leaked.
    const theirs = await post(t.app, '/api/scope/getTrackingFilesrc', { projectId: stranger.projectId, snapshotId }, { token: stranger.token });
    expect(theirs.status).toBe(404);
    for (const [path, body] of [
      ['/api/scope/getTrackingUrls', {}],
      ['/api/scope/getTrackingFilesListByUrl', { url: `${site.origin}/hindi` }],
      ['/api/scope/getTrackingFilesrc', { snapshotId }],
      ['/api/scope/getFilehtmls', { url: `${site.origin}/hindi` }],
      ['/api/scope/enableUrlTrack', { url: `${site.origin}/hindi` }],
    ] as const) {
      expect([path, (await ask(path, body, stranger.token)).status]).toEqual([path, 404]);
    }
  });
});
