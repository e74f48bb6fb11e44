import { fnv1a64 } from '@lipi/engine/extract';
import { unifyCanonicalSpellings } from '@lipi/engine/qa';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { dataFixes } from '../../db/schema/index.ts';
import { queryRows } from '../projects/project-counts.ts';
import { clearPublicCaches } from '../public/public-cache.ts';

/**
 * Memory stored before the joiner-spelling rule (qa/canonical-spelling.ts: Malayalam chillus and
 * Bengali khanda ta written with ZWJ) is keyed by the hash of the joiner spelling, which new
 * extractions no longer produce: the same sentence would miss its memory. This fix copies each such
 * row, with its revisions, to the key of the unified spelling. The old row stays for the segments
 * still stored under it until their page is crawled again (the crawl re-extracts and re-keys them);
 * a row already present under the new key is newer work and is kept as it is.
 */
export const JOINER_REHASH_FIX = 'tm-joiner-spellings';
export const JOINER_REHASH_JOB = 'tm.rehash-joiners' as const;

type Cursor = { organisationId: string; sourceHash: string; targetLang: string };
type Candidate = Cursor & { sourceText: string | null };

/**
 * One bounded batch: the next `batchSize` memory rows after the cursor by primary key (only the rows
 * holding a ZWJ bring their text back), copied in one transaction with the cursor's advance, so a
 * crash repeats at most the batch it was in and a repeat copies nothing twice.
 */
export async function rehashJoinerBatch(db: Db, batchSize = 1000): Promise<{ done: boolean; copied: number }> {
  return db.transaction(async (tx) => {
    await tx.insert(dataFixes).values({ name: JOINER_REHASH_FIX }).onConflictDoNothing();
    const [fix] = await tx.select().from(dataFixes).where(eq(dataFixes.name, JOINER_REHASH_FIX)).for('update');
    if (!fix || fix.doneAt) return { done: true, copied: 0 };
    const after = fix.cursor as Cursor | null;
    const rows = await queryRows<Candidate>(
      tx,
      sql`
        select organisation_id as "organisationId", source_hash as "sourceHash", target_lang as "targetLang",
               case when strpos(source_text, chr(8205)) > 0 then source_text end as "sourceText"
        from translation_memory
        ${after ? sql`where (organisation_id, source_hash, target_lang) > (${after.organisationId}::uuid, ${after.sourceHash}, ${after.targetLang})` : sql``}
        order by organisation_id, source_hash, target_lang
        limit ${batchSize}`,
    );
    let copied = 0;
    for (const row of rows) {
      if (row.sourceText === null) continue;
      const text = unifyCanonicalSpellings(row.sourceText);
      const hash = fnv1a64(text);
      if (hash === row.sourceHash) continue;
      const inserted = await queryRows<{ n: number }>(
        tx,
        sql`
        insert into translation_memory (organisation_id, source_hash, target_lang, source_text, pre_processed_target, type, display_type, updated_by, updated_at)
        select organisation_id, ${hash}, target_lang, ${text}, pre_processed_target, type, display_type, updated_by, updated_at
        from translation_memory
        where organisation_id = ${row.organisationId}::uuid and source_hash = ${row.sourceHash} and target_lang = ${row.targetLang}
        on conflict do nothing
        returning 1 as n`,
      );
      if (inserted.length === 0) continue;
      await tx.execute(sql`
        insert into tm_revisions (organisation_id, source_hash, target_lang, pre_processed_target, type, display_type, origin, created_by, created_at)
        select organisation_id, ${hash}, target_lang, pre_processed_target, type, display_type, origin, created_by, created_at
        from tm_revisions
        where organisation_id = ${row.organisationId}::uuid and source_hash = ${row.sourceHash} and target_lang = ${row.targetLang}`);
      copied++;
    }
    const last = rows.at(-1);
    const done = rows.length < batchSize;
    await tx
      .update(dataFixes)
      .set({
        cursor: last ? { organisationId: last.organisationId, sourceHash: last.sourceHash, targetLang: last.targetLang } : after,
        changed: sql`${dataFixes.changed} + ${copied}`,
        doneAt: done ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(dataFixes.name, JOINER_REHASH_FIX));
    return { done, copied };
  });
}

/** Runs every batch; the public translation caches are cleared if anything was copied. */
export async function rehashJoinerSpellings(db: Db, batchSize?: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { done, copied } = await rehashJoinerBatch(db, batchSize);
    total += copied;
    if (done) break;
  }
  if (total > 0) clearPublicCaches();
  return total;
}

/**
 * The fix as a persistent job, queued at start until it has finished once on this database (one
 * job at a time across instances: pg-boss's singleton key; the row lock serialises batches anyway).
 */
export async function registerJoinerRehashJob(ctx: AppContext) {
  await ctx.queue.work(JOINER_REHASH_JOB, async () => {
    const copied = await rehashJoinerSpellings(ctx.db);
    if (copied > 0) ctx.log.info({ copied }, 'translation memory: rows copied to the unified joiner spelling');
  });
  const [fix] = await ctx.db.select({ doneAt: dataFixes.doneAt }).from(dataFixes).where(eq(dataFixes.name, JOINER_REHASH_FIX));
  if (!fix?.doneAt) await ctx.queue.send(JOINER_REHASH_JOB, {}, { singletonKey: JOINER_REHASH_JOB });
}
