import { URL_TRANSLATION_MESSAGES as M, parseTranslatedPath } from '@lipi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, post, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';
import { hindiWrites, startRenderSite, type RenderSite } from '../render/render-test-site.ts';

let site: RenderSite;
let t: TestApp;
let owner: { token: string; projectId: string };
let base: string;
const HI_ABOUT = '/हमारे-बारे-में';
const get = (url: string) => t.app.inject({ method: 'GET', url });
const add = (lang: string, translations: { url: string; translatedPath: string }[]) =>
  post(t.app, '/api/scope/addUrlTranslations', { projectId: owner.projectId, lang, translations }, { token: owner.token });
const update = (lang: string, url: string, translatedPath: string) =>
  post(t.app, '/api/scope/updateTranslatedUrl', { projectId: owner.projectId, lang, url, translatedPath }, { token: owner.token });
const remove = (lang: string, url: string) => post(t.app, '/api/scope/removeTranslatedUrl', { projectId: owner.projectId, lang, url }, { token: owner.token });
const listed = async () =>
  (await post(t.app, '/api/scope/urlTranslations/list', { projectId: owner.projectId }, { token: owner.token })).body.data.translations.map(
    (r: { lang: string; sourcePath: string }) => `${r.lang} ${r.sourcePath}`,
  );

beforeAll(async () => {
  site = await startRenderSite();
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false });
  const user = await createUser(t.app);
  const { token } = await signIn(t.app, user.email, user.password);
  const { id } = await createWebsiteProject(t.app.ctx.db, {
    organisationId: user.organisationId!,
    createdBy: user.id,
    url: site.origin,
    languages: ['hi', 'ta'],
    now: new Date(),
  });
  owner = { token, projectId: id };
  await writeTranslations(t.app.ctx.db, user.organisationId!, hindiWrites(), { keepHuman: false });
  const added = await post(t.app, '/api/scope/add', { projectId: id, urls: [`${site.origin}/`, `${site.origin}/about`, `${site.origin}/evil`] }, { token });
  expect(added.status).toBe(200);
  base = `${t.app.ctx.config.RENDER_BASE_URL}/${id}`;
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('translated path rules (contract)', () => {
  it('normalises raw and percent-encoded Indic paths alike and refuses unsafe ones with a reason', () => {
    expect(parseTranslatedPath('हमारे-बारे-में')).toEqual({ ok: true, path: HI_ABOUT });
    expect(parseTranslatedPath(encodeURI(HI_ABOUT))).toEqual({ ok: true, path: HI_ABOUT });
    expect(parseTranslatedPath('/shop/khata-kholen/')).toEqual({ ok: true, path: '/shop/khata-kholen/' });
    expect(parseTranslatedPath('/')).toEqual({ ok: false, message: M.home });
    expect(parseTranslatedPath('https://evil.example/x')).toEqual({ ok: false, message: M.notAPath });
    expect(parseTranslatedPath('//evil.example/x')).toEqual({ ok: false, message: M.notAPath });
    expect(parseTranslatedPath('/a/../admin')).toEqual({ ok: false, message: M.dotPart });
    expect(parseTranslatedPath('/a//b')).toEqual({ ok: false, message: M.emptyPart });
    expect(parseTranslatedPath('/a b')).toEqual({ ok: false, message: M.characters });
    expect(parseTranslatedPath('/<script>')).toEqual({ ok: false, message: M.characters });
    expect(parseTranslatedPath('/x?y=1')).toEqual({ ok: false, message: M.queryOrFragment });
    expect(parseTranslatedPath('/%E0%A4')).toEqual({ ok: false, message: M.badEncoding });
  });
});

