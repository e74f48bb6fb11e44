import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A customer's website on 127.0.0.1 (random port) that includes the Lipi tag. The project id is
 * known only once the project exists, so every page is generated per request with the id of the
 * moment (`setProjectId`); before that the pages carry no tag, as a site does before installing.
 *
 * `/` has text with inline markup, attributes (alt, title, placeholder), and after 1.5 s adds a
 * paragraph by script: that paragraph's text is also on `/about`, so the crawl has stored it and
 * it has a translation when the snippet meets it later.
 */
export type CustomerSite = {
  origin: string;
  pages: string[];
  /** The text the home page inserts after load (also present on /about). */
  lateText: string;
  setProjectId: (id: string) => void;
  hits: Map<string, number>;
  close: () => Promise<void>;
};

export const LATE_TEXT = 'Fresh loaves come out of the oven at noon.';

const PAGES: Record<string, { title: string; body: string }> = {
  '/': {
    title: 'Sunrise Bakery',
    body: `<h1>Welcome to Sunrise Bakery</h1>
<p>We bake <b>fresh bread</b> every morning.</p>
<img src="/logo.svg" alt="Sunrise Bakery logo" width="80" height="80">
<p><label for="q">Search the menu</label> <input id="q" type="search" placeholder="Search our cakes"></p>
<button type="button" title="Order a cake">Order now</button>
<div id="late"></div>
<script>setTimeout(function () { var p = document.createElement('p'); p.id = 'late-text'; p.textContent = ${JSON.stringify(LATE_TEXT)}; document.getElementById('late').appendChild(p); }, 1500);</script>`,
  },
  '/about': {
    title: 'About Sunrise Bakery',
    body: `<h1>About us</h1><p>Our family has baked bread since 1962.</p><p>${LATE_TEXT}</p>`,
  },
};

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="36" fill="#f5a623"/></svg>';

/** `host`: a loopback address of the journey's own (see startFixtureSite). */
export async function startCustomerSite(lipiBaseUrl: string, host = '127.0.0.1'): Promise<CustomerSite> {
  const hits = new Map<string, number>();
  let projectId = '';
  let origin = '';
  const tag = () => (projectId ? `<script src="${lipiBaseUrl}/snippet.js" data-project-id="${projectId}" defer></script>` : '');
  const page = (path: string, def: { title: string; body: string }) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${def.title}</title>
<meta name="description" content="${def.title}: bread and cakes baked every morning">
<link rel="canonical" href="${origin}${path}">${tag()}</head>
<body><nav aria-label="Site"><a href="/">Home</a> · <a href="/about">About</a></nav><main>${def.body}</main>
<footer><p>Sunrise Bakery, MG Road</p></footer></body></html>`;

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('User-agent: *\nAllow: /\n');
      return;
    }
    if (path === '/logo.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(LOGO);
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    const def = PAGES[path];
    if (!def) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Not found</title><p>Not found</p>');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(page(path, def));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pages: Object.keys(PAGES),
    lateText: LATE_TEXT,
    setProjectId: (id) => {
      projectId = id;
    },
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
