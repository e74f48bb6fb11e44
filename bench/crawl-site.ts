import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** 1 home + 40 sections + 40 × 49 pages = 2,001 pages, all reachable within two links. */
export const SHAPE = { sections: 40, perSection: 49 } as const;
export const PAGE_COUNT = 1 + SHAPE.sections + SHAPE.sections * SHAPE.perSection;

const WORDS = 'our team ships fresh mangoes to every city with free delivery easy returns हम आपके शहर में ताज़ा आम पहुँचाते हैं'.split(' ');
const text = (seed: number, n: number) => Array.from({ length: n }, (_, i) => WORDS[(seed * 31 + i * 7) % WORDS.length]).join(' ');

function page(path: string, seed: number, links: string[]): string {
  const paragraphs = Array.from(
    { length: 25 },
    (_, i) => `<p>${text(seed + i, 18)} <a href="/s/${(seed + i) % SHAPE.sections}">${text(seed, 2)}</a> <strong>${text(i, 3)}</strong>.</p>`,
  );
  return `<!doctype html><html><head><title>${text(seed, 5)}</title><meta name="description" content="${text(seed + 1, 15)}">
<style>${'.c{margin:0 auto;padding:4px}'.repeat(40)}</style><script>${'window.x=(window.x||0)+1;'.repeat(40)}</script></head>
<body><nav>${links.map((l) => `<a href="${l}" title="${text(seed, 2)}">${text(seed + 3, 2)}</a>`).join(' ')}</nav>
<main><h1>${path}</h1>${paragraphs.join('\n')}<img src="/i.png" alt="${text(seed, 4)}"></main><footer><p>${text(1, 12)}</p></footer></body></html>`;
}

/** The benchmark site on 127.0.0.1: every page generated once, then served from memory. */
export async function startBenchSite(): Promise<{ origin: string; paths: string[]; close: () => Promise<void> }> {
  const pages = new Map<string, string>();
  const sections = Array.from({ length: SHAPE.sections }, (_, s) => `/s/${s}`);
  pages.set('/', page('/', 0, sections));
  sections.forEach((section, s) => {
    const items = Array.from({ length: SHAPE.perSection }, (_, p) => `${section}/p/${p}`);
    pages.set(section, page(section, s, items));
    items.forEach((item, p) => pages.set(item, page(item, s * 100 + p, ['/', section])));
  });
  const server = http.createServer((req, res) => {
    const body = pages.get(req.url ?? '');
    if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths: [...pages.keys()],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
