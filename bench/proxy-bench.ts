/**
 * Translating proxy: the time to serve one 200 KB page translated server-side (origin fetch over
 * HTTP on 127.0.0.1, extraction, TM lookup for every segment, rewrite, headers) against the raw
 * htmlparser2 parse of the same bytes, medians of N rounds in one process. Also the pure rewrite
 * (translatePage with an in-memory TM) and a cache hit against the same bytes from a plain route of
 * the same app (staticMs), for the breakdown. Three cache-off renders: the same page again
 * (proxyMs: its analysis and translations from the proxy's memory), a page whose bytes changed
 * (newPageMs: analysed again, translations from memory) and a cold one (coldMs: both memories
 * emptied first, what every render did before they existed). Prints one JSON line.
 *
 * Runs against an older checkout too (the memories' modules are optional), for before/after pairs.
 * Also the rewrite with no-translation selectors (SELECTORS, comma-separated; rewriteSelectorsMs);
 * OLD_PAGE=<path to another checkout's packages/engine/src/page/index.ts> times that translatePage
 * with the same selectors in turns with this one (oldRewriteSelectorsMs), and checks they agree.
 *
 *   npx tsx bench/proxy-bench.ts
 */
import { extractSegments } from '@lipi/engine/extract';
import { Parser } from 'htmlparser2';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { organisations, projectDomains, projects, translationMemory } from '@lipi/server/src/db/schema/index.ts';
import { findPageTranslations } from '@lipi/server/src/modules/render/tm-lookup.ts';
import { translatePage } from '@lipi/engine/page';
import { forgetProxyTargets } from '@lipi/server/src/modules/render/proxy-target-cache.ts';
import { generateCorpus } from './corpus.ts';

type Memories = {
  lookupPageTranslations?: (db: unknown, org: string, lang: string, hashes: string[], now: number) => Promise<Map<string, string>>;
  forgetTmMemory?: () => void;
  forgetPageAnalyses?: () => void;
};
const optional = (path: string): Promise<Memories> => import(path).catch(() => ({}));
const memories: Memories = {
  ...(await optional('@lipi/server/src/modules/render/tm-memory.ts')),
  ...(await optional('@lipi/server/src/modules/render/page-analysis-memory.ts')),
};

const ROUNDS = Number(process.env.ROUNDS ?? 30);
const SELECTORS = (process.env.SELECTORS ?? '.highlight, nav a, div span, footer .price').split(',').map((s) => s.trim());
const oldPage: { translatePage?: typeof translatePage } = process.env.OLD_PAGE ? await import(process.env.OLD_PAGE) : {};
const TARGET_BYTES = 200 * 1024;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Medians of several measurements taken in turns, one of each per round: on shared cores a burst of
 * load then slows every measurement of the round alike, so their ratios hold.
 */
async function timeInterleaved<const W extends Array<() => unknown>>(works: W): Promise<{ [K in keyof W]: number }> {
  for (let i = 0; i < 3; i++) for (const work of works) await work();
  const times = works.map(() => [] as number[]);
  for (let i = 0; i < ROUNDS; i++) {
    for (const [k, work] of works.entries()) {
      const start = performance.now();
      await work();
      times[k]!.push(performance.now() - start);
    }
  }
  return times.map(median) as { [K in keyof W]: number };
}

/** The corpus page nearest 200 KB, bodies appended from other pages until it reaches 200 KB. */
function pageOf200k(): string {
  const pages = generateCorpus(40);
  let page = pages.reduce((best, p) => (Math.abs(p.length - TARGET_BYTES) < Math.abs(best.length - TARGET_BYTES) ? p : best));
  for (const extra of pages) {
    if (Buffer.byteLength(page) >= TARGET_BYTES) break;
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(extra)?.[1] ?? '';
    page = page.replace('</body>', `${body}</body>`);
  }
  return page;
}

