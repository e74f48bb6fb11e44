import { fnv1a64 } from '@lipi/engine/extract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { dataFixes, organisations, tmRevisions, translationMemory } from '../../db/schema/index.ts';
import { JOINER_REHASH_FIX, rehashJoinerBatch, rehashJoinerSpellings } from './joiner-rehash.ts';
import { findTranslations, writeTranslations, type TmWrite } from './tm-store.ts';

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  database = await openDatabase(url ? { url } : { memory: true });
  if (!url) await database.migrate();
});
afterAll(async () => database.close());

// "Malayalam" written twice: with the chillu ൾ as ള + virama + ZWJ (before Unicode 5.1) and atomic.
const JOINER = 'മലയാള\u0D4D\u200D ഭാഷ';
const ATOMIC = 'മലയാ\u0D7E ഭാഷ';

async function newOrg() {
  const [org] = await db().insert(organisations).values({ name: 'Joiner rehash test' }).returning({ id: organisations.id });
  return org!.id;
}

// One row per batch on the test's own database exercises the cursor; the shared PostgreSQL of CI
// holds every other suite's memory, so there the batches are the job's own size.
const BATCH = process.env.TEST_DATABASE_URL ? 1000 : 1;

/** A memory row as stored for `text` (its hash computed from the text as it is written). */
const row = (text: string, targetLang: string, target: string, type: 'USER' | 'MACHINE'): TmWrite => ({
  sourceHash: fnv1a64(text),
  sourceText: text,
  targetLang,
  preProcessedTarget: target,
  type,
  displayType: 'translation',
  origin: type === 'USER' ? 'user' : 'nmt:x',
});

const restartFix = () => db().delete(dataFixes).where(eq(dataFixes.name, JOINER_REHASH_FIX));

describe('memory stored under a joiner spelling', () => {
  it('is found by the unified spelling after the fix, with its history; plain rows are untouched', async () => {
    const org = await newOrg();
    await writeTranslations(db(), org, [row(JOINER, 'en', 'Malayalam language', 'USER'), row('Contact us', 'hi', 'संपर्क करें', 'MACHINE')], { keepHuman: false });
    expect((await findTranslations(db(), org, 'en', [fnv1a64(ATOMIC)])).size).toBe(0);
    await restartFix();

    expect(await rehashJoinerSpellings(db(), BATCH)).toBeGreaterThanOrEqual(1);

    const found = await findTranslations(db(), org, 'en', [fnv1a64(ATOMIC)]);
    expect(found.get(fnv1a64(ATOMIC))).toMatchObject({ sourceText: ATOMIC, preProcessedTarget: 'Malayalam language', type: 'USER' });
    const history = await db()
      .select()
      .from(tmRevisions)
      .where(and(eq(tmRevisions.organisationId, org), eq(tmRevisions.sourceHash, fnv1a64(ATOMIC))));
    expect(history).toMatchObject([{ preProcessedTarget: 'Malayalam language', origin: 'user' }]);
    // The old key still answers the segments stored under it until their page is crawled again.
    expect((await findTranslations(db(), org, 'en', [fnv1a64(JOINER)])).size).toBe(1);
    const rows = await db().select().from(translationMemory).where(eq(translationMemory.organisationId, org));
    expect(rows).toHaveLength(3);
    const [fix] = await db().select().from(dataFixes).where(eq(dataFixes.name, JOINER_REHASH_FIX));
    expect(fix?.doneAt).toBeInstanceOf(Date);
  });

  it('keeps newer work under the unified key, and runs again as a no-op', async () => {
    const org = await newOrg();
    await writeTranslations(db(), org, [row(JOINER, 'en', 'old', 'MACHINE'), row(ATOMIC, 'en', 'newer', 'USER')], { keepHuman: false });
    await restartFix();
    await rehashJoinerSpellings(db());
    expect((await findTranslations(db(), org, 'en', [fnv1a64(ATOMIC)])).get(fnv1a64(ATOMIC))).toMatchObject({ preProcessedTarget: 'newer' });
    const before = await db().select().from(tmRevisions).where(eq(tmRevisions.organisationId, org));
    // Done: a second batch touches nothing.
    expect(await rehashJoinerBatch(db())).toEqual({ done: true, copied: 0 });
    expect(await db().select().from(tmRevisions).where(eq(tmRevisions.organisationId, org))).toHaveLength(before.length);
  });
});
