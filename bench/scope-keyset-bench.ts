/**
 * Keyset pagination of the scope URL list (issue 18): `scope/urls/:projectId` page 1 against page
 * 500, page 500 read with OFFSET (a jump: no anchor) and with a seek (walking forward: page 499 was
 * served just before), on a project of 50,000 URLs on two origins (one URL in five a blog post); the
 * whole list, one origin, a search; pageSize 10 (page 500 = OFFSET 4,990) and 100 (page 500 is the
 * last: OFFSET 49,900). Median of 7 interleaved rounds, in one run; each round checks both reads
 * return the same bytes.
 *
 *   npx tsx bench/scope-keyset-bench.ts                       # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://127.0.0.1:5432/x npx tsx bench/scope-keyset-bench.ts
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { scopeUrls } from '@lipi/server/src/db/schema/index.ts';
import { createSession } from '@lipi/server/src/modules/sessions/sessions.service.ts';
import { forgetPageAnchors } from '@lipi/server/src/modules/translation/page-anchors.ts';
import { seedBenchProject } from './million-words.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const URLS = Number(process.env.BENCH_URLS ?? 50_000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-scope-keyset-bench-'));
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { pgliteDir: join(dataDir, 'pgdata') });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp(config, { database, startWorkers: false });
  try {
    const db = app.ctx.db;
    const { org, user, project } = await seedBenchProject(db, {
      organisation: 'Scope keyset bench',
      user: 'Bench',
      emailPrefix: 'scope-keyset',
      project: 'Scope keyset',
    });
    const rows = Array.from({ length: URLS }, (_, i) => {
      const hostname = i % 2 === 0 ? 'www.bench.example' : 'shop.bench.example';
      const path = i % 5 === 0 ? `blog/${i}-a-post-about-${i % 97}` : `section-${i % 41}/page-${i}`;
      return { projectId: project.id, url: `https://${hostname}/${path}`, hostname, crawlStatus: 'fetched', title: `Page ${i}`, segmentCount: i % 300 };
    });
    for (let i = 0; i < rows.length; i += 5_000) await db.insert(scopeUrls).values(rows.slice(i, i + 5_000));
    const { token } = await createSession(app.ctx, { id: user.id, role: 'organisationAdmin', organisationId: org.id });
    const list = async (pageNumber: number, query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/scope/urls/${project.id}?pageNumber=${pageNumber}${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} ${res.body}`);
      return res.payload;
    };
    const timed = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    const loadAtStart = load();
    const lines: string[] = [];
    for (const [name, query] of [
      ['all URLs, pageSize 10', '&pageSize=10'],
      ['one origin (half), pageSize 10', '&pageSize=10&selectedHostname=www.bench.example'],
      ['search "blog" (a fifth), pageSize 10', '&pageSize=10&search=blog'],
      ['all URLs, pageSize 100 (page 500 is the last)', '&pageSize=100'],
    ] as const) {
      const times = { first: [] as number[], offset: [] as number[], seek: [] as number[] };
      for (let round = -1; round < ROUNDS; round++) {
        const first = await timed(() => list(1, query));
        forgetPageAnchors();
        let offsetPage = '';
        const offset = await timed(async () => (offsetPage = await list(500, query)));
        await list(499, query); // walking forward: page 499 was just served (its end is remembered)
        let seekPage = '';
        const seek = await timed(async () => (seekPage = await list(500, query)));
        if (seekPage !== offsetPage) throw new Error(`the seek and OFFSET pages differ (${name})`);
        if (JSON.parse(seekPage).data.urls.length === 0) throw new Error(`page 500 is empty (${name})`);
        if (round < 0) continue; // warm-up
        times.first.push(first);
        times.offset.push(offset);
        times.seek.push(seek);
      }
      const [f, o, s] = [median(times.first), median(times.offset), median(times.seek)];
      lines.push(
        `| ${name} | ${f.toFixed(1)} | ${o.toFixed(1)} (${(o / f).toFixed(2)}×) | ${s.toFixed(1)} (${(s / f).toFixed(2)}×) | ${(s / o).toFixed(2)}× |`,
      );
    }
    console.log(`\n${url ? 'PostgreSQL' : 'PGlite'}; ${URLS} URLs; ${cpus().length} CPUs; load at start ${loadAtStart}, at end ${load()}`);
    console.log('| list | page 1 ms (baseline) | page 500, OFFSET (a jump) | page 500, seek (walking forward) | seek / OFFSET |');
    console.log('|---|---|---|---|---|');
    console.log(lines.join('\n'));
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
