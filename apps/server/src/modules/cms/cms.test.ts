import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsConnections, cmsEntries, cmsSyncs, manualRequests, projectEngines } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import { startFakeLibre, type FakeLibre } from '../machine-translation/mt-test-helpers.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { fakeTarget, realTarget, type StrapiTarget } from './cms-test-helpers.ts';
import { registerCmsSyncWorker, runCmsSync } from './cms-sync.service.ts';

const REAL = process.env.TEST_STRAPI_URL;
if (!REAL) console.info('cms.test: runs against the fake Strapi only (set TEST_STRAPI_URL to add the real one: scripts/strapi-test.sh)');
const targets: [string, () => Promise<StrapiTarget>][] = [['fake', fakeTarget]];
if (REAL) targets.push(['real', async () => realTarget(REAL, process.env.TEST_STRAPI_TOKEN ?? '')]);

const BODY = [
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Read the ' },
      { type: 'text', text: 'fine', bold: true },
      { type: 'text', text: ' print.' },
    ],
  },
];

describe.each(targets)('CMS sync → translate → apply against %s Strapi', (_name, makeTarget) => {
  let t: TestApp;
  let libre: FakeLibre;
  let strapi: StrapiTarget;
  let admin: Member;
  let projectId: string;
  let articleId: string;
  beforeAll(async () => {
    // The fake engine answers in "Hindi" and keeps the mask tokens it is given, as real engines should.
    libre = await startFakeLibre((c) => ({ texts: c.q.map((q) => `हि ${q}`) }));
    t = await createTestApp({ LIBRETRANSLATE_URL: libre.url, FETCH_ALLOWLIST: '127.0.0.1' }, { startWorkers: false });
    await registerCmsSyncWorker(t.app.ctx);
    strapi = await makeTarget();
    admin = await createMember(t.app, 'organisationAdmin');
    const res = await post(t.app, '/api/project/apiTranslation/create', { name: `CMS ${Date.now()}`, languages: ['hi', 'ta'] }, { token: admin.token });
    projectId = res.body.data.projectId;
    // Hindi through the (fake) LibreTranslate, so what was translated is plain to see.
    await t.app.ctx.db.insert(projectEngines).values({ projectId, targetLang: 'hi', engine: 'libretranslate' });
    articleId = await strapi.createArticle({ title: `Hello world ${Date.now()}`, summary: 'Short.', body: BODY, slug: `hello-${Date.now()}` });
    await strapi.setHomepage({ headline: 'Welcome', intro: 'First paragraph.\n\n```\ncode\n```' });
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
    await strapi.close();
  });
  const call = (path: string, body: object = {}) => post(t.app, `/api/apiTranslation/${path}`, { projectId, ...body }, { token: admin.token });
  const waitForSync = () =>
    eventually(async () => {
      const list = await call('getApiList');
      return /completed|failed/.test(list.body.data.lastSync?.status ?? '') ? list.body.data : null;
    }, 30_000);

  it('verifies with Strapi’s own error, refuses private addresses, and saves the token sealed', async () => {
    const wrong = await call('api/verify', { baseUrl: strapi.url, token: 'wrong-token' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('INVALID API: Api verication failed: 401 UnauthorizedError: Missing or invalid credentials');
    const privateNet = await call('api/verify', { baseUrl: 'http://10.20.30.40:1337', token: 'x' });
    expect(privateNet.status).toBe(400);
    expect(privateNet.body.message).toMatch(/Address not allowed/);

    const good = await call('api/verify', { baseUrl: strapi.url, token: strapi.token });
    expect(good.status).toBe(200);
    expect(good.body.message).toBe('Api verification successfull');
    expect(good.body.data.locales.map((l: { code: string }) => l.code)).toEqual(expect.arrayContaining(['en', 'hi']));

    const saved = await call('details/update', { baseUrl: strapi.url, token: strapi.token, environment: 'staging', domain: 'cms.example.in' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ connected: true, hasToken: true, environment: 'staging', autoSync: false });
    expect(JSON.stringify(saved.body)).not.toContain(strapi.token);
    const [row] = await t.app.ctx.db.select().from(cmsConnections).where(eq(cmsConnections.projectId, projectId));
    expect(row!.tokenEnc).not.toContain(strapi.token.slice(0, 12));
    // Saving again without a token keeps the stored one.
    expect((await call('details/update', { baseUrl: strapi.url, environment: 'prod' })).status).toBe(200);
  });

  it('lists content types with kinds and keeps only localized text fields of the choice', async () => {
    const list = await call('contentTypes/list');
    const uids = list.body.data.contentTypes.map((c: { uid: string }) => c.uid);
    expect(uids).toEqual(expect.arrayContaining(['api::article.article', 'api::homepage.homepage']));
    expect(uids.some((u: string) => u.startsWith('plugin::'))).toBe(false);
    const chosen = await call('content-types/details/update', {
      contentTypes: [
        { uid: 'api::article.article', fields: ['title', 'body', 'slug'] },
        { uid: 'api::homepage.homepage', fields: ['headline', 'intro'] },
      ],
    });
    expect(chosen.status).toBe(200);
    const article = chosen.body.data.contentTypes.find((c: { uid: string }) => c.uid === 'api::article.article');
    expect(article).toMatchObject({ kind: 'collectionType', selected: true, selectedFields: ['title', 'body'] });
  });

  it('syncs: pulls entries, translates them and writes the hi versions only (ta is not a CMS locale), slug untouched', async () => {
    const sync = await call('sync');
    expect(sync.status).toBe(200);
    expect(sync.body.message).toBe('Sync started');
    const data = await waitForSync();
    expect(data.lastSync).toMatchObject({ status: 'completed', failed: 0, error: null });
    expect(data.contentTypes.map((c: { status: string }) => c.status)).toEqual(['applied_nmt', 'applied_nmt']);
    // Read from the table: the list shows the first 200 entries, and a real Strapi may hold more than this test's.
    const [entry] = await t.app.ctx.db
      .select()
      .from(cmsEntries)
      .where(and(eq(cmsEntries.projectId, projectId), eq(cmsEntries.documentId, articleId)));
    expect(entry).toMatchObject({ status: 'applied', appliedLangs: ['hi'] });

    const hi = (await strapi.read('api::article.article', articleId, 'hi'))!;
    const en = (await strapi.read('api::article.article', articleId, 'en'))!;
    expect(hi.title).toBe(`हि ${en.title}`);
    expect(hi.slug).toBe(en.slug);
    expect((hi.body as typeof BODY)[0]!.children).toEqual([
      { type: 'text', text: 'हि Read the ' },
      { type: 'text', text: 'fine', bold: true },
      { type: 'text', text: ' print.' },
    ]);
    const home = (await strapi.read('api::homepage.homepage', null, 'hi'))!;
    expect(home).toMatchObject({ headline: 'हि Welcome', intro: 'हि First paragraph.\n\n```\ncode\n```' });
    const written = strapi.writtenLocales();
    if (written) expect(written).toEqual(['hi']);
    else expect(await strapi.read('api::article.article', articleId, 'ta')).toBeUndefined();
  });

  it('a second sync is answered from memory (no engine call) and ends in the same state', async () => {
    const before = libre.calls.length;
    expect((await call('sync')).status).toBe(200);
    const data = await waitForSync();
    expect(data.lastSync.status).toBe('completed');
    expect(libre.calls.length).toBe(before);
  });

  it('a sync left running by a dead worker is finished when its job runs again, and a finished one is not redone', async () => {
    const [row] = await t.app.ctx.db
      .insert(cmsSyncs)
      .values({ projectId, mode: 'full', uids: ['api::article.article', 'api::homepage.homepage'], status: 'running', phase: 'apply', done: 1, total: 2 })
      .returning();
    await runCmsSync(t.app.ctx, row!.id);
    const [after] = await t.app.ctx.db.select().from(cmsSyncs).where(eq(cmsSyncs.id, row!.id));
    expect(after).toMatchObject({ status: 'completed', phase: 'done', failed: 0 });
    expect(after!.done).toBe(after!.total);
    await runCmsSync(t.app.ctx, row!.id);
    const [again] = await t.app.ctx.db.select().from(cmsSyncs).where(eq(cmsSyncs.id, row!.id));
    expect(again!.finishedAt).toEqual(after!.finishedAt);
  });

  it('webhook: refuses a missing or wrong secret, an old event and a replay; a good one resyncs the entry', async () => {
    const on = await call('auto/cms/update', { autoSync: true });
    expect(on.body.data.secret).toMatch(/^whsec_/);
    const secret = on.body.data.secret as string;
    await strapi.updateArticle(articleId, { title: 'Changed title' });
    const hook = (body: object, headers: Record<string, string>) => post(t.app, `/api/apiTranslation/json/webhook?projectId=${projectId}`, body, { headers });
    const event = {
      event: 'entry.update',
      createdAt: new Date().toISOString(),
      model: 'article',
      uid: 'api::article.article',
      entry: { documentId: articleId, title: 'forged' },
    };

    expect((await hook(event, {})).status).toBe(401);
    expect((await hook(event, { 'x-lipi-webhook-secret': `${secret}x` })).status).toBe(401);
    expect((await hook({ ...event, createdAt: new Date(Date.now() - 10 * 60_000).toISOString() }, { 'x-lipi-webhook-secret': secret })).status).toBe(401);
    const good = await hook(event, { 'x-lipi-webhook-secret': secret });
    expect(good.status).toBe(200);
    expect(good.body.data.accepted).toBe(true);
    const replay = await hook(event, { 'x-lipi-webhook-secret': secret });
    expect(replay.status).toBe(409);

    await waitForSync();
    // The body was only a hint: the title came from the CMS, not the forged body.
    expect((await strapi.read('api::article.article', articleId, 'hi'))!.title).toBe('हि Changed title');

    const off = await call('auto/cms/update', { autoSync: false });
    expect(off.body.data.secret).toBeUndefined();
    expect((await hook({ ...event, createdAt: new Date().toISOString() }, { 'x-lipi-webhook-secret': secret })).status).toBe(401);
  });

  it('the API project’s calls take CMS content types: machine translation, professional translation, languages the CMS lacks', async () => {
    const added = await call('newLang/add', { languages: ['mr'] });
    expect(added.status).toBe(200);
    expect(added.body.data.missingInCms).toEqual(['ta', 'mr']);
    expect(added.body.message).toMatch(/The CMS has no locale for ta, mr yet/);

    const unknown = await call('nmt', { contentTypes: ['api::nope.nope'], targetLang: 'mr' });
    expect(unknown.status).toBe(404);
    const run = await call('nmt', { contentTypes: ['api::article.article'], targetLang: 'mr' });
    expect(run.status).toBe(200);
    expect(run.body.data).toMatchObject({ targetLang: 'mr', kind: 'nmt' });
    expect(run.body.data.total).toBeGreaterThan(0);

    const sent = await call('sendToManualTranslation', { contentTypes: ['api::homepage.homepage'], targetLangs: ['hi'], pipeline: 'translation' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ apiIds: [], contentTypes: ['api::homepage.homepage'] });
    const statuses = async () =>
      Object.fromEntries(((await call('getApiList')).body.data.contentTypes as { uid: string; status: string }[]).map((c) => [c.uid, c.status]));
    expect(await statuses()).toEqual({ 'api::article.article': 'applied_nmt', 'api::homepage.homepage': 'sent_to_pbk' });

    await t.app.ctx.db.update(manualRequests).set({ status: 'completedManualTranslation' }).where(eq(manualRequests.id, sent.body.data.requestId));
    const manual = await call('json/maual/status/get');
    expect(manual.body.data.requests[0]).toMatchObject({ requestId: sent.body.data.requestId, contentTypes: ['api::homepage.homepage'] });
    expect((await statuses())['api::homepage.homepage']).toBe('pbk_translated');
  });
});