async function main() {
  const html = pageOf200k();
  const bytes = Buffer.byteLength(html);
  // /fresh: the page with other bytes every time (a comment with a counter), so it is analysed again.
  let version = 0;
  const origin = http.createServer((req, res) => {
    const body = req.url?.startsWith('/fresh') ? html.replace('</body>', `<!-- ${++version} --></body>`) : html;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;

  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-proxy-bench-'));
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent', FETCH_ALLOWLIST: '127.0.0.1/32' });
  const app = await buildApp(config, { database, startWorkers: false });
  // The baseline of a cache hit: the same bytes from a route of the same app (same hooks, same client).
  let staticBody = '';
  app.get('/bench-static', { config: { policy: 'public' } }, async (_request, reply) => reply.type('text/html; charset=utf-8').send(staticBody));
  try {
    const db = app.ctx.db;
    const [org] = await db.insert(organisations).values({ name: 'Bench org' }).returning();
    const [project] = await db
      .insert(projects)
      .values({ organisationId: org!.id, name: 'Bench', baseUrl: `${originUrl}/`, hostname: '127.0.0.1', languages: ['hi'], cacheEnabled: false })
      .returning();
    await db.insert(projectDomains).values({ projectId: project!.id, hostname: '127.0.0.1', origin: originUrl, languages: ['hi'] });
    const segments = extractSegments(html).segments;
    const tm = new Map(segments.map((s) => [s.sourceHash, `हिंदी ${s.text}`]));
    const rows = [...tm].map(([sourceHash, target]) => ({
      organisationId: org!.id,
      sourceHash,
      targetLang: 'hi',
      sourceText: target.slice(6),
      preProcessedTarget: target,
      type: 'MACHINE',
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(translationMemory).values(rows.slice(i, i + 500));

    const url = `/render/${project!.id}/hi/page`;
    const check = await app.inject({ method: 'GET', url });
    if (check.statusCode !== 200 || !check.body.includes('हिंदी')) throw new Error(`proxy answered ${check.statusCode}`);

    const rewritePage = (selectors?: string[], translate = translatePage) =>
      translate({
        html,
        pageUrl: `${originUrl}/page`,
        extract: selectors ? { noTranslateSelectors: selectors } : {},
        translateMeta: true,
        lookup: async (hashes) => new Map(hashes.flatMap((h) => (tm.has(h) ? [[h, tm.get(h)!] as const] : []))),
        rewriteLink: (u) => (u.startsWith(originUrl) ? `/render/x/hi${u.slice(originUrl.length)}` : null),
        head: { lang: 'hi', tag: 'hi', dir: 'ltr', alternates: [{ hreflang: 'x-default', href: originUrl }], canonical: originUrl },
      });
    const hashes = [...tm.keys()];
    const freshUrl = `/render/${project!.id}/hi/fresh`;
    const [parse, extract, rewrite, lookup, memoryLookup, proxy, newPage] = await timeInterleaved([
      () => new Parser({}).end(html),
      () => extractSegments(html),
      () => rewritePage(),
      () => findPageTranslations(db, org!.id, 'hi', hashes),
      () => (memories.lookupPageTranslations ?? findPageTranslations)(db, org!.id, 'hi', hashes, Date.now()),
      () => app.inject({ method: 'GET', url }),
      () => app.inject({ method: 'GET', url: freshUrl }),
    ]);
    const oldTranslate = oldPage.translatePage;
    const [rewriteSelectors, oldRewriteSelectors] = await timeInterleaved([
      () => rewritePage(SELECTORS),
      () => (oldTranslate ? rewritePage(SELECTORS, oldTranslate) : undefined),
    ]);
    if (oldTranslate) {
      const [a, b] = [await rewritePage(SELECTORS), await rewritePage(SELECTORS, oldTranslate)];
      if (a.chunks.join('') !== b.chunks.join('') || a.segments !== b.segments) throw new Error('old and new translatePage disagree');
    }
    // Apart, since emptying the memories would make the same page's next render cold too.
    const [coldParse, cold] = await timeInterleaved([
      () => new Parser({}).end(html),
      () => {
        memories.forgetTmMemory?.();
        memories.forgetPageAnalyses?.();
        return app.inject({ method: 'GET', url: freshUrl });
      },
    ]);
    await db.update(projects).set({ cacheEnabled: true, updatedAt: new Date() }).where(eq(projects.id, project!.id));
    // Written behind the app's back (the flag call would do this): the proxy's sites in memory must go.
    forgetProxyTargets();
    await app.inject({ method: 'GET', url });
    staticBody = (await app.inject({ method: 'GET', url })).body;
    const [cacheHit, staticFile] = await timeInterleaved([
      async () => {
        const res = await app.inject({ method: 'GET', url });
        if (res.headers['x-lipi-cache'] !== 'HIT') throw new Error('expected a cache hit');
      },
      async () => {
        const res = await app.inject({ method: 'GET', url: '/bench-static' });
        if (res.body.length !== staticBody.length) throw new Error('expected the same bytes');
      },
    ]);
    const round = (n: number) => Math.round(n * 100) / 100;
    console.log(
      JSON.stringify({
        bench: 'proxy',
        machine: `${cpus()[0]?.model ?? '?'} x${cpus().length}`,
        node: process.version,
        load: loadavg()[0]!.toFixed(1),
        rounds: ROUNDS,
        pageBytes: bytes,
        segments: segments.length,
        parseMs: round(parse),
        extractMs: round(extract),
        rewriteMs: round(rewrite),
        selectors: SELECTORS,
        rewriteSelectorsMs: round(rewriteSelectors),
        ...(oldTranslate ? { oldRewriteSelectorsMs: round(oldRewriteSelectors), selectorsNewToOld: round(rewriteSelectors / oldRewriteSelectors) } : {}),
        tmLookupMs: round(lookup),
        tmMemoryLookupMs: round(memoryLookup),
        proxyMs: round(proxy),
        newPageMs: round(newPage),
        coldMs: round(cold),
        cacheHitMs: round(cacheHit),
        staticMs: round(staticFile),
        hitToStatic: round(cacheHit / staticFile),
        proxyToParse: round(proxy / parse),
        newPageToParse: round(newPage / parse),
        coldToParse: round(cold / coldParse),
        rewriteToParse: round(rewrite / parse),
      }),
    );
  } finally {
    await app.close();
    await database.close();
    origin.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
