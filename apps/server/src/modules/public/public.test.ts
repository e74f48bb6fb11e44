import { fnv1a64 } from '@lipi/engine/extract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSettingEntries, translationMemory } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addTranslation, createSite, translationsUrl, visit } from './public-test-helpers.ts';
import { clearPublicCaches } from './public-cache.ts';
import { snippetUi } from './public-translations.service.ts';
import { SNIPPET_STRINGS, SNIPPET_STRINGS_EN } from '@lipi/contract/snippet-strings';
import { gunzipSync } from 'node:zlib';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
});
afterAll(async () => t?.close());

describe('GET /api/public/translations', () => {
  it('answers the page translations and delivery settings with CORS and an ETag, and 304 for that ETag', async () => {
    const site = await createSite(t.app, ['Handwoven sarees', 'Add to <1>cart</1>', 'Made in Varanasi']);
    await addTranslation(t.app, site, 'Handwoven sarees', 'hi', 'हाथ से बुनी साड़ियाँ');
    await addTranslation(t.app, site, 'Add to <1>cart</1>', 'hi', '<1>कार्ट</1> में डालें');
    await addTranslation(t.app, site, 'Made in Varanasi', 'hi', 'Made in Varanasi', 'NO_TRANSLATION_AVAILABLE');
    await addTranslation(t.app, site, 'Handwoven sarees', 'mr', 'हातमागावर विणलेल्या साड्या');
    await t.app.ctx.db.insert(projectSettingEntries).values([
      { projectId: site.projectId, kind: 'customFontSize', value: '18px', language: 'hi' },
      { projectId: site.projectId, kind: 'noTranslationNode', value: '.brand' },
      { projectId: site.projectId, kind: 'swalekhNode', value: 'lipi-keyboard' },
    ]);

    const res = await visit(t.app, 'GET', translationsUrl(site.projectId, 'hi-IN,hi,en', `${site.pageUrl}?lipi_lang=hi#top`));
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const { data } = res.json();
    expect(data.lang).toBe('hi');
    expect(data.sourceLang).toBe('en');
    expect(data.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'hi', 'mr']);
    expect(data.languages[1]).toEqual({ code: 'hi', name: 'hindi', nativeName: 'हिन्दी', dir: 'ltr', tag: 'hi' });
    expect(data.translations).toEqual({
      [fnv1a64('Handwoven sarees')]: { t: 'हाथ से बुनी साड़ियाँ', d: 'translation' },
      [fnv1a64('Add to <1>cart</1>')]: { t: '<1>कार्ट</1> में डालें', d: 'translation' },
    });
    expect(data.settings).toEqual({
      popupCss: '',
      fontSizes: { hi: '18px' },
      noTranslateSelectors: ['.brand'],
      keyboardClasses: ['lipi-keyboard'],
      metaTags: true,
    });
    // The snippet's own words come in the reply's language: it bundles only English.
    expect(data.ui).toEqual({ tag: 'hi', dir: 'ltr', strings: SNIPPET_STRINGS.hi });

    const etag = String(res.headers.etag);
    const again = await visit(t.app, 'GET', translationsUrl(site.projectId, 'hi', site.pageUrl), undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('picks the first candidate the domain offers, else the source with no translations', async () => {
    const site = await createSite(t.app, ['Hello there']);
    await addTranslation(t.app, site, 'Hello there', 'mr', 'नमस्कार');
    const mr = (await visit(t.app, 'GET', translationsUrl(site.projectId, 'ta,mr-IN,hi', site.pageUrl))).json().data;
    expect(mr.lang).toBe('mr');
    expect(mr.ui.strings.suggest).toBe(SNIPPET_STRINGS.mr!.suggest);
    const none = (await visit(t.app, 'GET', translationsUrl(site.projectId, 'fr,de', site.pageUrl))).json().data;
    expect(none.lang).toBe('en');
    expect(none.translations).toEqual({});
    expect(none.ui).toEqual({ tag: 'en', dir: 'ltr', strings: SNIPPET_STRINGS_EN });
  });

  it("tags the snippet's words with the language they are written in", () => {
    expect(snippetUi('od')).toMatchObject({ tag: 'or', dir: 'ltr', strings: SNIPPET_STRINGS.od });
    expect(snippetUi('ur')).toMatchObject({ tag: 'ur', dir: 'rtl' });
    // Not translated yet (docs/snippet.md): English, tagged as English.
    expect(snippetUi('sat')).toEqual({ tag: 'en', dir: 'ltr', strings: SNIPPET_STRINGS_EN });
  });

  it('shows an edited translation once the public caches are cleared', async () => {
    const site = await createSite(t.app, ['Order now']);
    await addTranslation(t.app, site, 'Order now', 'hi', 'अभी मँगाएँ');
    const first = await visit(t.app, 'GET', translationsUrl(site.projectId, 'hi', site.pageUrl));
    await t.app.ctx.db
      .update(translationMemory)
      .set({ preProcessedTarget: 'अभी ऑर्डर करें' })
      .where(eq(translationMemory.sourceHash, fnv1a64('Order now')));
    const cached = await visit(t.app, 'GET', translationsUrl(site.projectId, 'hi', site.pageUrl), undefined, { 'if-none-match': String(first.headers.etag) });
    expect(cached.status).toBe(304);
    clearPublicCaches(site.projectId);
    const fresh = await visit(t.app, 'GET', translationsUrl(site.projectId, 'hi', site.pageUrl), undefined, { 'if-none-match': String(first.headers.etag) });
    expect(fresh.status).toBe(200);
    expect(fresh.json().data.translations[fnv1a64('Order now')].t).toBe('अभी ऑर्डर करें');
  });

  it('refuses another hostname, an inactive domain, and unknown projects', async () => {
    const site = await createSite(t.app, ['Hello there']);
    const other = await visit(t.app, 'GET', translationsUrl(site.projectId, 'hi', 'https://evil.example/page'));
    expect(other.status).toBe(403);
    expect(other.json()).toMatchObject({ success: false, type: 'FORBIDDEN' });
    const www = await visit(t.app, 'GET', translationsUrl(site.projectId, 'hi', `https://www.${site.hostname}/products/saree`));
    expect(www.status).toBe(200);
    const unknown = await visit(t.app, 'GET', translationsUrl('6b0f3a55-0000-4000-8000-000000000000', 'hi', site.pageUrl));
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, data: null, message: 'Project not found', type: 'NOT_FOUND' });
    expect((await visit(t.app, 'GET', translationsUrl('not-an-id', 'hi', site.pageUrl))).status).toBe(404);
    const bad = await visit(t.app, 'GET', translationsUrl(site.projectId, 'hi', 'javascript:alert(1)'));
    expect(bad.status).toBe(400);
    expect(bad.json().type).toBe('VALIDATION_ERROR');
  });

  it('answers a CORS preflight for any origin without credentials', async () => {
    const res = await visit(t.app, 'OPTIONS', '/api/public/translations', undefined, {
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toContain('content-type');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('POST /api/public/translations', () => {
  it('answers only the asked hashes of this project, from a text/plain body', async () => {
    const site = await createSite(t.app, ['Late content', 'Other text']);
    await addTranslation(t.app, site, 'Late content', 'hi', 'बाद की सामग्री');
    await addTranslation(t.app, site, 'Other text', 'hi', 'अन्य पाठ');
    await addTranslation(t.app, site, 'Not of this project', 'hi', 'नहीं');
    const res = await visit(t.app, 'POST', '/api/public/translations', {
      projectId: site.projectId,
      lang: 'hi',
      url: `https://${site.hostname}/new-page`,
      hashes: [fnv1a64('Late content'), fnv1a64('Not of this project')],
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json().data.translations).toEqual({ [fnv1a64('Late content')]: { t: 'बाद की सामग्री', d: 'translation' } });
  });
});

describe('GET /snippet.js', () => {
  it('serves the bundled script, gzipped within 12 KB, with an ETag and 304', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/snippet.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThanOrEqual(12 * 1024);
    expect(gunzipSync(res.rawPayload).toString()).toContain('data-project-id');
    const again = await t.app.inject({ method: 'GET', url: '/snippet.js', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
