import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scopeUrls, segments, urlSegments } from '../../db/schema/index.ts';
import { useTranslationFixtures } from '../../test/translation-fixtures.ts';
import { createMember } from '../projects/project-test-helpers.ts';
import { addMember } from '../scope/scope-test-helpers.ts';
import { PAGE_ONE, PAGE_TWO, ask, seg } from './translation-test-helpers.ts';

const { t, f, other } = useTranslationFixtures([
  { ...PAGE_ONE[0]!, lang: 'hi', target: 'हमारी दुकान में आपका स्वागत है', type: 'MACHINE' },
  { ...PAGE_ONE[2]!, lang: 'hi', target: 'संपर्क करें', type: 'USER' },
  { ...PAGE_ONE[3]!, lang: 'hi', target: 'सभी ऑर्डर पर मुफ्त डिलीवरी', type: 'PBK' },
  { ...PAGE_TWO[1]!, lang: 'hi', target: 'Our story began in 1990', type: 'NO_TRANSLATION_AVAILABLE' },
  { ...PAGE_ONE[0]!, lang: 'mr', target: 'आमच्या दुकानात स्वागत', type: 'MACHINE', displayType: 't13n' },
]);

const list = (body: object, token = f.admin.token, path = 'translation/dashboard/get') =>
  ask(t.app, token, path, { projectId: f.projectId, targetLang: 'hi', ...body });
const UNIQUE = 7;

describe('/translation/dashboard/get', () => {
  it('lists each unique segment once with its TM row or none, plus totals', async () => {
    const res = await list({ pageSize: 50 });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.total).toBe(UNIQUE);
    expect(res.body.data.totalWords).toBe([...PAGE_ONE, ...PAGE_TWO.slice(1)].reduce((n, s) => n + s.words, 0));
    const welcome = res.body.data.rows.find((r: { sourceHash: string }) => r.sourceHash === PAGE_ONE[0]!.hash);
    expect(welcome).toMatchObject({ sourceText: 'Welcome to our shop', kind: 'text', wordCount: 4 });
    expect(welcome.translation).toMatchObject({
      preProcessedTarget: 'हमारी दुकान में आपका स्वागत है',
      type: 'MACHINE',
      displayType: 'translation',
      updatedBy: null,
    });
    expect(Object.keys(welcome.translation).sort()).toEqual(['displayType', 'preProcessedTarget', 'type', 'updatedAt', 'updatedBy']);
    const terms = res.body.data.rows.find((r: { sourceHash: string }) => r.sourceHash === PAGE_ONE[1]!.hash);
    expect(terms).toMatchObject({ sourceText: 'Read the <1>terms</1> first', translation: null });
  });

  it('with a url: that page in page order', async () => {
    const res = await list({ url: f.urls[1] });
    expect(res.body.data.rows.map((r: { sourceHash: string }) => r.sourceHash)).toEqual(PAGE_TWO.map((s) => s.hash));
    expect(res.body.data.total).toBe(4);
  });

  it('pages, searches source and target, filters by filter and type', async () => {
    const page = await list({ pageNumber: 2, pageSize: 3 });
    expect(page.body.data.rows).toHaveLength(3);
    expect(page.body.data).toMatchObject({ pageNumber: 2, pageSize: 3, total: UNIQUE });
    expect((await list({ search: 'SHOP' })).body.data.total).toBe(1);
    expect((await list({ search: 'संपर्क' })).body.data.rows[0].sourceHash).toBe(PAGE_ONE[2]!.hash);
    expect((await list({ search: '100%' })).body.data.total).toBe(0);
    const byFilter = async (filter: string) => (await list({ filter, pageSize: 50 })).body.data.rows.map((r: { sourceHash: string }) => r.sourceHash).sort();
    expect(await byFilter('machineTranslated')).toEqual([PAGE_ONE[0]!.hash]);
    expect(await byFilter('selfTranslated')).toEqual([PAGE_ONE[2]!.hash]);
    expect(await byFilter('prabandhakTranslated')).toEqual([PAGE_ONE[3]!.hash]);
    expect(await byFilter('newContent')).toEqual([PAGE_ONE[1]!.hash, PAGE_TWO[2]!.hash, PAGE_TWO[3]!.hash].sort());
    expect((await list({ translationType: 'Professional' })).body.data.total).toBe(1);
    expect((await list({ translationType: 'none' })).body.data.total).toBe(3);
    expect((await list({ filter: 'machineTranslated', translationType: 'User' })).body.data.total).toBe(0);
    expect((await list({ filter: 'selfTranslated' }, f.admin.token, 'translation/filter')).body.data.total).toBe(1);
  });

  it('refuses bad input in the envelope, other organisations and languages outside the project', async () => {
    const bad = await list({ pageSize: 0, filter: 'everything' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, type: 'VALIDATION_ERROR' });
    const foreign = await list({ projectId: other.projectId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.success).toBe(false);
    const lang = await list({ targetLang: 'ta' });
    expect(lang.status).toBe(400);
    expect(lang.body.message).toBe("This language is not one of the project's languages");
    expect((await list({ url: 'https://elsewhere.example.org/' })).status).toBe(404);
  });

  it('a collaborator sees only the segments of its assigned domains', async () => {
    const collaborator = await addMember(t.app, f.admin.organisationId, 'collaborator', f.projectId, [f.host]);
    expect((await list({}, collaborator.token)).body.data.total).toBe(UNIQUE);
    const unassigned = await addMember(t.app, f.admin.organisationId, 'collaborator');
    expect((await list({}, unassigned.token)).status).toBe(404);
  });
});

describe('/translation/seo/get and /meta/paginated/get', () => {
  it('only segments that are not page text', async () => {
    const title = { ...seg('Shop | Home'), kind: 'title' };
    const meta = { ...seg('The best shop in town'), kind: 'meta' };
    const alt = { ...seg('A red bicycle'), kind: 'attribute' };
    await t.app.ctx.db
      .insert(segments)
      .values([title, meta, alt].map((s) => ({ projectId: f.projectId, sourceHash: s.hash, text: s.text, kind: s.kind, wordCount: s.words })));
    const [home] = await t.app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.url, f.urls[0]));
    await t.app.ctx.db
      .insert(urlSegments)
      .values([title, meta, alt].map((s, i) => ({ scopeUrlId: home!.id, projectId: f.projectId, sourceHash: s.hash, position: 10 + i })));
    const seo = await list({}, f.admin.token, 'translation/seo/get');
    expect(seo.body.data.rows.map((r: { kind: string }) => r.kind).sort()).toEqual(['attribute', 'meta', 'title']);
    const metaRows = await list({}, f.admin.token, 'meta/paginated/get');
    expect(metaRows.body.data.rows.map((r: { kind: string }) => r.kind).sort()).toEqual(['meta', 'title']);
    expect((await list({ projectId: other.projectId }, f.admin.token, 'meta/paginated/get')).status).toBe(404);
    const stranger = await createMember(t.app);
    expect((await list({}, stranger.token, 'translation/seo/get')).status).toBe(404);
  });
});

describe('every list path', () => {
  it('answers validation errors in the envelope and 404 for another organisation', async () => {
    for (const path of ['translation/dashboard/get', 'translation/filter', 'translation/seo/get', 'meta/paginated/get']) {
      const bad = await list({ targetLang: '', translationType: 'Robot' }, f.admin.token, path);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ success: false, type: 'VALIDATION_ERROR', data: { issues: expect.any(Array) } });
      const foreign = await list({}, other.admin.token, path);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ success: false, message: 'Project not found' });
    }
  });
});