describe('scope/addUrlTranslations and scope/updateTranslatedUrl, served by the proxy', () => {
  it('adds per language, refuses collisions, and the proxy serves and links the translated path', async () => {
    const res = await add('hi', [
      { url: `${site.origin}/about`, translatedPath: 'हमारे-बारे-में' },
      // The home page's path /about would hide the about page; the same translated path twice is refused.
      { url: `${site.origin}/`, translatedPath: '/about' },
      { url: `${site.origin}/evil`, translatedPath: encodeURI(HI_ABOUT) },
      { url: `${site.origin}/nowhere`, translatedPath: '/kahin-nahin' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.added(1));
    expect(res.body.data.added).toMatchObject([{ lang: 'hi', sourcePath: '/about', translatedPath: HI_ABOUT, previousPaths: [] }]);
    expect(res.body.data.rejected.map((r: { reason: string }) => r.reason)).toEqual([M.takenBySource, M.takenByTranslation, M.notInScope]);
    // Another language may use the same words; adding again asks for an update instead.
    expect((await add('ta', [{ url: `${site.origin}/about`, translatedPath: HI_ABOUT }])).body.data.added).toHaveLength(1);
    expect((await add('hi', [{ url: `${site.origin}/about`, translatedPath: '/x' }])).body.data.rejected[0].reason).toBe(M.alreadyTranslated);
    expect((await add('bn', [{ url: `${site.origin}/about`, translatedPath: '/x' }])).body.data.rejected[0].reason).toBe(M.languageNotInProject);

    const encoded = encodeURI(HI_ABOUT);
    const home = await get(`/render/${owner.projectId}/hi/`);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<li><a href="${base}/hi${encoded}">हमारे बारे में</a></li>`);
    const about = await get(`/render/${owner.projectId}/hi${encoded}`);
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('हम 1990 से आम उगाते हैं।');
    expect(about.body).toContain(`<link rel="canonical" href="${base}/hi${encoded}">`);
    expect(about.body).toContain(`<link rel="alternate" hreflang="ta" href="${base}/ta${encoded}">`);
    expect(about.body).toContain(`<link rel="alternate" hreflang="en" href="${site.origin}/about">`);
    // The source path in a language that has a translated one moves there for good.
    const old = await get(`/render/${owner.projectId}/hi/about`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${base}/hi${encoded}`);
    const preview = await post(
      t.app,
      '/api/scope/getPreviewUrl',
      { projectId: owner.projectId, url: `${site.origin}/about`, lang: 'hi' },
      { token: owner.token },
    );
    expect(preview.body.data.pathUrl).toBe(`${base}/hi${encoded}`);
  });

  it('a changed path redirects its old form permanently; collisions and unknown pages are refused', async () => {
    await add('hi', [{ url: `${site.origin}/evil`, translatedPath: '/bura' }]);
    expect((await update('hi', `${site.origin}/evil`, HI_ABOUT)).body.message).toBe(M.takenByTranslation);
    expect((await update('hi', `${site.origin}/evil`, '/evil')).body.message).toBe(M.sameAsSource);
    expect((await update('ta', `${site.origin}/evil`, '/x')).status).toBe(404);
    const changed = await update('hi', `${site.origin}/evil`, '/bahut-bura');
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(M.updated);
    expect(changed.body.data.translation).toMatchObject({ translatedPath: '/bahut-bura', previousPaths: ['/bura'] });
    const moved = await get(`/render/${owner.projectId}/hi/bura?x=1`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${base}/hi/bahut-bura?x=1`);
    expect((await get(`/render/${owner.projectId}/hi/bahut-bura`)).statusCode).toBe(200);

    expect(await listed()).toEqual(['hi /about', 'ta /about', 'hi /evil']);
  });

  it('a removed path sends the page back to its original path, and every path it had redirects there', async () => {
    expect((await remove('ta', `${site.origin}/evil`)).status).toBe(404);
    const removed = await remove('hi', `${site.origin}/evil`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, message: M.removed, data: { sourcePath: '/evil', redirects: ['/bahut-bura', '/bura'] } });
    expect(await listed()).toEqual(['hi /about', 'ta /about']);
    expect((await get(`/render/${owner.projectId}/hi/evil`)).statusCode).toBe(200);
    for (const old of ['/bahut-bura', '/bura']) {
      const moved = await get(`/render/${owner.projectId}/hi${old}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`${base}/hi/evil`);
    }
    // Removed once is gone: removing or changing it again says there is no translated path; adding one works.
    expect((await remove('hi', `${site.origin}/evil`)).body.message).toBe(M.notTranslated);
    expect((await update('hi', `${site.origin}/evil`, '/phir-se')).body.message).toBe(M.notTranslated);
    const again = await add('hi', [{ url: `${site.origin}/evil`, translatedPath: '/phir-se' }]);
    expect(again.body.data.added).toMatchObject([{ translatedPath: '/phir-se', previousPaths: ['/bahut-bura', '/bura'] }]);
    expect((await get(`/render/${owner.projectId}/hi/bura`)).headers.location).toBe(`${base}/hi/phir-se`);
  });
});
