import { GLOSSARY_UPLOAD_FORMAT_ERROR, TRANSLITERATION_LIMITS, type TransliterationEntry, type TransliterationEntryKind } from '@lipi/contract';
import { writeCsv } from '@lipi/engine/codecs';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { transliterationEntries } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { languageColumn, likePattern, rowError, type Table } from './table-file.ts';

type EntryRow = typeof transliterationEntries.$inferSelect;
export type EntryInput = { source: string; targetLang: string; target: string };

export function toEntry(row: EntryRow): TransliterationEntry {
  return { id: row.id, source: row.source, targetLang: row.targetLang, target: row.target, createdAt: row.createdAt.toISOString() };
}

/**
 * The upload layout (contract transliteration.ts): `source`, then one column per language code;
 * each non-empty cell is one entry. Any bad row refuses the whole file, naming the row.
 */
export function parseEntryTable(table: Table): EntryInput[] {
  const sourceAt = table.header.indexOf('source');
  if (sourceAt < 0) throw badRequest(GLOSSARY_UPLOAD_FORMAT_ERROR);
  const languages = table.header.map((h, i) => (i === sourceAt ? null : languageColumn(h)));
  const unknown = table.header.find((h, i) => i !== sourceAt && !languages[i]);
  if (unknown !== undefined || languages.every((l) => !l))
    throw badRequest(`${GLOSSARY_UPLOAD_FORMAT_ERROR}${unknown ? `: unknown language column "${unknown}"` : ''}`);
  const byKey = new Map<string, EntryInput>();
  table.rows.forEach((row, r) => {
    const source = row[sourceAt] ?? '';
    if (!source || source.length > TRANSLITERATION_LIMITS.wordLength)
      throw rowError(r, `a source word of 1 to ${TRANSLITERATION_LIMITS.wordLength} characters is needed`);
    languages.forEach((targetLang, i) => {
      const target = row[i] ?? '';
      if (!targetLang || !target) return;
      if (target.length > TRANSLITERATION_LIMITS.wordLength)
        throw rowError(r, `a spelling can be at most ${TRANSLITERATION_LIMITS.wordLength} characters long`);
      byKey.set(`${targetLang}\u0000${source}`, { source, targetLang, target });
    });
  });
  if (byKey.size === 0) throw badRequest(GLOSSARY_UPLOAD_FORMAT_ERROR);
  return [...byKey.values()];
}

/** Stores entries of one kind, replacing the spelling of a word already there, within the per-project cap. */
export async function saveEntries(ctx: Pick<AppContext, 'db'>, project: ProjectRow, kind: TransliterationEntryKind, entries: EntryInput[]) {
  return ctx.db.transaction(async (tx) => {
    let imported = 0;
    for (let i = 0; i < entries.length; i += 500) {
      const rows = await tx
        .insert(transliterationEntries)
        .values(entries.slice(i, i + 500).map((e) => ({ projectId: project.id, kind, ...e })))
        .onConflictDoUpdate({
          target: [transliterationEntries.projectId, transliterationEntries.kind, transliterationEntries.targetLang, transliterationEntries.source],
          set: { target: sql`excluded.target` },
        })
        .returning({ id: transliterationEntries.id });
      imported += rows.length;
    }
    const [total] = await tx
      .select({ n: count() })
      .from(transliterationEntries)
      .where(and(eq(transliterationEntries.projectId, project.id), eq(transliterationEntries.kind, kind)));
    if ((total?.n ?? 0) > TRANSLITERATION_LIMITS.entriesPerProject) throw badRequest(`At most ${TRANSLITERATION_LIMITS.entriesPerProject} entries per project`);
    return { imported };
  });
}

type EntryQuery = { targetLang?: string; search?: string; pageNumber: number; pageSize: number };

export async function listEntries(ctx: Pick<AppContext, 'db'>, project: ProjectRow, kind: TransliterationEntryKind, query: EntryQuery) {
  const where = and(
    eq(transliterationEntries.projectId, project.id),
    eq(transliterationEntries.kind, kind),
    query.targetLang ? eq(transliterationEntries.targetLang, query.targetLang) : undefined,
    query.search ? ilike(transliterationEntries.source, likePattern(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(transliterationEntries)
      .where(where)
      .orderBy(asc(sql`lower(${transliterationEntries.source})`), asc(transliterationEntries.targetLang))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(transliterationEntries).where(where),
  ]);
  return { entries: rows.map(toEntry), total: total?.n ?? 0 };
}

export async function deleteEntries(ctx: Pick<AppContext, 'db'>, project: ProjectRow, kind: TransliterationEntryKind, ids: string[]) {
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (valid.length === 0) return { deleted: 0 };
  const rows = await ctx.db
    .delete(transliterationEntries)
    .where(and(eq(transliterationEntries.projectId, project.id), eq(transliterationEntries.kind, kind), inArray(transliterationEntries.id, valid)))
    .returning({ id: transliterationEntries.id });
  return { deleted: rows.length };
}

/** A transliteration list (memory or glossary) in the upload layout: one row per word, one column per language. */
export async function exportEntriesCsv(ctx: Pick<AppContext, 'db'>, project: ProjectRow, kind: TransliterationEntryKind): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(transliterationEntries)
    .where(and(eq(transliterationEntries.projectId, project.id), eq(transliterationEntries.kind, kind)))
    .orderBy(asc(sql`lower(${transliterationEntries.source})`));
  const used = new Set(rows.map((r) => r.targetLang));
  const languages = [...project.languages, ...[...used].filter((l) => !project.languages.includes(l)).sort()];
  const bySource = new Map<string, Record<string, string>>();
  for (const r of rows) bySource.set(r.source, { ...bySource.get(r.source), [r.targetLang]: r.target });
  return writeCsv([['source', ...languages], ...[...bySource].map(([source, spellings]) => [source, ...languages.map((l) => spellings[l] ?? '')])]);
}
