/**
 * The editor and overview calls on a million-word project (issue 18, first part): p50/p95 of
 * `translation/dashboard/get` (first page and a deep page), `translation/counts` and
 * `project/details`, and how long the snippet's public page-translations call waits when issued
 * while each of them runs — against the same public call on an idle server, measured in the same run.
 *
 *   npx tsx bench/editor-bench.ts                       # PGlite in a temporary folder (PGLITE_MODE=inline|worker)
 *   BENCH_DATABASE_URL=postgres://127.0.0.1:5432/x npx tsx bench/editor-bench.ts   # an empty database of its own
 *
 * BENCH_SEGMENTS (75,000), BENCH_ROUNDS (30), BENCH_CHECK_SEGMENTS (3,000: the small project
 * generated both through the triggers and with them off, whose flags and counters must agree).
 *
 * The project (million-words.ts) is generated with generate_series: PAGES in-scope pages (a few out of scope), each
 * with NAV shared segments plus its own, SEGMENTS unique segments of WORDS words (≈ 1.35 M words),
 * 40 % of them translated into Hindi (mostly MACHINE, some USER, PBK and t13n).
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { PUBLIC_RATE_LIMITS } from '@lipi/server/src/modules/public/public.routes.ts';
import { createSession } from '@lipi/server/src/modules/sessions/sessions.service.ts';
import { CHECK_SEGMENTS, PAGES, checkAgainstTriggers, checkSeeded, pageUrl, seedBenchProject, seedMillionWords } from './million-words.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

type Measured = { idle: number[]; results: { name: string; times: number[]; waits: number[] }[] };

async function measure({ address, token, projectId }: { address: string; token: string; projectId: string }): Promise<Measured> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${address}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  // A different page each time, so every call misses the public API's reply cache and reads the database.
  let visit = 0;
  const publicCall = async () => {
    const page = pageUrl(visit++ % PAGES);
    const res = await fetch(`${address}/api/public/translations?projectId=${projectId}&lang=hi&url=${encodeURIComponent(page)}`);
    if (res.status !== 200) throw new Error(`public: HTTP ${res.status}`);
    await res.arrayBuffer();
  };
  const timed = async (run: () => Promise<unknown>) => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };
  const calls: [string, () => Promise<unknown>][] = [
    ['translation/dashboard/get (page 1)', () => post('translation/dashboard/get', { projectId, targetLang: 'hi', pageNumber: 1, pageSize: 10 })],
    [
      'translation/dashboard/get (page 500, filter new content)',
      () => post('translation/dashboard/get', { projectId, targetLang: 'hi', filter: 'newContent', pageNumber: 500, pageSize: 10 }),
    ],
    [
      'translation/dashboard/get (one URL)',
      () => post('translation/dashboard/get', { projectId, targetLang: 'hi', url: pageUrl(7), pageNumber: 1, pageSize: 10 }),
    ],
    ['translation/counts', () => post('translation/counts', { projectId })],
    ['project/details', () => post('project/details', { projectId })],
  ];
  for (const [, run] of calls) await run(); // warm-up: plans, caches
  for (let i = 0; i < 5; i++) await publicCall();
  const idle: number[] = [];
  for (let i = 0; i < ROUNDS * 2; i++) idle.push(await timed(publicCall));
  const results: { name: string; times: number[]; waits: number[] }[] = calls.map(([name]) => ({ name, times: [], waits: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved: each round runs every call once, a public call issued 20 ms into each.
    for (const [index, [, run]] of calls.entries()) {
      const call = timed(run);
      await new Promise((r) => setTimeout(r, 20));
      const wait = await timed(publicCall);
      results[index]!.times.push(await call);
      results[index]!.waits.push(wait);
    }
  }
  return { idle, results };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-editor-bench-'));
  const webDir = join(dataDir, 'web');
  mkdirSync(webDir, { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>x</title>');
  Object.assign(PUBLIC_RATE_LIMITS.translations, { max: 1e9 });
  const url = process.env.BENCH_DATABASE_URL;
  const mode = process.env.PGLITE_MODE === 'inline' ? 'inline' : 'worker';
  const database = await openDatabase(url ? { url } : { pgliteDir: join(dataDir, 'pgdata'), mode });
  await database.migrate();
  // A project left by an earlier run would double the tables the statements read.
  const [held] = ((await database.db.execute(sql`select count(*)::int as n from projects`)) as unknown as { rows: { n: number }[] }).rows;
  if (held!.n) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the database already holds ${held!.n} projects: give the bench an empty one (dropdb, createdb)`);
  }
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: webDir });
  const app = await buildApp(config, { database, startWorkers: false });
  try {
    const db = app.ctx.db;
    const { org, user, project } = await seedBenchProject(db, {
      organisation: 'Bench org',
      user: 'Bench admin',
      emailPrefix: 'bench',
      project: 'Million words',
    });
    let t = performance.now();
    await checkAgainstTriggers(db, CHECK_SEGMENTS);
    console.error(`fast seeding equals the triggers' path on ${CHECK_SEGMENTS} segments (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    t = performance.now();
    await seedMillionWords(db, project.id, org.id);
    const [size] = (
      (await db.execute(sql`select count(*)::int as n, sum(word_count)::int as w from segments where project_id = ${project.id}::uuid`)) as unknown as {
        rows: { n: number; w: number }[];
      }
    ).rows;
    const seeding = (performance.now() - t) / 1000;
    console.error(`seeded ${size!.n} segments, ${size!.w} words over ${PAGES} pages in ${seeding.toFixed(1)} s`);
    t = performance.now();
    await checkSeeded(db, project.id, org.id);
    console.error(`flags and counters equal a fresh count (${((performance.now() - t) / 1000).toFixed(1)} s)`);
    const { token } = await createSession(app.ctx, { id: user.id, role: 'organisationAdmin', organisationId: org.id });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // The client runs on a worker thread: were it on the server's thread, a statement blocking that
    // thread would also hold back the client's timers and hide the wait being measured.
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { address, token, projectId: project.id },
      execArgv: ['--import', 'tsx'],
    });
    const { idle, results } = await new Promise<Measured>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    const f = (n: number) => n.toFixed(0);
    const lines = [
      `Database: ${database.kind}${url ? '' : ` (${mode})`}. Machine: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}, ${new Date().toISOString()}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}.`,
      `Project: ${size!.n} unique segments, ${size!.w} words, ${PAGES} pages, seeded in ${seeding.toFixed(1)} s; ${ROUNDS} interleaved rounds.`,
      '',
      '| call | p50 ms | p95 ms | public call issued during it: p50 / p95 ms |',
      '|---|---|---|---|',
      `| public/translations on an idle server (baseline) | ${f(pct(idle, 50))} | ${f(pct(idle, 95))} | — |`,
      ...results.map((r) => `| ${r.name} | ${f(pct(r.times, 50))} | ${f(pct(r.times, 95))} | ${f(pct(r.waits, 50))} / ${f(pct(r.waits, 95))} |`),
    ];
    console.log(lines.join('\n'));
    // The rounds behind a p95 over the aims (300 ms a call, 100 ms a wait), to tell a slow statement from a stall.
    for (const r of results)
      if (pct(r.times, 95) > 300 || pct(r.waits, 95) > 100)
        console.log(`${r.name}: call ms by round ${r.times.map(f).join(' ')}; public wait ms ${r.waits.map(f).join(' ')}`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!isMainThread) parentPort!.postMessage(await measure(workerData));
else if (import.meta.url === `file://${process.argv[1]}`) await main();
