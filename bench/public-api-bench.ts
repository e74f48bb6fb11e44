/**
 * Requests per second of the snippet's page-translations call (GET /api/public/translations, a
 * page with 200 translated segments) against a static file of the same size served by the same
 * Fastify server (@fastify/static), measured in the same run with the same client: a fixed number
 * of requests over keep-alive connections, CONCURRENCY at a time. Aim: ratio ≥ 0.5.
 *
 *   npx tsx bench/public-api-bench.ts
 */
import { fnv1a64 } from '@lipi/engine/extract';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { organisations, projectDomains, projects, scopeUrls, segments, translationMemory, urlSegments } from '@lipi/server/src/db/schema/index.ts';
import { PUBLIC_RATE_LIMITS } from '@lipi/server/src/modules/public/public.routes.ts';

const REQUESTS = 4000;
const CONCURRENCY = 32;
const SEGMENTS = 200;

async function load(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; bytes: number }> {
  let next = 0;
  let bytes = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
      bytes = (await res.arrayBuffer()).byteLength;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { rps: REQUESTS / ((performance.now() - start) / 1000), bytes };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-public-bench-'));
  const webDir = join(dataDir, 'web');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>x</title>');
  // @fastify/static (wildcard off) routes the files present at start; the content is set below.
  writeFileSync(join(webDir, 'assets', 'same-size.json'), '');
  // Every visitor from one address here: lift the per-IP limit so the bench measures the call, not 429s.
  Object.assign(PUBLIC_RATE_LIMITS.translations, { max: 1e9 });
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: webDir });
  const app = await buildApp(config, { database, startWorkers: false });
  try {
    const db = app.ctx.db;
    const [org] = await db.insert(organisations).values({ name: 'Bench org', plan: 'free' }).returning();
    const [project] = await db
      .insert(projects)
      .values({ organisationId: org!.id, name: 'Bench', baseUrl: 'https://shop.example.in/', hostname: 'shop.example.in', languages: ['hi'] })
      .returning();
    await db.insert(projectDomains).values({ projectId: project!.id, hostname: 'shop.example.in', origin: 'https://shop.example.in', languages: ['hi', 'ta'] });
    const [page] = await db
      .insert(scopeUrls)
      .values({ projectId: project!.id, url: 'https://shop.example.in/products/saree', hostname: 'shop.example.in', crawlStatus: 'fetched' })
      .returning();
    const texts = Array.from({ length: SEGMENTS }, (_, i) => `Segment ${i}: handwoven <1>silk sarees</1> from Varanasi, delivered free to your door.`);
    await db.insert(segments).values(texts.map((text) => ({ projectId: project!.id, sourceHash: fnv1a64(text), text, kind: 'text', wordCount: 10 })));
    await db.insert(urlSegments).values(texts.map((text, position) => ({ scopeUrlId: page!.id, projectId: project!.id, sourceHash: fnv1a64(text), position })));
    await db.insert(translationMemory).values(
      texts.map((text, i) => ({
        organisationId: org!.id,
        sourceHash: fnv1a64(text),
        targetLang: 'hi',
        sourceText: text,
        preProcessedTarget: `खंड ${i}: वाराणसी की हाथ से बुनी <1>रेशमी साड़ियाँ</1>, आपके दरवाज़े तक मुफ़्त।`,
        type: 'MACHINE',
      })),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `${address}/api/public/translations?projectId=${project!.id}&lang=hi-IN,hi&url=${encodeURIComponent('https://shop.example.in/products/saree')}`;
    const sample = await fetch(apiUrl);
    const size = (await sample.arrayBuffer()).byteLength;
    writeFileSync(join(webDir, 'assets', 'same-size.json'), 'x'.repeat(size));
    const staticUrl = `${address}/assets/same-size.json`;

    await load(staticUrl); // warm-up
    await load(apiUrl);
    const stat = await load(staticUrl);
    const api = await load(apiUrl);
    console.log(
      `machine: ${cpus()[0]?.model ?? '?'} x${cpus().length}, node ${process.version}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(`static file (${stat.bytes} B):          ${stat.rps.toFixed(0)} req/s`);
    console.log(`GET /api/public/translations (${api.bytes} B, ${SEGMENTS} translations): ${api.rps.toFixed(0)} req/s`);
    console.log(`ratio: ${(api.rps / stat.rps).toFixed(2)} (aim ≥ 0.5); ${REQUESTS} requests, ${CONCURRENCY} concurrent`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
