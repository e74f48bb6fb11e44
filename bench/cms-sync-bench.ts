/**
 * A 5,000-entry CMS sync against the real Strapi 5 of scripts/strapi-test.sh (issue 14): Lipi's
 * whole sync (pull the default-locale entries 100 a page → segments → memory/engine → `PUT ?locale=hi`
 * for every entry), first with every text new (the engine: a LibreTranslate stand-in on 127.0.0.1
 * answering at once, so the figure is Lipi's and Strapi's cost) and again with everything in memory,
 * against the floor of the same protocol work done by a bare client in the same run: the same pages
 * read and the same 5,000 locale versions written, one request at a time as the sync does. Entries/s
 * and the ratio to the floor; phases from the sync's own progress events.
 *
 * Its own Strapi database, so the test suite's Strapi never holds the bench's thousands of articles:
 *
 *   eval "$(STRAPI_DB_NAME=lipi_strapi_bench scripts/strapi-test.sh | sed 's/^/export /')" && ENTRIES=5000 npx tsx bench/cms-sync-bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CMS_SYNC_PROGRESS_EVENT } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { cmsSyncs, organisations, projectEngines, projects } from '@lipi/server/src/db/schema/index.ts';
import { saveCmsDetails, updateCmsContentTypes } from '@lipi/server/src/modules/cms/cms-connection.service.ts';
import { runCmsSync } from '@lipi/server/src/modules/cms/cms-sync.service.ts';

const STRAPI = process.env.TEST_STRAPI_URL;
const TOKEN = process.env.TEST_STRAPI_TOKEN ?? '';
const ENTRIES = Number(process.env.ENTRIES ?? 5000);
const PREFIX = 'Bench article';
const UID = 'api::article.article';
const FIELDS = ['title', 'summary', 'body'];

async function strapi(method: string, path: string, body?: unknown) {
  const res = await fetch(`${STRAPI}${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`Strapi ${method} ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()) as { data: Record<string, unknown>[] | Record<string, unknown>; meta?: { pagination?: { total: number; pageCount: number } } };
}

const article = (i: number) => ({
  title: `${PREFIX} ${i}: handwoven silk sarees from Varanasi`,
  summary: `Summary ${i}. Free delivery across India within a week.`,
  body: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: `Paragraph ${i} with ` },
        { type: 'text', text: 'bold words', bold: true },
        { type: 'text', text: ' inside.' },
      ],
    },
  ],
  slug: `bench-${i}`,
});

/** Creates the bench articles Strapi does not have yet (8 at a time); a later run reuses them. */
async function seed() {
  const have = (await strapi('GET', `/api/articles?filters[title][$startsWith]=${encodeURIComponent(PREFIX)}&pagination[pageSize]=1`)).meta!.pagination!.total;
  let next = have;
  const worker = async () => {
    while (next < ENTRIES) await strapi('POST', '/api/articles', { data: article(next++) });
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 8 }, worker));
  if (ENTRIES > have) console.log(`Seeded ${ENTRIES - have} articles in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/** The floor: every page read as the sync reads it, then every entry's hi version written, one at a time. */
async function floor() {
  const t0 = performance.now();
  const docs: { documentId: string; title: string; summary: string; body: unknown }[] = [];
  const fields = FIELDS.map((f, i) => `fields[${i}]=${f}`).join('&');
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const reply = await strapi('GET', `/api/articles?pagination[page]=${page}&pagination[pageSize]=100&sort=id:asc&locale=en&${fields}`);
    pageCount = reply.meta!.pagination!.pageCount;
    docs.push(...(reply.data as (typeof docs)[number][]));
  }
  const read = performance.now() - t0;
  for (const d of docs)
    await strapi('PUT', `/api/articles/${d.documentId}?locale=hi`, { data: { title: `हि ${d.title}`, summary: `हि ${d.summary}`, body: d.body } });
  return { entries: docs.length, readMs: read, totalMs: performance.now() - t0 };
}

async function startEngine() {
  let calls = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      calls++;
      const body = JSON.parse(raw || '{}') as { q?: string[] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: (body.q ?? []).map((q) => `हि ${q}`) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export async function runCmsSyncBench() {
  if (!STRAPI) throw new Error('Set TEST_STRAPI_URL and TEST_STRAPI_TOKEN (scripts/strapi-test.sh prints them)');
  await seed();
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-cms-bench-'));
  const engine = await startEngine();
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, LIBRETRANSLATE_URL: engine.url, FETCH_ALLOWLIST: '127.0.0.1' });
  const app = await buildApp(config, { database, startWorkers: false });
  try {
    const ctx = app.ctx;
    const [org] = await ctx.db.insert(organisations).values({ name: 'Bench org', plan: 'free' }).returning();
    const [project] = await ctx.db
      .insert(projects)
      .values({ organisationId: org!.id, name: 'CMS', kind: 'api', baseUrl: 'api://cms', hostname: 'cms', languages: ['hi'] })
      .returning();
    await ctx.db.insert(projectEngines).values({ projectId: project!.id, sourceLang: 'en', targetLang: 'hi', engine: 'libretranslate' });
    await saveCmsDetails(ctx, project!, { baseUrl: STRAPI, token: TOKEN, environment: 'prod', domain: '' });
    await updateCmsContentTypes(ctx, project!.id, [{ uid: UID, fields: FIELDS }]);

    // The sync's own progress events say when each phase began.
    let phases: Record<string, number> = {};
    const emit = ctx.realtime.emit.bind(ctx.realtime);
    ctx.realtime.emit = ((room: string, event: string, payload: { phase?: string }) => {
      if (event === CMS_SYNC_PROGRESS_EVENT && payload.phase && !(payload.phase in phases)) phases[payload.phase] = performance.now();
      return emit(room, event, payload);
    }) as typeof ctx.realtime.emit;
    const sync = async () => {
      phases = {};
      const [row] = await ctx.db
        .insert(cmsSyncs)
        .values({ projectId: project!.id, mode: 'full', uids: [UID] })
        .returning();
      const t0 = performance.now();
      await runCmsSync(ctx, row!.id);
      const ms = performance.now() - t0;
      const [done] = await ctx.db.select().from(cmsSyncs).where(eq(cmsSyncs.id, row!.id));
      if (done!.status !== 'completed') throw new Error(`sync ${done!.status}: ${done!.error}`);
      const at = (p: string) => (phases[p] ?? t0) - t0;
      return { ms, entries: done!.done, pull: at('translate') - at('pull'), translate: at('apply') - at('translate'), apply: at('done') - at('apply') };
    };

    const engineBefore = engine.calls();
    const fresh = await sync();
    const engineCalls = engine.calls() - engineBefore;
    const base = await floor();
    const memory = await sync();
    const rate = (n: number, ms: number) => ((n / ms) * 1000).toFixed(1);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nCMS sync, ${fresh.entries} entries of ${UID} (3 fields, ${ENTRIES} bench entries), real Strapi 5.54.0 at ${STRAPI}`);
    console.log(
      `machine: ${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log('| run | time | entries/s | vs floor | pull / translate / apply |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| floor: the same pages read + ${base.entries} PUT ?locale=hi by a bare client | ${s(base.totalMs)} | ${rate(base.entries, base.totalMs)} | 1.00× | ${s(base.readMs)} / – / ${s(base.totalMs - base.readMs)} |`,
    );
    for (const [name, r] of [
      [`Lipi sync, every text new (${engineCalls} engine calls)`, fresh],
      ['Lipi sync again, all from memory', memory],
    ] as const)
      console.log(
        `| ${name} | ${s(r.ms)} | ${rate(r.entries, r.ms)} | ${(r.ms / base.totalMs).toFixed(2)}× | ${s(r.pull)} / ${s(r.translate)} / ${s(r.apply)} |`,
      );
  } finally {
    await app.close();
    await database.close();
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runCmsSyncBench();
