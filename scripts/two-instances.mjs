// Two Lipi instances from the built output (apps/server/dist/main.js, what `npm start` and the
// Docker image run) on one real PostgreSQL and Redis, on loopback only. Shows that:
//   both start together (migrations under the advisory lock) and report ready;
//   a session created on one is valid on the other;
//   crawls and translation runs started on one are worked by both instances' workers, each page
//   and segment once;
//   realtime events caused on one reach a socket.io client connected to the other.
// Ends with one line: `two-instances: PASS in N s` or `two-instances: FAIL …` (exit code 1).
//
// Settings: TWO_INSTANCES_DATABASE (default postgres://postgres@127.0.0.1:5432/lipi_two; the
// database is dropped and created each run), TWO_INSTANCES_REDIS (default redis://127.0.0.1:6379/3),
// --no-build to reuse apps/server/dist.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import { call, check, fail, freePort, metric, startFixtureSites, waitFor } from './two-instances-support.mjs';

const root = resolve(import.meta.dirname, '..');
const started = Date.now();
const HARD_LIMIT_MS = 300_000;
const databaseUrl = process.env.TWO_INSTANCES_DATABASE ?? 'postgres://postgres@127.0.0.1:5432/lipi_two';
const redisUrl = process.env.TWO_INSTANCES_REDIS ?? 'redis://127.0.0.1:6379/3';
const ADMIN = { email: 'admin@two.lipi.local', password: 'Two-Instances-Password-1' };
const SITES = 4;
const PAGES_PER_SITE = 12;
const LANGUAGES = ['hi', 'mr'];

const children = [];
const cleanups = [];
const step = (text) => console.log(`two-instances: ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

/** A fresh database for this run: dropped and created, so every run starts from empty. */
async function recreateDatabase() {
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  check(/^lipi_[a-z0-9_]+$/.test(name), `refusing to recreate database "${name}": its name must start with lipi_`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

function startInstance(label, port) {
  const dataDir = mkdtempSync(join(tmpdir(), `lipi-two-${label}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: 'two-instances-shared-secret-0123456789abcdef',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      FETCH_ALLOWLIST: '127.0.0.0/8',
      JOB_POLL_SECONDS: '0.5',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_SECONDS: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (d) => output.push(String(d)));
  child.stderr.on('data', (d) => output.push(String(d)));
  const instance = { label, port, base: `http://127.0.0.1:${port}`, child, output, exited: null };
  child.on('exit', (code, signal) => (instance.exited = { code, signal }));
  children.push(instance);
  return instance;
}

function openSocket(instance, token) {
  const socket = connectSocket(instance.base, { transports: ['websocket'], auth: { token }, reconnection: false });
  cleanups.push(() => socket.disconnect());
  return new Promise((resolveSocket, reject) => {
    socket.on('connect', () => resolveSocket(socket));
    socket.on('connect_error', reject);
  });
}

const joinRoom = (socket, roomId) => new Promise((r) => socket.emit('call', { roomId }, r));

/** Every project's crawl has ended (the project's status is final and no run is active). */
async function crawlsFinished(db, projectIds) {
  const { rows } = await db.query(
    `select id from projects where id = any($1::uuid[]) and (status not in ('parsed', 'crawlingFailed', 'parsingFailed') or crawl_status = 'ACTIVE')`,
    [projectIds],
  );
  return rows.length === 0;
}

