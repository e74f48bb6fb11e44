import { extractSegments } from '@lipi/engine/extract';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/schema/index.ts';
import { createUser } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import { writeTranslations, type TmWrite } from '../translation-memory/tm-store.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test-only: a small origin site on 127.0.0.1 for the proxy, with inline markup, attributes, meta, links, an image and a redirect. */
export const HOME = `<!doctype html><html><head><meta charset="utf-8"><title>Fresh mangoes</title>
<meta name="description" content="The best mangoes in town"><meta property="og:title" content="Fresh mangoes">
<link rel="canonical" href="/"><link rel="stylesheet" href="/style.css"></head>
<body><h1>Welcome to our shop</h1>
<p>Buy <b>ripe</b> mangoes and <a href="/about" title="About the shop">read our story</a> today</p>
<img src="/logo.png" alt="A basket of mangoes">
<ul><li><a href="/about">About us</a></li><li><a href="/old">Old page</a></li><li><a href="https://elsewhere.example.com/">Partner site</a></li></ul>
<div class="promo">Limited offer inside</div>
<script>var greeting = 'Welcome to our shop';</script>
<form action="/search"><input type="submit" value="Search now"></form>
</body></html>`;

export const ABOUT = `<!doctype html><html><head><title>About us</title></head><body><p>We grow mangoes since 1990.</p><a href="/">Back home</a></body></html>`;

export const EVIL = `<!doctype html><html><head><title>Evil</title></head><body><p>Evil sentence here</p><img src="/logo.png" alt="Evil picture"></body></html>`;

/** Hindi translations of every segment of the pages (the evil ones try to inject markup). */
export const HINDI: Record<string, string> = {
  'Fresh mangoes': 'ताज़े आम',
  'The best mangoes in town': 'शहर के सबसे अच्छे आम',
  'Welcome to our shop': 'हमारी दुकान में स्वागत है',
  'Buy <1>ripe</1> mangoes and <2>read our story</2> today': 'आज <1>पके</1> आम खरीदें और <2>हमारी कहानी पढ़ें</2>',
  'About the shop': 'दुकान के बारे में',
  'A basket of mangoes': 'आमों की टोकरी',
  'About us': 'हमारे बारे में',
  'Old page': 'पुराना पृष्ठ',
  'Partner site': 'साथी साइट',
  'Limited offer inside': 'सीमित ऑफ़र',
  'Search now': 'अभी खोजें',
  'We grow mangoes since 1990.': 'हम 1990 से आम उगाते हैं।',
  'Back home': 'मुख्य पृष्ठ',
  'Evil sentence here': '<script>alert(1)</script>बुरा',
  'Evil picture': 'x" onerror="alert(1)',
  'Page missing': 'पृष्ठ नहीं मिला',
};

export type RenderSite = { origin: string; hits(path: string): number; close(): Promise<void> };

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export async function startRenderSite(): Promise<RenderSite> {
  const hits = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const html = (body: string, status = 200) => void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (path === '/') return html(HOME);
    if (path === '/about') return html(ABOUT);
    if (path === '/evil') return html(EVIL);
    if (path === '/old') return void res.writeHead(301, { location: '/about' }).end();
    if (path === '/logo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path === '/huge') return html(`<html><body>${'<p>Fresh mangoes</p>'.repeat(300_000)}</body></html>`);
    return html('<html><body><p>Page missing</p></body></html>', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits: (path) => hits.get(path) ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** TM writes for every translated segment of the fixture pages, hashed by the engine as the crawler would. */
export function hindiWrites(): TmWrite[] {
  const seen = new Map<string, string>();
  for (const page of [HOME, ABOUT, EVIL, '<p>Page missing</p>']) for (const s of extractSegments(page).segments) seen.set(s.sourceHash, s.text);
  return [...seen]
    .filter(([, text]) => HINDI[text] !== undefined)
    .map(([sourceHash, text]): TmWrite => ({
      sourceHash,
      sourceText: text,
      targetLang: 'hi',
      preProcessedTarget: HINDI[text]!,
      type: 'USER',
      displayType: 'translation',
      origin: 'user',
    }));
}

/** A Hindi project on the site with its organisation's translations written; `cacheOff`: every visit renders (and reads the translations). */
export async function newRenderProject(t: TestApp, site: RenderSite, options: { cacheOff?: boolean } = {}) {
  const user = await createUser(t.app);
  const { id } = await createWebsiteProject(t.app.ctx.db, {
    organisationId: user.organisationId!,
    createdBy: user.id,
    url: site.origin,
    languages: ['hi'],
    now: new Date(),
  });
  if (options.cacheOff) await t.app.ctx.db.update(projects).set({ cacheEnabled: false }).where(eq(projects.id, id));
  await writeTranslations(t.app.ctx.db, user.organisationId!, hindiWrites(), { keepHuman: false });
  return { projectId: id, organisationId: user.organisationId!, userId: user.id };
}
