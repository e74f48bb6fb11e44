// Helpers of scripts/two-instances.mjs: failing with a message, polling, a free port and the
// fixture sites the two instances crawl (each on its own loopback address).
import { createServer } from 'node:http';

export function fail(message) {
  throw new Error(message);
}

export function check(condition, message) {
  if (!condition) fail(message);
}

export async function waitFor(what, probe, timeoutMs = 60_000, everyMs = 250) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Small sites on 127.0.0.1: each page links to the next ones and holds its own paragraphs. */
export async function startFixtureSites({ count, pagesPerSite, cleanups }) {
  const sites = [];
  for (let s = 0; s < count; s++) {
    const server = createServer((req, res) => {
      const match = /^\/(?:page-(\d+)\.html)?$/.exec(req.url ?? '');
      if (!match) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const n = Number(match[1] ?? 0);
      const links = [1, 2, 3]
        .map((d) => n + d)
        .filter((m) => m < pagesPerSite)
        .map((m) => `<a href="/page-${m}.html">Page ${m}</a>`);
      const paragraphs = Array.from({ length: 6 }, (_, p) => `<p>Site ${s} page ${n} paragraph ${p}: welcome to our shop of handmade things.</p>`);
      // A little latency, so a crawl lasts long enough for both instances to take part.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><head><title>Site ${s} page ${n}</title></head><body><h1>Site ${s} page ${n}</h1>${paragraphs.join('')}<nav>${links.join(' ')}</nav></body></html>`,
        );
      }, 40);
    });
    // One loopback address per site: a project is one site per host.
    const host = `127.0.0.${2 + s}`;
    await new Promise((r) => server.listen(0, host, r));
    cleanups.push(() => new Promise((r) => server.close(r)));
    sites.push(`http://${host}:${server.address().port}/`);
  }
  return sites;
}

export async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/** A JSON call to one instance (the envelope parsed, or the raw text). */
export async function call(instance, method, path, { body, token } = {}) {
  const res = await fetch(`${instance.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), timezone: String(Date.now()) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json };
}

/** One metric's value summed over label sets matching `labels` (e.g. 'outcome="fetched"'). */
export async function metric(instance, name, labels = '') {
  const text = await (await fetch(`${instance.base}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (labels && !line.includes(labels)) continue;
    sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}
