/**
 * Machine-translation pipeline overhead: 5,000 segments of one project through a real run (job
 * slice, memory lookup, dedup, masking with a glossary, batching, unmask check, TM writes with
 * revisions, error rows, engine usage, cursor commits, progress) with an instant in-process engine
 * that returns its input, against the baseline of only writing the same rows with
 * writeTranslations in the same chunks, measured in the same run on PGlite in a data folder.
 * Prints one JSON line. Run: npx tsx bench/mt-pipeline-bench.ts
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppContext } from '@lipi/server/src/app-context.ts';
import { fromAdapters } from '@lipi/server/src/adapters/mt/engines.ts';
import type { MtAdapter } from '@lipi/server/src/adapters/mt/mt-adapter.ts';
import { openDatabase } from '@lipi/server/src/db/client.ts';
import { glossaryTerms, organisations, projects, translationRuns } from '@lipi/server/src/db/schema/index.ts';
import { systemClock } from '@lipi/server/src/lib/clock.ts';
import { runTranslationSlice } from '@lipi/server/src/modules/machine-translation/run-runner.ts';
import { createRunRuntime } from '@lipi/server/src/modules/machine-translation/run-runtime.ts';
import { writeTranslations, type TmWrite } from '@lipi/server/src/modules/translation-memory/tm-store.ts';

const SEGMENTS = 5_000;
const CHUNK = 200;

/** An engine with no cost of its own: whatever remains is the pipeline's. */
const instant: MtAdapter = {
  id: 'libretranslate',
  maxBatch: 100,
  maxChars: 20_000,
  supports: () => true,
  translate: async ({ texts }) => texts.map((text) => ({ text })),
};

const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-mt-bench-'));
  const database = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
  try {
    await database.migrate();
    const db = database.db;
    const [org] = await db.insert(organisations).values({ name: 'MT bench', plan: 'business' }).returning();
    const [project] = await db
      .insert(projects)
      .values({ organisationId: org!.id, name: 'MT bench', baseUrl: 'https://shop.example.in/', hostname: 'shop.example.in', languages: ['hi', 'mr'] })
      .returning();
    // Segments as a crawl stores them: one in four with inline tags, all on one page of the site.
    await db.execute(sql`
      insert into segments (project_id, source_hash, text, kind, word_count)
      select ${project!.id}::uuid, lpad(to_hex(i), 16, '0'),
             case when i % 4 = 0 then 'Fresh mangoes <1>delivered</1> to city ' || i || ' by Lipi Express'
                  else 'Free returns on order ' || i || ' within {1} days for Bharat customers' end, 'text', 9
      from generate_series(1, ${SEGMENTS}) as i`);
    await db.execute(
      sql`insert into scope_urls (project_id, url, hostname, crawl_status) values (${project!.id}::uuid, 'https://shop.example.in/', 'shop.example.in', 'fetched')`,
    );
    await db.execute(sql`
      insert into url_segments (scope_url_id, project_id, source_hash, position)
      select (select id from scope_urls where project_id = ${project!.id}::uuid), ${project!.id}::uuid, source_hash, row_number() over ()
      from segments where project_id = ${project!.id}::uuid`);
    await db
      .insert(glossaryTerms)
      .values([
        { projectId: project!.id, term: 'Lipi Express', rule: 'never' },
        { projectId: project!.id, term: 'Bharat', rule: 'always', translations: { hi: 'भारत' } },
        ...Array.from({ length: 18 }, (_, i) => ({ projectId: project!.id, term: `Brand${i}`, rule: 'never' })),
      ]);
    const rows = await db.execute<{ source_hash: string; text: string }>(
      sql`select source_hash, text from segments where project_id = ${project!.id}::uuid order by source_hash`,
    );
    const segments = (rows as unknown as { rows: { source_hash: string; text: string }[] }).rows;

    // Baseline: the same rows written straight into the memory, chunk by chunk (another language).
    const writes: TmWrite[] = segments.map((s) => ({
      sourceHash: s.source_hash,
      sourceText: s.text,
      targetLang: 'mr',
      preProcessedTarget: s.text,
      type: 'MACHINE',
      displayType: 'translation',
      origin: 'nmt:bench',
    }));
    // Warm-up (plan cache, first pages of the tables) in a third language, so neither side pays it.
    await writeTranslations(
      db,
      org!.id,
      writes.slice(0, CHUNK).map((w) => ({ ...w, targetLang: 'ta' })),
      { keepHuman: true },
    );
    const baseStart = performance.now();
    for (let i = 0; i < writes.length; i += CHUNK) await writeTranslations(db, org!.id, writes.slice(i, i + CHUNK), { keepHuman: true });
    const baselineMs = performance.now() - baseStart;

    const ctx = {
      db,
      clock: systemClock,
      mt: fromAdapters([instant]),
      realtime: { emit: () => undefined },
      queue: { send: async () => null },
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    } as unknown as AppContext;
    const runtime = createRunRuntime(ctx, { chunkSize: CHUNK, sliceMs: 3_600_000 });
    const token = 'bench-token';
    const [run] = await db
      .insert(translationRuns)
      .values({
        projectId: project!.id,
        organisationId: org!.id,
        requestId: 'bench',
        kind: 'nmt',
        targetLang: 'hi',
        engine: 'libretranslate',
        status: 'queued',
        sourceHashes: segments.map((s) => s.source_hash),
        total: SEGMENTS,
        leaseOwner: token,
        leaseUntil: sql`now() + interval '1 hour'`,
      })
      .returning();
    const runStart = performance.now();
    await runTranslationSlice(runtime, { runId: run!.id, token });
    const pipelineMs = performance.now() - runStart;
    const [finished] = await db
      .select()
      .from(translationRuns)
      .where(sql`${translationRuns.id} = ${run!.id}`);
    if (finished?.status !== 'completed' || finished.done !== SEGMENTS || finished.failed !== 0) throw new Error(`run ended ${JSON.stringify(finished)}`);

    console.log(
      JSON.stringify({
        bench: 'mt-pipeline',
        database: 'pglite',
        segments: SEGMENTS,
        chunk: CHUNK,
        pipelineMs: round(pipelineMs),
        baselineWriteMs: round(baselineMs),
        pipelinePerSegmentMs: round(pipelineMs / SEGMENTS),
        baselinePerSegmentMs: round(baselineMs / SEGMENTS),
        overheadPerSegmentMs: round((pipelineMs - baselineMs) / SEGMENTS),
        pipelineVsBaseline: round(pipelineMs / baselineMs),
        segmentsPerSecond: Math.round(SEGMENTS / (pipelineMs / 1000)),
        machine: `${cpus()[0]?.model ?? 'unknown'} ×${cpus().length}`,
        node: process.version,
      }),
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
