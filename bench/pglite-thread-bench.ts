/**
 * PGlite on the server's thread (`inline`) vs on a worker thread (`worker`, issue 18): how long calls
 * issued while a heavy statement runs wait, in both modes in the same run.
 *
 *   npx tsx bench/pglite-thread-bench.ts
 *
 * Per round, the server's thread starts one heavy statement (a count over generate_series, ~1 s) and,
 * 50 ms into it, a client on a worker thread (its own timers: the server's thread may be the one
 * blocked) issues together: GET /api/health (no database), a static file of the dashboard, the
 * public page-translations call of a page whose reply is cached (no database) and of a page not yet
 * asked (reads the database). Baseline: the same calls on the idle server.
 */
import { loadavg, tmpdir } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase, type PgliteMode } from '@lipi/server/src/db/client.ts';
import { PUBLIC_RATE_LIMITS } from '@lipi/server/src/modules/public/public.routes.ts';
import { seedBenchProject } from './million-words.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const HEAVY_ROWS = Number(process.env.BENCH_HEAVY_ROWS ?? 2_500_000);
const PAGES = 200;
const HOST = 'shop.example.in';
const CALLS = ['health (no database)', 'static file', 'public/translations, cached page', 'public/translations, new page'] as const;

// The client: plain JavaScript on a worker thread; told when to fire, it times each call on its own clock.
const clientSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { address, projectId } = workerData;
const page = (i) => encodeURIComponent('https://${HOST}/catalogue/page-' + i);
const get = async (path) => { const r = await fetch(address + path); if (r.status !== 200) throw new Error(path + ': ' + r.status); await r.arrayBuffer(); };
const publicPage = (i) => get('/api/public/translations?projectId=' + projectId + '&lang=hi&url=' + page(i));
const timed = async (run) => { const t = performance.now(); await run(); return performance.now() - t; };
let fresh = 1;
parentPort.on('message', async ({ warm, delayMs }) => {
  // The cached page: asked just before, so its reply is still within its lifetime when measured.
  if (warm) return parentPort.postMessage(await timed(() => publicPage(0)));
  if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
  const times = await Promise.all([timed(() => get('/api/health')), timed(() => get('/index.html')), timed(() => publicPage(0)), timed(() => publicPage(fresh++))]);
  parentPort.postMessage(times);
});`;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

async function runMode(mode: PgliteMode) {
  const dataDir = mkdtempSync(join(tmpdir(), `lipi-thread-bench-${mode}-`));
  const webDir = join(dataDir, 'web');
  mkdirSync(webDir, { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>x</title>');
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata'), mode });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: webDir });
  const app = await buildApp(config, { database, startWorkers: false });
  try {
    const db = app.ctx.db;
    const { org, project } = await seedBenchProject(db, { organisation: 'Bench org', user: 'Bench admin', emailPrefix: 'thread', project: 'Thread' });
    const p = sql`${project.id}::uuid`;
    await db.execute(sql`insert into scope_urls (project_id, url, hostname, crawl_status, is_in_scope, segment_count, source_word_count, unique_word_count, fetched_at)
      select ${p}, 'https://${sql.raw(HOST)}/catalogue/page-' || i, ${HOST}, 'fetched', true, 0, 0, 0, now() from generate_series(0, ${PAGES - 1}::int) i`);
    await db.execute(sql`insert into segments (project_id, source_hash, text, kind, word_count)
      select ${p}, substr(md5('seg' || i), 1, 16), 'Segment ' || i || ' of the catalogue', 'text', 5 from generate_series(0, 3999) i`);
    await db.execute(sql`insert into url_segments (scope_url_id, project_id, source_hash, occurrences, position)
      select u.id, ${p}, substr(md5('seg' || i), 1, 16), 1, i / ${PAGES} from generate_series(0, 3999) i
      join scope_urls u on u.project_id = ${p} and u.url = 'https://${sql.raw(HOST)}/catalogue/page-' || (i % ${PAGES})`);
    await db.execute(sql`insert into translation_memory (organisation_id, source_hash, target_lang, source_text, pre_processed_target, type, display_type)
      select ${org.id}::uuid, substr(md5('seg' || i), 1, 16), 'hi', 'Segment ' || i, 'खंड ' || i, 'MACHINE', 'translation' from generate_series(0, 3999) i`);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new Worker(clientSource, { eval: true, workerData: { address, projectId: project.id } });
    let failed: Error | undefined;
    client.on('error', (err) => (failed = err));
    const ask = <T>(message: { warm?: true; delayMs?: number }) =>
      new Promise<T>((resolve, reject) => {
        if (failed) reject(failed);
        client.once('message', resolve);
        client.postMessage(message);
      });
    const measure = async (delayMs: number) => {
      await ask<number>({ warm: true });
      return ask<number[]>({ delayMs });
    };
    for (let i = 0; i < 3; i++) await measure(0); // warm-up
    const idle: number[][] = [];
    const during: number[][] = [];
    const heavy: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      idle.push(await measure(0));
      await ask<number>({ warm: true });
      // Told first, so the client's 50 ms run on its own thread even if this one is about to block.
      const answered = ask<number[]>({ delayMs: 50 });
      const start = performance.now();
      await db.execute(sql`select count(*) from generate_series(1, ${HEAVY_ROWS}::int)`);
      heavy.push(performance.now() - start);
      during.push(await answered);
    }
    await client.terminate();
    return { mode, idle, during, heavy };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  Object.assign(PUBLIC_RATE_LIMITS.translations, { max: 1e9 });
  const load = [loadavg()[0]];
  const runs: Awaited<ReturnType<typeof runMode>>[] = [];
  for (const mode of ['inline', 'worker'] as const) {
    runs.push(await runMode(mode));
    load.push(loadavg()[0]);
  }
  const f = (xs: number[]) => `${pct(xs, 50).toFixed(0)} / ${pct(xs, 95).toFixed(0)}`;
  const lines = [
    `${new Date().toISOString()}, Node ${process.version}, load average (1 min) ${load.map((l) => l!.toFixed(1)).join(' → ')}; ${ROUNDS} rounds per mode.`,
    '',
    `| p50 / p95 ms | ${runs.map((r) => `${r.mode}: idle | ${r.mode}: during the statement`).join(' | ')} |`,
    `|---|${runs.map(() => '---|---').join('|')}|`,
    `| the heavy statement itself | ${runs.map((r) => `— | ${f(r.heavy)}`).join(' | ')} |`,
    ...CALLS.map((name, i) => `| ${name} | ${runs.map((r) => `${f(r.idle.map((t) => t[i]!))} | ${f(r.during.map((t) => t[i]!))}`).join(' | ')} |`),
  ];
  console.log(lines.join('\n'));
}

await main();
