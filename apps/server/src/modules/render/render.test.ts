import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, projectDomains, projects, projectSettingEntries, renderedPages } from '../../db/schema/index.ts';
import { call, createUser, post, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import { writeTranslations, type TmWrite } from '../translation-memory/tm-store.ts';
import { flushProxyViews } from './proxy-views.ts';
import { hindiWrites, startRenderSite, type RenderSite } from './render-test-site.ts';

let site: RenderSite;
let t: TestApp;
let owner: { token: string; projectId: string; organisationId: string; userId: string };
let base: string;

async function newProject(url: string, languages = ['hi', 'ta']) {
  const user = await createUser(t.app);
  const { token } = await signIn(t.app, user.email, user.password);
  const { id } = await createWebsiteProject(t.app.ctx.db, { organisationId: user.organisationId!, createdBy: user.id, url, languages, now: new Date() });
  return { token, projectId: id, organisationId: user.organisationId!, userId: user.id };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const setFlags = (projectId: string, flags: Partial<typeof projects.$inferInsert>) =>
  t.app.ctx.db
    .update(projects)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(projects.id, projectId));

beforeAll(async () => {
  site = await startRenderSite();
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false });
  owner = await newProject(site.origin);
  await writeTranslations(t.app.ctx.db, owner.organisationId, hindiWrites(), { keepHuman: false });
  base = `${t.app.ctx.config.RENDER_BASE_URL}/${owner.projectId}`;
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('translating proxy, path form', () => {
  it('serves the page translated in its HTML, with lang, hreflang, canonical, meta and links in the language', async () => {
    const res = await get(`/render/${owner.projectId}/hi/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox allow-scripts/);
    const html = res.body;
    expect(html).toContain('<html lang="hi" dir="ltr" data-lipi-rendered="hi">');
    expect(html).toContain(`<base href="${site.origin}/">`);
    expect(html).toContain('<h1>हमारी दुकान में स्वागत है</h1>');
    // Inline markup stays, its attributes are translated and its link stays in the language.
    expect(html).toContain(`<p>आज <b>पके</b> आम खरीदें और <a href="${base}/hi/about" title="दुकान के बारे में">हमारी कहानी पढ़ें</a></p>`);
    expect(html).toContain('alt="आमों की टोकरी"');
    expect(html).toContain(`<li><a href="${base}/hi/about">हमारे बारे में</a></li>`);
    expect(html).toContain('<li><a href="https://elsewhere.example.com/">साथी साइट</a></li>');
    expect(html).toContain(`<form action="${base}/hi/search"><input type="submit" value="अभी खोजें"></form>`);
    expect(html).toContain("<script>var greeting = 'Welcome to our shop';</script>");
    expect(html).toContain('<title>ताज़े आम</title>');
    expect(html).toContain('<meta name="description" content="शहर के सबसे अच्छे आम">');
    expect(html).toContain('<meta property="og:title" content="ताज़े आम">');
    expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${base}/hi/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ta" href="${base}/ta/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${site.origin}/">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${site.origin}/">`);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${base}/hi/">`);
    // Views are counted in memory and written in batches; the flush writes them now.
    await flushProxyViews(t.app.ctx.db);
    const [views] = await t.app.ctx.db
      .select()
      .from(pageViews)
      .where(and(eq(pageViews.projectId, owner.projectId), eq(pageViews.channel, 'proxy'), eq(pageViews.lang, 'hi')));
    expect(views?.views).toBeGreaterThanOrEqual(1);
    expect(views?.hostname).toBe('127.0.0.1');
  });

  it('escapes translations: a <script> or a quote in the TM comes out as text', async () => {
    const html = (await get(`/render/${owner.projectId}/hi/evil`)).body;
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;बुरा</p>');
    expect(html).toContain('alt="x&quot; onerror=&quot;alert(1)"');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/ onerror="/);
  });

  it('canonical and meta tags follow the project flags', async () => {
    const p = await newProject(site.origin);
    await writeTranslations(t.app.ctx.db, p.organisationId, hindiWrites(), { keepHuman: false });
    await setFlags(p.projectId, { canonicalEnabled: false, metaTagsEnabled: false });
    const html = (await get(`/render/${p.projectId}/hi/`)).body;
    expect(html).toContain(`<link rel="canonical" href="${site.origin}/">`);
    expect(html).toContain('<title>Fresh mangoes</title>');
    expect(html).toContain('<meta name="description" content="The best mangoes in town">');
    expect(html).toContain('<h1>हमारी दुकान में स्वागत है</h1>');
  });

  it('leaves no-translation nodes of the project as they are', async () => {
    const p = await newProject(site.origin);
    await writeTranslations(t.app.ctx.db, p.organisationId, hindiWrites(), { keepHuman: false });
    const before = (await get(`/render/${p.projectId}/hi/`)).body;
    expect(before).toContain('<div class="promo">सीमित ऑफ़र</div>');
    await t.app.ctx.db.insert(projectSettingEntries).values({ projectId: p.projectId, kind: 'noTranslationNode', value: '.promo' });
    await t.app.inject({ method: 'GET', url: `/api/snippet/cache/clear?projectId=${p.projectId}`, headers: { authorization: `Bearer ${p.token}` } });
    const after = (await get(`/render/${p.projectId}/hi/`)).body;
    expect(after).toContain('<div class="promo">Limited offer inside</div>');
  });

  it('redirects to the proxied target, sends non-HTML to the origin, passes an origin 404 through translated', async () => {
    const moved = await get(`/render/${owner.projectId}/hi/old`);
    expect([moved.statusCode, moved.headers.location]).toEqual([302, `${base}/hi/about`]);
    const image = await get(`/render/${owner.projectId}/hi/logo.png`);
    expect([image.statusCode, image.headers.location]).toEqual([302, `${site.origin}/logo.png`]);
    const missing = await get(`/render/${owner.projectId}/hi/nowhere`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('पृष्ठ नहीं मिला');
    expect(missing.headers['x-lipi-cache']).toBe('OFF');
  });

  it('answers unknown projects and languages, private addresses and oversized pages with a small HTML page', async () => {
    for (const url of [
      `/render/00000000-0000-4000-8000-000000000000/hi/`,
      `/render/not-a-uuid/hi/`,
      `/render/${owner.projectId}/bn/`,
      `/render/${owner.projectId}/xx/`,
      '/render/x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Page not found</h1>');
      expect(res.body).not.toMatch(/at .*\.ts|Error:/);
    }
    const inside = await newProject('http://10.0.0.1/');
    const refused = await get(`/render/${inside.projectId}/hi/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('<h1>Address refused</h1>');
    const huge = await get(`/render/${owner.projectId}/hi/huge`);
    expect(huge.statusCode).toBe(502);
    expect(huge.body).toContain('larger than 5 MB');
    await t.app.ctx.db.update(projectDomains).set({ isActive: false }).where(eq(projectDomains.projectId, inside.projectId));
    expect((await get(`/render/${inside.projectId}/hi/`)).statusCode).toBe(404);
  });
});

describe('translating proxy, several domains', () => {
  it('path form ~{hostname} serves another domain of the project and links between domains stay proxied', async () => {
    const blog = await startRenderSite();
    try {
      const p = await newProject(site.origin);
      await writeTranslations(t.app.ctx.db, p.organisationId, hindiWrites(), { keepHuman: false });
      await t.app.ctx.db.insert(projectDomains).values({ projectId: p.projectId, hostname: 'blog.example.test', origin: blog.origin, languages: ['hi'] });
      const pBase = `${t.app.ctx.config.RENDER_BASE_URL}/${p.projectId}`;
      const res = await get(`/render/${p.projectId}/hi/~blog.example.test/about`);
      expect(res.statusCode).toBe(200);
      expect(blog.hits('/about')).toBe(1);
      expect(res.body).toContain(`<a href="${pBase}/hi/~blog.example.test/">मुख्य पृष्ठ</a>`);
      expect(res.body).toContain(`<link rel="canonical" href="${pBase}/hi/~blog.example.test/about">`);
      expect((await get(`/render/${p.projectId}/ta/~blog.example.test/about`)).statusCode).toBe(404);
      expect((await get(`/render/${p.projectId}/hi/~unknown.example.test/about`)).statusCode).toBe(404);
    } finally {
      await blog.close();
    }
  });

  it('never fetches another site through a protocol-relative path', async () => {
    const res = await get(`/render/${owner.projectId}/hi//elsewhere.example.com/`);
    expect(res.statusCode).toBe(404);
    expect(site.hits('//elsewhere.example.com/')).toBe(1);
    expect(res.body).toContain('पृष्ठ नहीं मिला');
  });
});

describe('rendered page cache', () => {
  it('serves the second visit from the cache with an ETag, and cache/clear or a TM change renders again', async () => {
    const p = await newProject(site.origin);
    await writeTranslations(t.app.ctx.db, p.organisationId, hindiWrites(), { keepHuman: false });
    const url = `/render/${p.projectId}/hi/about`;
    const first = await get(url);
    expect(first.headers['x-lipi-cache']).toBe('MISS');
    const hitsAfterFirst = site.hits('/about');
    const second = await get(url);
    expect(second.headers['x-lipi-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(site.hits('/about')).toBe(hitsAfterFirst);
    const etag = String(second.headers.etag);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    const stranger = await newProject(site.origin);
    const refused = await call(t.app, 'GET', `/api/snippet/cache/clear?projectId=${p.projectId}`, { token: stranger.token });
    expect(refused.status).toBe(404);
    const cleared = await call(t.app, 'GET', `/api/snippet/cache/clear?projectId=${p.projectId}`, { token: p.token });
    expect(cleared.body).toEqual({ success: true, data: { cleared: 1 }, message: 'Cache cleared successfully', type: null });
    expect((await get(url)).headers['x-lipi-cache']).toBe('MISS');
    expect((await get(url)).headers['x-lipi-cache']).toBe('HIT');

    const [w] = hindiWrites().filter((x) => x.sourceText === 'Back home');
    await writeTranslations(t.app.ctx.db, p.organisationId, [{ ...w!, preProcessedTarget: 'घर वापस' }], { keepHuman: false });
    const changed = await get(url);
    expect(changed.headers['x-lipi-cache']).toBe('MISS');
    expect(changed.body).toContain('घर वापस');
  });

  it('a flag changed through /project/meta/update renders the page again with the new setting', async () => {
    const p = await newProject(site.origin);
    await writeTranslations(t.app.ctx.db, p.organisationId, hindiWrites(), { keepHuman: false });
    const url = `/render/${p.projectId}/hi/`;
    expect((await get(url)).body).toContain('<title>ताज़े आम</title>');
    expect((await get(url)).headers['x-lipi-cache']).toBe('HIT');
    const flag = await post(t.app, '/api/project/meta/update', { projectId: p.projectId, key: 'metaTags', status: false }, { token: p.token });
    expect(flag.status).toBe(200);
    const after = await get(url);
    expect(after.headers['x-lipi-cache']).toBe('MISS');
    expect(after.body).toContain('<title>Fresh mangoes</title>');
  });

  it('keeps nothing when the cache flag is off', async () => {
    const p = await newProject(site.origin);
    const writes = hindiWrites().map((w) =>
      w.sourceText === 'Back home' ? { ...w, type: 'NO_TRANSLATION_AVAILABLE' as TmWrite['type'], preProcessedTarget: 'Back home' } : w,
    );
    await writeTranslations(t.app.ctx.db, p.organisationId, writes, { keepHuman: false });
    await setFlags(p.projectId, { cacheEnabled: false });
    const url = `/render/${p.projectId}/hi/about`;
    const streamed = await get(url);
    expect(streamed.headers['x-lipi-cache']).toBe('OFF');
    expect(streamed.headers.etag).toBeUndefined();
    expect(streamed.body).toContain('<p>हम 1990 से आम उगाते हैं।</p>');
    expect(streamed.body).toContain('>Back home</a>');
    expect(streamed.body.endsWith('</body></html>')).toBe(true);
    expect((await get(url)).headers['x-lipi-cache']).toBe('OFF');
    expect(await t.app.ctx.db.select().from(renderedPages).where(eq(renderedPages.projectId, p.projectId))).toHaveLength(0);
  });
});

describe('translating proxy, host forms', () => {
  it('{lang}.{customer hostname}: the customer CNAMEs hi.shop.example.test to Lipi', async () => {
    const p = await newProject('https://shop.example.test/');
    await t.app.ctx.db.update(projectDomains).set({ origin: site.origin }).where(eq(projectDomains.projectId, p.projectId));
    await writeTranslations(t.app.ctx.db, p.organisationId, hindiWrites(), { keepHuman: false });
    const res = await get('/about', { host: 'hi.shop.example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>हम 1990 से आम उगाते हैं।</p>');
    expect(res.body).toContain('<a href="http://hi.shop.example.test/">मुख्य पृष्ठ</a>');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect((await get('/about', { host: 'bn.shop.example.test' })).statusCode).toBe(404);
    expect((await get('/about', { host: 'hi.unknown.example.test' })).statusCode).toBe(404);
    const write = await t.app.inject({ method: 'POST', url: '/api/auth', headers: { host: 'hi.shop.example.test' }, payload: {} });
    expect(write.statusCode).toBe(405);
  });

  it('{lang}--{projectId}.{RENDER_SUBDOMAIN}: the main domain without DNS set-up', async () => {
    const hex = owner.projectId.replace(/-/g, '');
    const res = await get('/', { host: `hi--${hex}.localhost:3000` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<li><a href="http://hi--${hex}.localhost:3000/about">हमारे बारे में</a></li>`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="ta" href="http://ta--${hex}.localhost:3000/">`);
    // The dashboard's own host is not a proxy host.
    expect((await call(t.app, 'GET', '/api/health')).status).toBe(200);
  });
});

describe('scope/getPreviewUrl', () => {
  it('answers the proxy link of a scope URL', async () => {
    const hex = owner.projectId.replace(/-/g, '');
    const res = await post(
      t.app,
      '/api/scope/getPreviewUrl',
      { projectId: owner.projectId, url: `${site.origin}/about?x=1`, lang: 'hi' },
      { token: owner.token },
    );
    expect(res.body).toEqual({
      success: true,
      data: {
        previewUrl: `http://hi--${hex}.localhost:3000/about?x=1`,
        pathUrl: `${base}/hi/about?x=1`,
        subdomainUrl: `http://hi--${hex}.localhost:3000/about?x=1`,
        form: 'host',
      },
      message: '',
      type: null,
    });
    const outside = await post(
      t.app,
      '/api/scope/getPreviewUrl',
      { projectId: owner.projectId, url: 'https://elsewhere.example.com/', lang: 'hi' },
      { token: owner.token },
    );
    expect([outside.status, outside.body.message]).toEqual([400, 'This URL is not on a domain of the project']);
    const lang = await post(t.app, '/api/scope/getPreviewUrl', { projectId: owner.projectId, url: `${site.origin}/`, lang: 'bn' }, { token: owner.token });
    expect([lang.status, lang.body.message]).toEqual([400, "This language is not one of the project's languages"]);
    const stranger = await newProject(site.origin);
    expect(
      (await post(t.app, '/api/scope/getPreviewUrl', { projectId: owner.projectId, url: `${site.origin}/`, lang: 'hi' }, { token: stranger.token })).status,
    ).toBe(404);
    expect((await post(t.app, '/api/scope/getPreviewUrl', { projectId: owner.projectId, url: `${site.origin}/`, lang: 'hi' })).status).toBe(401);
  });
});
