import { MOBILE_LIMITS } from '@lipi/contract';
import type { MobileDoc } from '@lipi/engine/files/mobile';
import { and, eq, sql } from 'drizzle-orm';
import { mobileFiles, mobileStrings, segments } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../projects/project-create.service.ts';
import { queryRows } from '../projects/project-counts.ts';

const CHUNK = 500;

export type MobileFileRow = typeof mobileFiles.$inferSelect;

export type VersionDiff = {
  added: string[];
  changed: string[];
  removed: string[];
  unchanged: number;
  newContentWordCount: number;
};

/**
 * Stores a version of a string file: the file itself, its keys in file order, and each
 * translatable text as a segment of the project, the same table website pages fill. Segments are
 * keyed by their text, so a key whose text did not change keeps its translations, and two keys
 * with one text share one translation. Segments no key of the project uses any more are removed
 * (their translations stay in the organisation's memory).
 */
export async function storeFileVersion(
  tx: Tx,
  input: { projectId: string; existing: MobileFileRow | null; fileName: string; doc: MobileDoc; now: Date },
): Promise<{ file: MobileFileRow; diff: VersionDiff }> {
  const { projectId, existing, doc, now } = input;
  const translatable = doc.units.filter((u) => u.translatable);
  const words = translatable.reduce((sum, u) => sum + u.wordCount, 0);
  const values = {
    content: doc.source,
    hasBom: doc.bom,
    format: doc.format,
    encoding: doc.encoding,
    unitCount: doc.units.length,
    sourceWordCount: words,
    updatedAt: now,
  };
  const [file] = existing
    ? await tx
        .update(mobileFiles)
        .set({ ...values, version: existing.version + 1 })
        .where(eq(mobileFiles.id, existing.id))
        .returning()
    : await tx
        .insert(mobileFiles)
        .values({ ...values, projectId, fileName: input.fileName, createdAt: now })
        .returning();
  const before = existing ? await keysOf(tx, existing.id) : new Map<string, string>();
  const diff = diffVersions(before, doc);
  await tx.delete(mobileStrings).where(eq(mobileStrings.fileId, file!.id));
  const rows = doc.units.map((u, position) => ({
    fileId: file!.id,
    projectId,
    unitId: u.id,
    position,
    kind: u.kind,
    sourceHash: u.sourceHash,
    translatable: u.translatable,
    wordCount: u.wordCount,
    comment: u.comment ?? null,
  }));
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(mobileStrings).values(rows.slice(i, i + CHUNK));
  const unique = [...new Map(translatable.map((u) => [u.sourceHash, u])).values()];
  const segmentRows = unique.map((u, i) => ({
    projectId,
    sourceHash: u.sourceHash,
    text: u.inner.text,
    kind: 'text',
    wordCount: u.wordCount,
    // Distinct times keep the editor's "found order" equal to file order.
    createdAt: new Date(now.getTime() + i),
  }));
  for (let i = 0; i < segmentRows.length; i += CHUNK)
    await tx
      .insert(segments)
      .values(segmentRows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  await tx.execute(sql`delete from segments s where s.project_id = ${projectId}
    and not exists (select 1 from mobile_strings m where m.project_id = s.project_id and m.source_hash = s.source_hash and m.translatable)`);
  return { file: file!, diff };
}

async function keysOf(tx: Tx, fileId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ unitId: mobileStrings.unitId, sourceHash: mobileStrings.sourceHash, translatable: mobileStrings.translatable })
    .from(mobileStrings)
    .where(and(eq(mobileStrings.fileId, fileId)));
  return new Map(rows.filter((r) => r.translatable).map((r) => [r.unitId, r.sourceHash]));
}

/** New, changed and removed translatable keys between two versions, with the words to translate anew. */
export function diffVersions(before: ReadonlyMap<string, string>, doc: Pick<MobileDoc, 'units'>): VersionDiff {
  const diff: VersionDiff = { added: [], changed: [], removed: [], unchanged: 0, newContentWordCount: 0 };
  const now = new Set<string>();
  for (const unit of doc.units) {
    if (!unit.translatable) continue;
    now.add(unit.id);
    const old = before.get(unit.id);
    if (old === unit.sourceHash) {
      diff.unchanged++;
      continue;
    }
    (old === undefined ? diff.added : diff.changed).push(unit.id);
    diff.newContentWordCount += unit.wordCount;
  }
  for (const id of before.keys()) if (!now.has(id)) diff.removed.push(id);
  return diff;
}

export const firstKeys = (keys: string[]) => keys.slice(0, MOBILE_LIMITS.changedKeysListed);

export async function countTranslatedUnits(db: Db, organisationId: string, fileId: string, languages: string[]): Promise<Map<string, number>> {
  if (languages.length === 0) return new Map();
  const rows = await queryRows<{ target_lang: string; n: number }>(
    db,
    sql`select tm.target_lang, count(*)::int as n from mobile_strings m
        join translation_memory tm on tm.organisation_id = ${organisationId} and tm.source_hash = m.source_hash
          and tm.target_lang in (${sql.join(
            languages.map((l) => sql`${l}`),
            sql`, `,
          )}) and tm.type <> 'NO_TRANSLATION_AVAILABLE'
        where m.file_id = ${fileId} and m.translatable
        group by tm.target_lang`,
  );
  return new Map(rows.map((r) => [r.target_lang, r.n]));
}

/** How many units of a file are to be translated. */
export async function countTranslatableUnits(db: Db, fileId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mobile_strings where file_id = ${fileId} and translatable`);
  return rows[0]?.n ?? 0;
}
