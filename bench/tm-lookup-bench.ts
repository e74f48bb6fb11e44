/**
 * Translation-memory lookup at scale: 1,000,000 TM rows (500,000 segments × hi and mr) in one
 * organisation, then one editor page of 500 hashes through findTranslations (the path every list,
 * delivery and machine-translation run uses), against a single-row primary-key lookup measured in
 * the same run as the baseline. On PGlite in a data folder (a default install) and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on that PostgreSQL too. Prints one JSON line per
 * database. Run: npx tsx bench/tm-lookup-bench.ts
 */
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '@lipi/server/src/db/client.ts';
import { organisations, translationMemory } from '@lipi/server/src/db/schema/index.ts';
import { findTranslations } from '@lipi/server/src/modules/translation-memory/tm-store.ts';

const SEGMENTS = 500_000;
const LANGUAGES = ['hi', 'mr'];
const PAGE = 500;
const RUNS = 50;

const hashOf = (i: number) => i.toString(16).padStart(16, '0');

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { medianMs: round(at(0.5)), p95Ms: round(at(0.95)) };
}
const round = (n: number) => Math.round(n * 1000) / 1000;

async function time(run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Deterministic pseudo-random page of distinct hashes spread over the whole table. */
function pageOfHashes(seed: number): string[] {
  let state = seed >>> 0;
  const picked = new Set<number>();
  while (picked.size < PAGE) {
    state = (state * 1664525 + 1013904223) >>> 0;
    picked.add(1 + (state % SEGMENTS));
  }
  return [...picked].map(hashOf);
}

async function benchOne(database: Database, label: string) {
  const db = database.db;
  await database.migrate();
  const [org] = await db.insert(organisations).values({ name: 'TM lookup bench' }).returning({ id: organisations.id });
  const orgId = org!.id;
  try {
    const fillStart = performance.now();
    // On PGlite the trigram index is built once after the fill (a bulk GIN build is far cheaper
    // than a million incremental inserts into it); on a shared PostgreSQL it is left in place.
    if (database.kind === 'pglite') await db.execute(sql`drop index if exists tm_source_trgm_idx`);
    for (const lang of LANGUAGES) {
      await db.execute(sql`
        insert into translation_memory (organisation_id, source_hash, target_lang, source_text, pre_processed_target, type, display_type)
        select ${orgId}::uuid, lpad(to_hex(i), 16, '0'), ${lang}, 'Fresh mangoes delivered to city ' || i || ' with free returns',
               'ताज़ा आम शहर ' || i || ' तक मुफ़्त वापसी के साथ', case when i % 3 = 0 then 'USER' else 'MACHINE' end, 'translation'
        from generate_series(1, ${SEGMENTS}) as i`);
    }
    if (database.kind === 'pglite')
      await db.execute(sql`create index if not exists tm_source_trgm_idx on translation_memory using gin (source_text gin_trgm_ops)`);
    await db.execute(sql`analyze translation_memory`);
    const fillSeconds = (performance.now() - fillStart) / 1000;

    const pages = Array.from({ length: RUNS }, (_, i) => pageOfHashes(i + 1));
    // Warm-up: first runs pay for plan caching and cold pages.
    for (const page of pages.slice(0, 3)) await findTranslations(db, orgId, 'hi', page);
    const pageTimes: number[] = [];
    for (const page of pages) {
      let found = 0;
      pageTimes.push(await time(async () => (found = (await findTranslations(db, orgId, 'hi', page)).size)));
      if (found !== PAGE) throw new Error(`expected ${PAGE} rows, found ${found}`);
    }
    const single = (hash: string) =>
      db
        .select()
        .from(translationMemory)
        .where(and(eq(translationMemory.organisationId, orgId), eq(translationMemory.sourceHash, hash), eq(translationMemory.targetLang, 'hi')));
    for (const page of pages.slice(0, 3)) await single(page[0]!);
    const singleTimes: number[] = [];
    for (const page of pages) singleTimes.push(await time(() => single(page[0]!)));

    const pageStats = stats(pageTimes);
    const singleStats = stats(singleTimes);
    return {
      bench: 'tm-lookup',
      database: label,
      rows: SEGMENTS * LANGUAGES.length,
      fillSeconds: round(fillSeconds),
      pageOf500: pageStats,
      singleRowBaseline: singleStats,
      /** The page against 500 separate point lookups: below 1 means batching wins. */
      pageVs500Singles: round(pageStats.medianMs / (PAGE * singleStats.medianMs)),
      perRowMs: round(pageStats.medianMs / PAGE),
    };
  } finally {
    // The organisation's rows go with it (on delete cascade), so a shared PostgreSQL is left as found.
    await db.delete(organisations).where(eq(organisations.id, orgId));
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-tm-bench-'));
  try {
    const pglite = await openDatabase({ pgliteDir: join(dataDir, 'pgdata') });
    try {
      console.log(JSON.stringify(await benchOne(pglite, 'pglite')));
    } finally {
      await pglite.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) {
    const pg = await openDatabase({ url });
    try {
      console.log(JSON.stringify(await benchOne(pg, 'postgresql')));
    } finally {
      await pg.close();
    }
  }
}

await main();
