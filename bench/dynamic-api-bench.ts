/**
 * The dynamic call (POST /api/avk_get/translation) with a 200-key payload: fully in memory (hit) and
 * with every text new (miss: the engine, a LibreTranslate stand-in on 127.0.0.1 answering at once,
 * then the memory write), against the public page-translations call of a page with the same 200
 * translations (GET /api/public/translations), all in the same run on the same server and client.
 * Latency p50/p95 and req/s; ratios are what compare across machines.
 *
 *   npx tsx bench/dynamic-api-bench.ts
 */
import { fnv1a64 } from '@lipi/engine/extract';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import {
  apiKeys,
  organisations,
  projectDomains,
  projectEngines,
  projects,
  scopeUrls,
  segments,
  translationMemory,
  urlSegments,
} from '@lipi/server/src/db/schema/index.ts';
import { hashSecret } from '@lipi/server/src/lib/crypto.ts';
import { DYNAMIC_RATE_LIMIT } from '@lipi/server/src/modules/api-content/dynamic.routes.ts';
import { PUBLIC_RATE_LIMITS } from '@lipi/server/src/modules/public/public.routes.ts';

const KEYS = 200;
const HIT_REQUESTS = 600;
const MISS_REQUESTS = 40;
const CONCURRENCY = 8;
const KEY = 'lipi_bench_key_0123456789abcdef0123456789abcdef';

type Figures = { rps: number; p50: number; p95: number; bytes: number };

/** `total` requests, `concurrency` at a time; request i is built by `make(i)`. */
async function load(total: number, concurrency: number, make: (i: number) => [string, RequestInit]): Promise<Figures> {
  let next = 0;
  let bytes = 0;
  const times: number[] = [];
  const worker = async () => {
    while (next < total) {
      const [url, init] = make(next++);
      const t0 = performance.now();
      const res = await fetch(url, init);
      const body = await res.arrayBuffer();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
      bytes = body.byteLength;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { rps: total / seconds, p50: at(0.5), p95: at(0.95), bytes };
}

/** A LibreTranslate stand-in: answers at once, so the miss figure is Lipi's own cost. */
async function startEngine() {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { q?: string[] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: (body.q ?? []).map((q) => `हि ${q}`) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const text = (i: number, round = -1) => `${round >= 0 ? `Round ${round}: ` : ''}Item ${i}: handwoven {{name}} silk sarees from Varanasi, delivered free.`;

export async function runDynamicApiBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-dynamic-bench-'));
  const engine = await startEngine();
  Object.assign(PUBLIC_RATE_LIMITS.translations, { max: 1e9 });
  Object.assign(DYNAMIC_RATE_LIMIT, { max: 1e9 });
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, LIBRETRANSLATE_URL: engine.url });
  const app = await buildApp(config, { database, startWorkers: false });
  try {
    const db = app.ctx.db;
    const [org] = await db.insert(organisations).values({ name: 'Bench org', plan: 'free' }).returning();
    const [site] = await db
      .insert(projects)
      .values({ organisationId: org!.id, name: 'Site', baseUrl: 'https://shop.example.in/', hostname: 'shop.example.in', languages: ['hi'] })
      .returning();
    const [api] = await db
      .insert(projects)
      .values({ organisationId: org!.id, name: 'App', kind: 'api', baseUrl: 'api://app', hostname: 'app', languages: ['hi'] })
      .returning();
    // Misses go to the LibreTranslate stand-in (the default engine for a pair is the offline transliterator).
    await db.insert(projectEngines).values({ projectId: api!.id, sourceLang: 'en', targetLang: 'hi', engine: 'libretranslate' });
    await db.insert(apiKeys).values({ projectId: api!.id, name: 'bench', prefix: KEY.slice(0, 11), keyHash: hashSecret(KEY) });
    await db.insert(projectDomains).values({ projectId: site!.id, hostname: 'shop.example.in', origin: 'https://shop.example.in', languages: ['hi'] });
    const [page] = await db
      .insert(scopeUrls)
      .values({ projectId: site!.id, url: 'https://shop.example.in/p', hostname: 'shop.example.in', crawlStatus: 'fetched' })
      .returning();
    // The page's segments hold the masked form ({1}), as extraction stores them; the dynamic call masks {{name}} the same way.
    const masked = Array.from({ length: KEYS }, (_, i) => text(i).replace('{{name}}', '{1}'));
    await db.insert(segments).values(masked.map((t) => ({ projectId: site!.id, sourceHash: fnv1a64(t), text: t, kind: 'text', wordCount: 10 })));
    await db.insert(urlSegments).values(masked.map((t, position) => ({ scopeUrlId: page!.id, projectId: site!.id, sourceHash: fnv1a64(t), position })));
    await db.insert(translationMemory).values(
      masked.map((t, i) => ({
        organisationId: org!.id,
        sourceHash: fnv1a64(t),
        targetLang: 'hi',
        sourceText: t,
        preProcessedTarget: `आइटम ${i}: वाराणसी की हाथ से बुनी {1} रेशमी साड़ियाँ, मुफ़्त डिलीवरी।`,
        type: 'MACHINE',
      })),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const publicUrl = `${address}/api/public/translations?projectId=${site!.id}&lang=hi&url=${encodeURIComponent('https://shop.example.in/p')}`;
    const dynamicUrl = `${address}/api/avk_get/translation`;
    const payload = (round: number) =>
      JSON.stringify({
        sourceLanguage: 'en',
        targetLanguage: 'hi',
        data: Object.fromEntries(Array.from({ length: KEYS }, (_, i) => [`item${i}`, text(i, round)])),
      });
    const hitBody = payload(-1);
    const post = (body: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': KEY }, body });

    const check = await (await fetch(dynamicUrl, post(hitBody))).json();
    if (check.data.counts.fromMemory !== KEYS) throw new Error(`warm-up: ${JSON.stringify(check.data.counts)}`);
    await load(100, CONCURRENCY, () => [publicUrl, {}]);
    await load(100, CONCURRENCY, () => [dynamicUrl, post(hitBody)]);
    const baseline = await load(HIT_REQUESTS, CONCURRENCY, () => [publicUrl, {}]);
    const hit = await load(HIT_REQUESTS, CONCURRENCY, () => [dynamicUrl, post(hitBody)]);
    const miss = await load(MISS_REQUESTS, CONCURRENCY, (i) => [dynamicUrl, post(payload(i))]);
    return {
      machine: `${cpus()[0]?.model.trim() ?? '?'} x${cpus().length}, node ${process.version}, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      keys: KEYS,
      concurrency: CONCURRENCY,
      baseline,
      hit,
      miss,
      requests: { hit: HIT_REQUESTS, miss: MISS_REQUESTS },
    };
  } finally {
    await app.close();
    await database.close();
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runDynamicApiBench();
  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.bytes} | ${(f.rps / r.baseline.rps).toFixed(2)}× |`;
  console.log(`machine: ${r.machine}; ${r.keys} keys, ${r.concurrency} concurrent; ${r.requests.hit} hit / ${r.requests.miss} miss requests`);
  console.log('| Call | req/s | p50 ms | p95 ms | reply bytes | vs baseline |\n|---|---|---|---|---|---|');
  console.log(row('GET public/translations, 200 translations (baseline)', r.baseline));
  console.log(row('POST avk_get/translation, 200 keys, all from memory', r.hit));
  console.log(row('POST avk_get/translation, 200 new keys (engine + memory write)', r.miss));
  console.log(`hit / miss: ${(r.hit.rps / r.miss.rps).toFixed(1)}× the throughput`);
}
