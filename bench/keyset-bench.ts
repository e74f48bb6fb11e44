/**
 * Keyset pagination of the editor list (issue 18): `translation/dashboard/get` page 1 against page
 * 500, page 500 read with OFFSET (a jump: no anchor) and with a seek (walking forward: page 499 was
 * served just before), on the generated million-word project of editor-bench (75,000 unique
 * segments); all list, then filter "new content". Median of 7 interleaved rounds, in one run.
 *
 *   npx tsx bench/keyset-bench.ts                       # PGlite in a temporary folder
 *   BENCH_DATABASE_URL=postgres://127.0.0.1:5432/x npx tsx bench/keyset-bench.ts
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '@lipi/server/src/app.ts';
import { loadConfig } from '@lipi/server/src/config.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { createSession } from '@lipi/server/src/modules/sessions/sessions.service.ts';
import { forgetPageAnchors } from '@lipi/server/src/modules/translation/page-anchors.ts';
import { seedBenchProject, seedMillionWords } from './million-words.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-keyset-bench-'));
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { url } : { pgliteDir: join(dataDir, 'pgdata') });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: '/nonexistent' });
  const app = await buildApp(config, { database, startWorkers: false });
  try {
    const db = app.ctx.db;
    const { org, user, project } = await seedBenchProject(db, { organisation: 'Keyset bench', user: 'Bench', emailPrefix: 'keyset', project: 'Keyset' });
    await seedMillionWords(db, project.id, org.id);
    const { token } = await createSession(app.ctx, { id: user.id, role: 'organisationAdmin', organisationId: org.id });
    const list = async (pageNumber: number, body: object) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/translation/dashboard/get',
        headers: { authorization: `Bearer ${token}` },
        payload: { projectId: project.id, targetLang: 'hi', pageSize: 10, pageNumber, ...body },
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} ${res.body}`);
      return res.json().data.rows as { sourceHash: string }[];
    };
    const timed = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      await run();
      return performance.now() - start;
    };
    const lines: string[] = [];
    for (const [name, body] of [
      ['all segments', {}],
      ['filter new content', { filter: 'newContent' }],
    ] as const) {
      const times = { first: [] as number[], offset: [] as number[], seek: [] as number[] };
      for (let round = -1; round < ROUNDS; round++) {
        const first = await timed(() => list(1, body));
        forgetPageAnchors();
        let offsetRows: unknown;
        const offset = await timed(async () => (offsetRows = await list(500, body)));
        await list(499, body); // walking forward: page 499 was just served (its end is remembered)
        let seekRows: unknown;
        const seek = await timed(async () => (seekRows = await list(500, body)));
        if (JSON.stringify(seekRows) !== JSON.stringify(offsetRows)) throw new Error('the seek and OFFSET pages differ');
        if (round < 0) continue; // warm-up
        times.first.push(first);
        times.offset.push(offset);
        times.seek.push(seek);
      }
      const [f, o, s] = [median(times.first), median(times.offset), median(times.seek)];
      lines.push(`| ${name} | ${f.toFixed(1)} | ${o.toFixed(1)} (${(o / f).toFixed(2)}×) | ${s.toFixed(1)} (${(s / f).toFixed(2)}×) |`);
    }
    console.log(
      `\n${url ? 'PostgreSQL' : 'PGlite'}; ${cpus().length} CPUs; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}`,
    );
    console.log('| list | page 1 ms (baseline) | page 500, OFFSET (a jump) | page 500, seek (walking forward) |');
    console.log('|---|---|---|---|');
    console.log(lines.join('\n'));
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
