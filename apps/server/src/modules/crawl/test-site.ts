import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only: a generated website on 127.0.0.1 with 350-odd pages — 20 categories of 15 items,
 * sitemap index, robots.txt with a Disallow, inline markup, attributes, Indic text, redirects, a
 * redirect loop, a 404, a page over 2 MB, a page that never answers, a canonical duplicate, a deep
 * chain, links to private addresses. It counts every request per path.
 */
export type TestSite = {
  origin: string;
  hits(path: string): number;
  totalHits(): number;
  /** Milliseconds each page waits before answering (to stop a crawl mid-way). */
  setDelay(ms: number): void;
  close(): Promise<void>;
};

export const SITE = { categories: 20, items: 15, deep: 12, orphans: 10 } as const;

export const INLINE_PAGE = `<html><head><title>Inline markup</title><meta name="description" content="A page about cats"></head>
<body><p>Hello <b>bold</b> and <a href="/">linked</a> world</p>
<img src="/x.png" alt="A sleeping cat">
<p>Hello <b>bold</b> and <a href="/">linked</a> world</p>
<script>var x = 'not text';</script>
<p class="notranslate">Do not translate me</p>
<p>Email support@example.com today</p><p>₹1,499</p>
<div class="promo">Limited offer inside</div><p>SKU-12345</p></body></html>`;
/** Of INLINE_PAGE with default settings: 8 segments, 7 distinct; every occurrence 26 words, distinct 21. */
export const INLINE_COUNTS = { segmentCount: 7, sourceWordCount: 26, uniqueWordCount: 21 };
/** The same with the no-translation node `.promo` and the ignore pattern `SKU-\d+`. */
export const INLINE_COUNTS_WITH_SETTINGS = { segmentCount: 5, sourceWordCount: 22, uniqueWordCount: 17 };

export const HINDI_PAGE = `<html><head><meta charset="utf-8"><title>हिंदी पृष्ठ</title></head>
<body><p>नमस्ते दुनिया</p><p>यह एक परीक्षण पृष्ठ है।</p><p>வணக்கம் உலகம்</p></body></html>`;
export const HINDI_COUNTS = { segmentCount: 4, sourceWordCount: 11, uniqueWordCount: 11 };

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body>${body}<footer><p>Contact us today</p></footer></body></html>`;
const links = (hrefs: string[]) => hrefs.map((h) => `<a href="${h}">${h}</a>`).join(' ');

function home(categories: number): string {
  const hrefs = [
    ...Array.from({ length: categories }, (_, c) => `/cat/${c}`),
    '/cat/0?utm_source=newsletter#top',
    '/cat/0/',
    '/hindi',
    '/inline',
    '/old',
    '/loop-a',
    '/missing',
    '/huge',
    '/hang',
    '/private/secret',
    '/dup',
    '/deep/1',
    '/logo.png',
    '/to-metadata',
    'mailto:someone@example.com',
    'javascript:void(0)',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'https://elsewhere.example.com/',
  ];
  return page('Fixture home', `<h1>Welcome to the fixture</h1><nav>${links(hrefs)}</nav>`);
}

function sitemap(origin: string, categories: number): string {
  const urls = [
    ...Array.from({ length: categories }, (_, c) => `${origin}/cat/${c}`),
    ...Array.from({ length: SITE.orphans }, (_, n) => `${origin}/orphan/${n + 1}`),
    `${origin}/private/listed`,
    'https://elsewhere.example.com/page',
  ];
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`;
}

function route(path: string, origin: string, categories: number, res: ServerResponse): void {
  const html = (body: string, status = 200): void => void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  const redirect = (to: string, status = 302): void => void res.writeHead(status, { location: to }).end();
  let m: RegExpMatchArray | null;
  if (path === '/robots.txt')
    return void res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap-index.xml\n`);
  if (path === '/sitemap-index.xml')
    return void res
      .writeHead(200, { 'content-type': 'application/xml' })
      .end(
        `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap></sitemapindex>`,
      );
  if (path === '/sitemap-pages.xml') return void res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap(origin, categories));
  if (path === '/') return html(home(categories));
  if ((m = path.match(/^\/cat\/(\d+)$/)) && Number(m[1]) < categories) {
    const items = Array.from({ length: SITE.items }, (_, i) => `/cat/${m![1]}/item/${i}`);
    return html(
      page(`Category ${m[1]}`, `<h1>Category ${m[1]}</h1><ul>${items.map((h) => `<li><a href="${h}" title="Open item">${h}</a></li>`).join('')}</ul>`),
    );
  }
  if ((m = path.match(/^\/cat\/(\d+)\/item\/(\d+)$/)) && Number(m[1]) < categories && Number(m[2]) < SITE.items) {
    return html(page(`Item ${m[2]} of ${m[1]}`, `<p>Item number ${m[2]} of category ${m[1]} is <em>really</em> great.</p><a href="/">Home</a>`));
  }
  if ((m = path.match(/^\/deep\/(\d+)$/)) && Number(m[1]) <= SITE.deep)
    return html(page(`Deep ${m[1]}`, `<p>Level ${m[1]}</p><a href="/deep/${Number(m[1]) + 1}">deeper</a>`));
  if ((m = path.match(/^\/orphan\/(\d+)$/)) && Number(m[1]) <= SITE.orphans)
    return html(page(`Orphan ${m[1]}`, `<p>Only the sitemap knows orphan ${m[1]}</p>`));
  if (path === '/hindi') return html(HINDI_PAGE);
  if (path === '/inline') return html(INLINE_PAGE);
  if (path === '/old') return redirect('/new', 301);
  if (path === '/new') return html(page('New home of old', '<p>This page moved here</p>'));
  if (path === '/loop-a') return redirect('/loop-b');
  if (path === '/loop-b') return redirect('/loop-a');
  if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
  if (path === '/dup') return html(page('Duplicate', '<p>A copy of the canonical page</p>', '<link rel="canonical" href="/canonical-target">'));
  if (path === '/canonical-target') return html(page('Canonical', '<p>The real page</p>'));
  if (path === '/private/secret' || path === '/private/listed') return html(page('Secret', '<p>Robots must not read this</p>'));
  if (path === '/huge') {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = `<p>${'Lorem ipsum dolor sit amet. '.repeat(2000)}</p>`;
    for (let size = 0; size < 2.5 * 1024 * 1024; size += chunk.length) res.write(chunk);
    return void res.end();
  }
  if (path === '/hang') return; // never answers
  html(page('Not found', '<p>Nothing here</p>'), 404);
}

/** `categories` sizes the site: 20 (the default) gives 340 pages to fetch, each category 16 more or less. */
export async function startTestSite(categories: number = SITE.categories): Promise<TestSite> {
  const hits = new Map<string, number>();
  let delay = 0;
  let origin = '';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = () => route(path, origin, categories, res);
    if (delay > 0 && path !== '/robots.txt') setTimeout(answer, delay);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits: (path) => hits.get(path) ?? 0,
    totalHits: () => [...hits.values()].reduce((a, b) => a + b, 0),
    setDelay(ms) {
      delay = ms;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
