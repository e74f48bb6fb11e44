import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small bilingual website on 127.0.0.1 (random port) for the crawl journeys: eight pages linked
 * from one another and listed in the sitemap, Hindi and English text with inline markup,
 * robots.txt and sitemap.xml. `/extra` and `/extra-2` exist but nothing leads to them.
 */
export type FixtureSite = {
  origin: string;
  /** The paths a crawl from the origin must find, `/` first. */
  pages: string[];
  /** Pages of the site no link or sitemap entry leads to (to be added by hand). */
  unlinkedPages: string[];
  /** How many times each path was requested. */
  hits: Map<string, number>;
  close: () => Promise<void>;
};

type PageDef = { title: string; lang: 'en' | 'hi'; body: string; links: string[] };

const NAV = ['/', '/about', '/services', '/contact', '/blog', '/hi'];

const PAGES: Record<string, PageDef> = {
  '/': {
    title: 'Lipi fixture home',
    lang: 'en',
    body: '<h1>Welcome to the <b>fixture</b> bakery</h1><p>We bake <a href="/services">fresh bread</a> every morning with <span class="x">local</span> flour.</p><img src="/logo.png" alt="Bakery logo">',
    links: NAV,
  },
  '/about': {
    title: 'About us',
    lang: 'en',
    body: '<h1>About us</h1><p>Our family has baked bread in <em>Pune</em> since 1962.</p><p>Read the <a href="/blog/first-post">first story</a> on our blog.</p>',
    links: NAV,
  },
  '/services': {
    title: 'Services',
    lang: 'en',
    body: '<h1>Services</h1><ul><li>Custom <b>birthday</b> cakes</li><li>Wedding orders for large parties</li></ul><button title="Order a cake">Order now</button>',
    links: NAV,
  },
  '/contact': {
    title: 'Contact',
    lang: 'en',
    body: '<h1>Contact</h1><p>Visit us on <strong>MG Road</strong> or call during opening hours.</p><script>var notText = "skip me";</script>',
    links: NAV,
  },
  '/blog': {
    title: 'Blog',
    lang: 'en',
    body: '<h1>Blog</h1><p>Stories from the kitchen and notes about <i>sourdough</i>.</p><p><a href="/blog/first-post">Our first post</a></p>',
    links: NAV,
  },
  '/blog/first-post': {
    title: 'Our first post',
    lang: 'en',
    body: '<h1>Our first post</h1><p>The oven was lit before sunrise and the <b>whole street</b> smelled of bread.</p>',
    links: ['/', '/blog'],
  },
  '/hi': {
    title: 'हमारी बेकरी',
    lang: 'hi',
    body: '<h1>हमारी <b>बेकरी</b> में आपका स्वागत है</h1><p>हम हर सुबह <a href="/hi/about">ताज़ी रोटी</a> बनाते हैं।</p>',
    links: ['/', '/hi/about'],
  },
  '/hi/about': {
    title: 'हमारे बारे में',
    lang: 'hi',
    body: '<h1>हमारे बारे में</h1><p>हमारा परिवार <em>पुणे</em> में कई वर्षों से रोटी बनाता है।</p>',
    links: ['/hi'],
  },
  '/extra': {
    title: 'Seasonal specials',
    lang: 'en',
    body: '<h1>Seasonal specials</h1><p>Mango cakes are back for the summer.</p>',
    links: ['/'],
  },
  '/extra-2': {
    title: 'Festival orders',
    lang: 'hi',
    body: '<h1>त्योहार के <b>ऑर्डर</b></h1><p>दिवाली की मिठाइयाँ अभी बुक करें।</p>',
    links: ['/'],
  },
};

function html(page: PageDef): string {
  const nav = page.links.map((href) => `<li><a href="${href}">${href === '/' ? 'Home' : href.slice(1)}</a></li>`).join('');
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><title>${page.title}</title>
<meta name="description" content="${page.title} of the fixture bakery"></head>
<body><nav><ul>${nav}</ul></nav><main>${page.body}</main><footer><p>© Fixture bakery</p></footer></body></html>`;
}

/**
 * `host` is a loopback address of the journey's own: Lipi keeps one project per site and
 * organisation (the port does not make another site), so journeys that each create a project as the
 * same admin need different hosts (127.0.0.0/8 is all loopback on Linux).
 */
export async function startFixtureSite(host = '127.0.0.1'): Promise<FixtureSite> {
  const hits = new Map<string, number>();
  let origin = '';
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`User-agent: *\nDisallow: /private\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
      return;
    }
    if (path === '/sitemap.xml') {
      const urls = crawled.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
      return;
    }
    const page = PAGES[path];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not found</title><p>Not found</p>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html(page));
  });
  const unlinked = ['/extra', '/extra-2'];
  const crawled = Object.keys(PAGES).filter((p) => !unlinked.includes(p));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pages: crawled,
    unlinkedPages: unlinked,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