async function startCrawls(instance, token, projectIds) {
  for (const projectId of projectIds) {
    const started = await call(instance, 'POST', '/api/project/crawl', { body: { projectId }, token });
    check(started.status === 200, `starting a crawl on ${instance.label} failed: ${JSON.stringify(started.body)}`);
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    step('building the server (npm run build -w @lipi/server)');
    const build = spawnSync('npm', ['run', 'build', '-w', '@lipi/server'], { cwd: root, stdio: 'inherit' });
    check(build.status === 0, 'the server build failed');
  }
  await recreateDatabase();
  const sites = await startFixtureSites({ count: SITES, pagesPerSite: PAGES_PER_SITE, cleanups });
  const [portA, portB] = [await freePort(), await freePort()];

  // 1. Both start at once on an empty database: one migrates, the other waits for the lock.
  const a = startInstance('A', portA);
  const b = startInstance('B', portB);
  for (const instance of [a, b]) {
    await waitFor(
      `instance ${instance.label} to be ready`,
      async () => {
        if (instance.exited) fail(`instance ${instance.label} exited (${JSON.stringify(instance.exited)}):\n${instance.output.join('')}`);
        return (await call(instance, 'GET', '/api/ready')).status === 200;
      },
      90_000,
    );
  }
  for (const instance of [a, b]) {
    const ready = await call(instance, 'GET', '/api/ready');
    check(
      ready.body.data?.status === 'ready' && ready.body.data.checks.redis?.ok && ready.body.data.checks.database.ok,
      `instance ${instance.label} is not fully ready: ${JSON.stringify(ready.body)}`,
    );
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  const admins = await db.query(`select count(*)::int as n from users where role = 'superAdmin'`);
  check(admins.rows[0].n === 1, `expected one super admin after two first starts, found ${admins.rows[0].n}`);
  step('both instances started together and report ready (database, Redis, job queue); one super admin');

  // 2. A session from A works on B.
  const signIn = await call(a, 'POST', '/api/auth', { body: ADMIN });
  check(signIn.status === 200, `sign-in on A failed: ${JSON.stringify(signIn.body)}`);
  const token = signIn.body.data.token;
  const onB = await call(b, 'POST', '/api/project', { body: {}, token });
  check(onB.status === 200, `the session from A was refused by B: ${onB.status} ${JSON.stringify(onB.body)}`);
  step('a session created on A is valid on B');

  // 3. Crawls started on A, worked by both.
  const projectIds = [];
  for (const [i, url] of sites.entries()) {
    const created = await call(a, 'POST', '/api/project/new', { body: { url, languages: LANGUAGES, name: `Two instances ${i}` }, token });
    check(created.status === 200, `project creation on A failed: ${JSON.stringify(created.body)}`);
    projectIds.push(created.body.data.projectId);
  }
  await startCrawls(a, token, projectIds);
  await waitFor('the crawls to finish', () => crawlsFinished(db, projectIds), 60_000, 500);
  const pageRows = await db.query(
    `select project_id, count(*)::int as n, count(*) filter (where crawl_status = 'fetched')::int as fetched from scope_urls where project_id = any($1::uuid[]) group by project_id`,
    [projectIds],
  );
  for (const row of pageRows.rows)
    check(
      row.n === PAGES_PER_SITE && row.fetched === PAGES_PER_SITE,
      `project ${row.project_id}: ${row.fetched} of ${row.n} URLs fetched, expected ${PAGES_PER_SITE}`,
    );
  check(pageRows.rows.length === SITES, `only ${pageRows.rows.length} of ${SITES} projects have pages`);
  const fetchedA = await metric(a, 'lipi_crawl_pages_total', 'outcome="fetched"');
  const fetchedB = await metric(b, 'lipi_crawl_pages_total', 'outcome="fetched"');
  check(fetchedA > 0 && fetchedB > 0, `both instances should have crawled: A fetched ${fetchedA}, B fetched ${fetchedB}`);
  check(fetchedA + fetchedB === SITES * PAGES_PER_SITE, `pages fetched twice or lost: A ${fetchedA} + B ${fetchedB} ≠ ${SITES * PAGES_PER_SITE}`);
  step(`crawls started on A: ${SITES * PAGES_PER_SITE} pages, each fetched once (A ${fetchedA}, B ${fetchedB})`);

  // 4. Translation runs started on A, worked by both; each segment translated once per language.
  const segments = await db.query(`select count(*)::int as n from segments where project_id = any($1::uuid[])`, [projectIds]);
  const runIds = [];
  for (const projectId of projectIds) {
    for (const targetLang of LANGUAGES) {
      const applied = await call(a, 'POST', '/api/translation/nmt/apply', { body: { projectId, targetLang, idArr: [], requestId: randomUUID() }, token });
      check(applied.status === 200, `nmt/apply on A failed: ${JSON.stringify(applied.body)}`);
      runIds.push({ projectId, runId: applied.body.data.id });
    }
  }
  await waitFor(
    'the translation runs to finish',
    async () => {
      for (const { projectId, runId } of runIds) {
        const status = await call(b, 'POST', '/api/translation/nmt/status', { body: { projectId, runId }, token });
        if (status.body.data?.run?.status === 'failed') fail(`run ${runId} failed: ${JSON.stringify(status.body.data.run)}`);
        if (status.body.data?.run?.status !== 'completed') return false;
      }
      return true;
    },
    60_000,
    500,
  );
  const tm = await db.query(
    `select count(*)::int as n, count(distinct (organisation_id, source_hash, target_lang))::int as distinct_n from translation_memory where target_lang = any($1::text[])`,
    [LANGUAGES],
  );
  const distinctHashes = await db.query(`select count(distinct source_hash)::int as n from segments where project_id = any($1::uuid[])`, [projectIds]);
  check(tm.rows[0].n === tm.rows[0].distinct_n, 'duplicate translation-memory rows');
  check(
    tm.rows[0].n === distinctHashes.rows[0].n * LANGUAGES.length,
    `expected ${distinctHashes.rows[0].n * LANGUAGES.length} translations, found ${tm.rows[0].n}`,
  );
  const callsA = await metric(a, 'lipi_mt_calls_total');
  const callsB = await metric(b, 'lipi_mt_calls_total');
  check(callsA > 0 && callsB > 0, `both instances should have run translation slices: A made ${callsA} engine calls, B ${callsB}`);
  step(
    `${runIds.length} translation runs started on A over ${segments.rows[0].n} segments: ${tm.rows[0].n} translations, none twice (engine calls A ${callsA}, B ${callsB})`,
  );

  // 5. Realtime: clients on A and B in the same project rooms receive the same events, whichever
  // instance's worker caused them (a recrawl started on A).
  const socketA = await openSocket(a, token);
  const socketB = await openSocket(b, token);
  const received = { A: [], B: [] };
  socketA.onAny((event, payload) => received.A.push(JSON.stringify([event, payload])));
  socketB.onAny((event, payload) => received.B.push(JSON.stringify([event, payload])));
  for (const projectId of projectIds) {
    for (const socket of [socketA, socketB]) check((await joinRoom(socket, `project:${projectId}`)).success, 'joining a project room failed');
  }
  const before = { A: await metric(a, 'lipi_crawl_pages_total'), B: await metric(b, 'lipi_crawl_pages_total') };
  await startCrawls(a, token, projectIds);
  await waitFor('the recrawls to finish', () => crawlsFinished(db, projectIds), 60_000, 500);
  await new Promise((r) => setTimeout(r, 1500)); // the last throttled progress reports
  const worked = { A: (await metric(a, 'lipi_crawl_pages_total')) - before.A, B: (await metric(b, 'lipi_crawl_pages_total')) - before.B };
  check(received.A.length > 0, 'no realtime event arrived');
  check(
    JSON.stringify([...received.A].sort()) === JSON.stringify([...received.B].sort()),
    `clients of A and B received different events: A ${received.A.length}, B ${received.B.length}`,
  );
  const crossing = [worked.A > 0 ? 'A → client of B' : null, worked.B > 0 ? 'B → client of A' : null].filter(Boolean).join(', ');
  step(`realtime: ${received.A.length} events, identical on the clients of both instances (${crossing})`);

  // 6. A third instance on A's port: one clear line and exit code 1.
  const clash = startInstance('C', portA);
  await waitFor('the instance on a taken port to exit', async () => clash.exited, 60_000);
  const clashOutput = clash.output.join('');
  check(clash.exited.code === 1, `an instance on a taken port exited with ${JSON.stringify(clash.exited)}`);
  check(clashOutput.includes(`Lipi cannot start: port ${portA} is already in use on 127.0.0.1`), `no clear listen error:\n${clashOutput}`);
  step('a third instance on a taken port stops with one clear line and exit code 1');

  // 7. Both stop cleanly within their deadline.
  for (const instance of [a, b]) instance.child.kill('SIGTERM');
  await waitFor('both instances to exit', async () => a.exited && b.exited, 20_000);
  for (const instance of [a, b]) check(instance.exited.code === 0, `instance ${instance.label} exited with ${JSON.stringify(instance.exited)}`);
  step('both instances stopped on SIGTERM with exit code 0');
}

const limit = setTimeout(() => {
  console.error(`two-instances: FAIL: took longer than ${HARD_LIMIT_MS / 1000} s`);
  for (const c of children) c.child.kill('SIGKILL');
  process.exit(1);
}, HARD_LIMIT_MS);

let ok = false;
try {
  await main();
  ok = true;
} catch (err) {
  console.error(`two-instances: ${err.stack ?? err}`);
  for (const c of children) if (c.output.length) console.error(`--- instance ${c.label} output ---\n${c.output.join('').slice(-4000)}`);
} finally {
  for (const c of children) if (!c.exited) c.child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch(() => undefined);
  clearTimeout(limit);
}
console.log(
  ok ? `two-instances: PASS in ${((Date.now() - started) / 1000).toFixed(1)} s` : `two-instances: FAIL after ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(ok ? 0 : 1);
