import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { engineUsage, translationRunErrors, translationRuns } from '../../db/schema/index.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';
import type { TranslationRunRow } from './run-lease.ts';
import type { ChunkResult } from './run-pipeline.ts';

class LeaseLost extends Error {}

/** The month engine usage is counted in, in UTC: `YYYY-MM`. */
export const usageMonth = (now: Date) => now.toISOString().slice(0, 7);

/**
 * Stores a chunk's outcome and advances the cursor in one transaction, only while this job holds
 * the run: a resumed run starts exactly after the last stored chunk, and a job that lost its
 * baton stores nothing. Returns the updated run, or null when the baton was lost.
 */
export async function commitChunk(
  db: Db,
  input: { run: TranslationRunRow; token: string; chunkSize: number; result: ChunkResult; now: Date; leaseSeconds: number },
): Promise<TranslationRunRow | null> {
  const { run, result } = input;
  try {
    return await db.transaction(async (tx) => {
      await writeTranslations(tx, run.organisationId, result.writes, { keepHuman: true });
      if (result.errors.length > 0) {
        await tx
          .insert(translationRunErrors)
          .values(result.errors.map((e) => ({ runId: run.id, sourceHash: e.sourceHash, message: e.message.slice(0, 1000), createdAt: input.now })))
          .onConflictDoUpdate({ target: [translationRunErrors.runId, translationRunErrors.sourceHash], set: { message: sql`excluded.message` } });
      }
      const month = usageMonth(input.now);
      for (const [hostname, used] of result.usage) {
        await tx
          .insert(engineUsage)
          .values({ projectId: run.projectId, hostname, month, engine: run.engine, calls: used.calls, characters: used.characters })
          .onConflictDoUpdate({
            target: [engineUsage.projectId, engineUsage.hostname, engineUsage.month, engineUsage.engine],
            set: { calls: sql`${engineUsage.calls} + excluded.calls`, characters: sql`${engineUsage.characters} + excluded.characters` },
          });
      }
      const done = result.translated + result.fromMemory + result.failed;
      const [updated] = await tx
        .update(translationRuns)
        .set({
          cursor: sql`${translationRuns.cursor} + ${input.chunkSize}`,
          done: sql`${translationRuns.done} + ${done}`,
          fromMemory: sql`${translationRuns.fromMemory} + ${result.fromMemory}`,
          failed: sql`${translationRuns.failed} + ${result.failed}`,
          leaseUntil: sql`now() + make_interval(secs => ${input.leaseSeconds})`,
        })
        .where(
          and(
            eq(translationRuns.id, run.id),
            eq(translationRuns.status, 'running'),
            eq(translationRuns.leaseOwner, input.token),
            eq(translationRuns.cursor, run.cursor),
          ),
        )
        .returning();
      if (!updated) throw new LeaseLost();
      return updated;
    });
  } catch (err) {
    if (err instanceof LeaseLost) return null;
    throw err;
  }
}
