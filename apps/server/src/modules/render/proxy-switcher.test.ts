import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLanguage } from '@lipi/contract';
import { projects } from '../../db/schema/index.ts';
import { createUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';
import { hindiWrites, startRenderSite, type RenderSite } from './render-test-site.ts';

let site: RenderSite;
let t: TestApp;

async function newProject(languages: string[], sourceLanguage?: string) {
  const user = await createUser(t.app);
  const { id } = await createWebsiteProject(t.app.ctx.db, {
    organisationId: user.organisationId!,
    createdBy: user.id,
    url: site.origin,
    languages,
    sourceLanguage,
    now: new Date(),
  });
  await writeTranslations(t.app.ctx.db, user.organisationId!, hindiWrites(), { keepHuman: false });
  return id;
}
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  site = await startRenderSite();
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('language switcher on proxied pages', () => {
  it('links the other languages and the source, marks the current one, and carries the popup CSS safely', async () => {
    const projectId = await newProject(['hi', 'ta']);
    await t.app.ctx.db.update(projects).set({ popupCss: '.lipi-btn{color:red}</style><script>alert(1)</script>' }).where(eq(projects.id, projectId));
    const res = await get(`/render/${projectId}/hi/about`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const base = `${t.app.ctx.config.RENDER_BASE_URL}/${projectId}`;
    const switcher = /<div id="lipi-switcher"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    expect(switcher).not.toBe('');
    // At the end of the body, after the page's own content: exactly one switcher.
    expect(html.match(/id="lipi-switcher"/g)).toHaveLength(1);
    expect(html.indexOf('id="lipi-switcher"')).toBeGreaterThan(html.indexOf('मुख्य पृष्ठ'));
    expect(html).toMatch(/<\/div><\/body>/);
    expect(switcher).toContain(`<summary class="lipi-btn" aria-label="Choose a language">${getLanguage('hi').nativeName}</summary>`);
    expect(switcher).toContain(`<a href="${site.origin}/about" lang="en" hreflang="en" dir="ltr" data-code="en">English</a>`);
    expect(switcher).toMatch(
      new RegExp(`<li class="lipi-option" aria-current="page"><a href="${base}/hi/about" lang="hi"[^>]*aria-current="page" data-code="hi">`),
    );
    expect(switcher).toMatch(new RegExp(`<li class="lipi-option"><a href="${base}/ta/about" lang="ta"[^>]*data-code="ta">`));
    expect(switcher.match(/aria-current="page"/g)).toHaveLength(2);
    // The customer's CSS is applied, but cannot close the style element.
    expect(switcher).toContain('.lipi-btn{color:red}');
    expect(switcher).not.toContain('</style><script>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('uses the visitor form for its links (subdomain host form)', async () => {
    const projectId = await newProject(['hi', 'ta']);
    const hex = projectId.replace(/-/g, '');
    const res = await get('/about', { host: `hi--${hex}.localhost:3000` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<a href="http://ta--${hex}.localhost:3000/about" lang="ta"`);
    expect(res.body).toContain(`<a href="${site.origin}/about" lang="en"`);
  });
});

describe('a project written in Hindi', () => {
  it('names Hindi as the source in the switcher and the hreflang alternates, the origin page as its link', async () => {
    const projectId = await newProject(['ur', 'ta'], 'hi');
    const res = await get(`/render/${projectId}/ur/about`);
    expect(res.statusCode).toBe(200);
    const switcher = /<div id="lipi-switcher"[\s\S]*?<\/div>/.exec(res.body)?.[0] ?? '';
    expect(switcher).toContain(`<a href="${site.origin}/about" lang="hi" hreflang="hi" dir="ltr" data-code="hi">${getLanguage('hi').nativeName}</a>`);
    expect(switcher).not.toContain('data-code="en"');
    expect(res.body).toMatch(new RegExp(`<link rel="alternate" hreflang="hi" href="${site.origin}/about"`));
    expect(res.body).not.toMatch(/hreflang="en"/);
    // The Urdu page reads right to left.
    expect(res.body).toMatch(/<html[^>]*dir="rtl"/);
  });
});

describe('web fonts for scripts systems lack', () => {
  it('links the Ol Chiki font on a Santali page, and serves the file with a font type and a long cache', async () => {
    const projectId = await newProject(['sat', 'hi']);
    const res = await get(`/render/${projectId}/sat/`);
    expect(res.statusCode).toBe(200);
    const fontUrl = `${t.app.ctx.config.PUBLIC_URL}/fonts/noto-sans-ol-chiki-ol-chiki-400-normal.woff2`;
    expect(res.body).toContain(`src:url('${fontUrl}') format('woff2')`);
    expect(res.body).toContain('html:lang(sat-Olck) body,');
    expect(res.body).toContain("{font-family:'Noto Sans Ol Chiki',sans-serif}");
    // Before </head>.
    expect(res.body.indexOf('data-lipi-fonts')).toBeLessThan(res.body.indexOf('</head>'));

    const font = await get('/fonts/noto-sans-ol-chiki-ol-chiki-400-normal.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.headers['access-control-allow-origin']).toBe('*');
    expect(font.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('adds no font to a Hindi page (the system has Devanagari)', async () => {
    const projectId = await newProject(['hi']);
    const res = await get(`/render/${projectId}/hi/`);
    expect(res.body).not.toContain('data-lipi-fonts');
    expect(res.body).not.toContain('@font-face');
  });

  it('refuses any other file, path traversal included', async () => {
    for (const url of [
      '/fonts/..%2F..%2Fpackage.json',
      '/fonts/%2e%2e%2fpackage.json',
      '/fonts/../package.json',
      '/fonts/noto-sans-ol-chiki-latin-400-normal.woff2',
      '/fonts/..%5Cpackage.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('font/woff2');
      expect(res.body, url).not.toContain('"name"');
    }
  });
});
