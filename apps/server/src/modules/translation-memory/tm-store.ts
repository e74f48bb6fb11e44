import type { DisplayType, TmType } from '@lipi/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tmRevisions, translationMemory } from '../../db/schema/index.ts';
import { clearPublicCaches } from '../public/public-cache.ts';

export type TmRow = typeof translationMemory.$inferSelect;

/** One translation to store for (organisation, sourceHash, targetLang). */
export type TmWrite = {
  sourceHash: string;
  sourceText: string;
  targetLang: string;
  preProcessedTarget: string;
  type: TmType;
  displayType: DisplayType;
  /** What produced it, kept on the revision: user, nmt:{engine}, t13n, suggestion, replace, import, revision. */
  origin: string;
  userId?: string | null;
};

export type WriteOptions = {
  /**
   * Machine output must never overwrite a person's work: with keepHuman, rows of type USER or PBK
   * are left as they are. Hand edits, accepted suggestions and imports pass false.
   */
  keepHuman: boolean;
};

const CHUNK = 500;

/**
 * The one write path of the translation memory: upserts the current rows and appends a revision
 * for every row that actually changed (same text, type and display type again is no change), so
 * every correction keeps its history. Returns the rows written.
 */
export async function writeTranslations(db: Db, organisationId: string, writes: TmWrite[], options: WriteOptions): Promise<TmRow[]> {
  const written: TmRow[] = [];
  for (let i = 0; i < writes.length; i += CHUNK) {
    const chunk = dedupe(writes.slice(i, i + CHUNK));
    const changed = sql`(${translationMemory.preProcessedTarget}, ${translationMemory.type}, ${translationMemory.displayType}) is distinct from (excluded.pre_processed_target, excluded.type, excluded.display_type)`;
    const human = sql`${translationMemory.type} not in ('USER', 'PBK')`;
    const rows = await db
      .insert(translationMemory)
      .values(
        chunk.map((w) => ({
          organisationId,
          sourceHash: w.sourceHash,
          targetLang: w.targetLang,
          sourceText: w.sourceText,
          preProcessedTarget: w.preProcessedTarget,
          type: w.type,
          displayType: w.displayType,
          updatedBy: w.userId ?? null,
          updatedAt: new Date(),
        })),
      )
      .onConflictDoUpdate({
        target: [translationMemory.organisationId, translationMemory.sourceHash, translationMemory.targetLang],
        set: {
          preProcessedTarget: sql`excluded.pre_processed_target`,
          type: sql`excluded.type`,
          displayType: sql`excluded.display_type`,
          sourceText: sql`excluded.source_text`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: options.keepHuman ? and(changed, human) : changed,
      })
      .returning();
    if (rows.length === 0) continue;
    const byKey = new Map(chunk.map((w) => [`${w.sourceHash}\u0000${w.targetLang}`, w]));
    await appendRevisions(db, organisationId, rows, (r) => ({
      origin: byKey.get(`${r.sourceHash}\u0000${r.targetLang}`)?.origin ?? 'user',
      createdBy: r.updatedBy,
    }));
    written.push(...rows);
  }
  // The public API keeps page replies in memory for a few seconds; a changed translation must reach
  // visitors at once. The TM is per organisation, so every project's replies go (a cheap map clear).
  if (written.length > 0) clearPublicCaches();
  return written;
}

/** Appends the rows as they are now to their history, with what produced each and who. */
export async function appendRevisions(db: Db, organisationId: string, rows: TmRow[], by: (row: TmRow) => { origin: string; createdBy: string | null }) {
  await db.insert(tmRevisions).values(
    rows.map((r) => ({
      organisationId,
      sourceHash: r.sourceHash,
      targetLang: r.targetLang,
      preProcessedTarget: r.preProcessedTarget,
      type: r.type,
      displayType: r.displayType,
      ...by(r),
    })),
  );
}

/** The current rows of these segments in one language, by sourceHash. */
export async function findTranslations(db: Db, organisationId: string, targetLang: string, sourceHashes: string[]): Promise<Map<string, TmRow>> {
  const found = new Map<string, TmRow>();
  for (let i = 0; i < sourceHashes.length; i += CHUNK) {
    const rows = await db
      .select()
      .from(translationMemory)
      .where(
        and(
          eq(translationMemory.organisationId, organisationId),
          eq(translationMemory.targetLang, targetLang),
          inArray(translationMemory.sourceHash, sourceHashes.slice(i, i + CHUNK)),
        ),
      );
    for (const row of rows) found.set(row.sourceHash, row);
  }
  return found;
}

/** Postgres refuses one upsert touching the same key twice: the last write of a key wins. */
function dedupe(writes: TmWrite[]): TmWrite[] {
  const byKey = new Map<string, TmWrite>();
  for (const w of writes) byKey.set(`${w.sourceHash}\u0000${w.targetLang}`, w);
  return [...byKey.values()];
}
