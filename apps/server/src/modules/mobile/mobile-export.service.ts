import { MOBILE_LIMITS, toBcp47, type MobileKeyRow } from '@lipi/contract';
import { pluralCategories, writeZip } from '@lipi/engine/files/android';
import {
  encodeMobileText,
  mobileFilePath,
  mobileSourcePath,
  mobileZipPath,
  parseMobileFile,
  writeMobileCatalog,
  writeMobileFile,
  type MobileDoc,
  type MobileFormat,
  type MobileWriteResult,
  type TextEncoding,
} from '@lipi/engine/files/mobile';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { mobileFiles } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { queryRows } from '../projects/project-counts.ts';
import { findTranslations } from '../translation-memory/tm-store.ts';
import { toTmEntry, type TmJoinedRow } from '../translation/tm-entry.ts';
import { assertMobile } from './mobile.service.ts';
import type { MobileFileRow } from './mobile-store.ts';

/**
 * A file written for one language with the organisation's current translations (any type but
 * NO_TRANSLATION_AVAILABLE; the default engine's transliterations included). Keys without a
 * translation keep the source text, so the app shows something rather than crashing on a gap.
 */
export async function translatedStringFile(
  ctx: Pick<AppContext, 'db'>,
  project: ProjectRow,
  file: MobileFileRow,
  targetLang: string,
): Promise<MobileWriteResult & { path: string; zipPath: string; bytes: Uint8Array }> {
  assertMobile(project);
  if (!project.languages.includes(targetLang)) throw badRequest('This language is not one of the project\u2019s languages.');
  const doc = storedDoc(file);
  const translations = await translationsOf(ctx, project, doc, targetLang);
  const bcp47 = toBcp47(targetLang);
  const written = writeMobileFile(doc, translations, bcp47);
  return {
    ...written,
    bytes: encodeMobileText(written.text, doc.encoding),
    path: mobileFilePath(doc.format, bcp47, file.fileName),
    zipPath: mobileZipPath(doc.format, bcp47, file.fileName),
  };
}

/** The organisation's current translations of a file's units for one language (unit id → text). */
async function translationsOf(ctx: Pick<AppContext, 'db'>, project: ProjectRow, doc: MobileDoc, targetLang: string): Promise<Map<string, string>> {
  const hashes = [...new Set(doc.units.filter((u) => u.translatable).map((u) => u.sourceHash))];
  const tm = await findTranslations(ctx.db, project.organisationId, targetLang, hashes);
  const translations = new Map<string, string>();
  for (const unit of doc.units) {
    const row = unit.translatable ? tm.get(unit.sourceHash) : undefined;
    if (row && row.type !== 'NO_TRANSLATION_AVAILABLE') translations.set(unit.id, row.preProcessedTarget);
  }
  return translations;
}

/** A String Catalog holds every language: one file with all the project's languages filled. */
async function translatedCatalog(ctx: Pick<AppContext, 'db'>, project: ProjectRow, file: MobileFileRow): Promise<Uint8Array> {
  const doc = storedDoc(file);
  const byLang = new Map<string, Map<string, string>>();
  for (const language of project.languages) byLang.set(toBcp47(language), await translationsOf(ctx, project, doc, language));
  return encodeMobileText(writeMobileCatalog(doc, byLang).text, doc.encoding);
}

/** The stored current version, parsed again (it was accepted on upload). */
export function storedDoc(file: MobileFileRow): MobileDoc {
  return parseMobileFile(file.fileName, { text: file.content, bom: file.hasBom, encoding: file.encoding as TextEncoding });
}

const CONTENT_TYPES: Readonly<Record<MobileFormat, string>> = {
  android: 'application/xml; charset=utf-8',
  'ios-strings': 'text/plain',
  'ios-stringsdict': 'application/xml; charset=utf-8',
  arb: 'application/json; charset=utf-8',
  xcstrings: 'application/json; charset=utf-8',
};
export const contentTypeOf = (file: MobileFileRow) =>
  file.encoding === 'utf-8' ? (CONTENT_TYPES[file.format as MobileFormat] ?? 'application/octet-stream') : `text/plain; charset=${file.encoding}`;

/**
 * Every file of the project with its source and each language where the platform looks for it:
 * res/values-xx (Android), xx.lproj (iOS), lib/l10n/app_xx.arb (Flutter), one Localizable.xcstrings
 * with every language (String Catalog).
 */
export async function projectResourcesZip(ctx: Pick<AppContext, 'db'>, project: ProjectRow): Promise<Uint8Array> {
  assertMobile(project);
  const files = await ctx.db
    .select()
    .from(mobileFiles)
    .where(eq(mobileFiles.projectId, project.id))
    .orderBy(asc(mobileFiles.createdAt))
    .limit(MOBILE_LIMITS.filesPerProject);
  const entries = new Map<string, Uint8Array>();
  for (const file of files) {
    if (file.format === 'xcstrings') {
      // One catalog for all languages, where Xcode keeps it (the source is in it too).
      entries.set(file.fileName, await translatedCatalog(ctx, project, file));
      continue;
    }
    const source = (file.hasBom ? '\uFEFF' : '') + file.content;
    entries.set(
      mobileSourcePath(file.format as MobileFormat, file.fileName, toBcp47(project.sourceLanguage)),
      encodeMobileText(source, file.encoding as TextEncoding),
    );
    for (const language of project.languages) {
      const written = await translatedStringFile(ctx, project, file, language);
      entries.set(written.zipPath, written.bytes);
    }
  }
  return writeZip(entries);
}

type KeyRow = TmJoinedRow & {
  unit_id: string;
  kind: string;
  source_hash: string;
  text: string | null;
  word_count: number;
  translatable: boolean;
  comment: string | null;
};

/** translation/stringxmlKeys: a page of a file's keys in file order with one language's translation. */
export async function listMobileKeys(
  ctx: Pick<AppContext, 'db'>,
  project: ProjectRow,
  file: MobileFileRow,
  input: { targetLang: string; search?: string; pageNumber: number; pageSize: number },
): Promise<{ rows: MobileKeyRow[]; total: number; pageNumber: number; pageSize: number; pluralCategories: string[] }> {
  const search = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`m.file_id = ${file.id} ${search ? sql`and (m.unit_id ilike ${search} or s.text ilike ${search} or tm.pre_processed_target ilike ${search})` : sql``}`;
  const from = sql`from mobile_strings m
    left join segments s on s.project_id = m.project_id and s.source_hash = m.source_hash
    left join translation_memory tm on m.translatable and tm.organisation_id = ${project.organisationId} and tm.source_hash = m.source_hash and tm.target_lang = ${input.targetLang}
    left join users u on u.id = tm.updated_by
    where ${where}`;
  const [rows, totals] = await Promise.all([
    queryRows<KeyRow>(
      ctx.db,
      sql`select m.unit_id, m.kind, m.source_hash, s.text, m.word_count, m.translatable, m.comment,
            tm.pre_processed_target, tm.type, tm.display_type, tm.updated_at, u.name as updated_by_name
          ${from} order by m.position limit ${input.pageSize} offset ${(input.pageNumber - 1) * input.pageSize}`,
    ),
    queryRows<{ total: number }>(ctx.db, sql`select count(*)::int as total ${from}`),
  ]);
  // Keys not to translate have no segment; their text is read from the stored file.
  const needsSource = rows.some((r) => r.text === null);
  const units = needsSource ? new Map(storedDoc(file).units.map((u) => [u.id, u.inner.text])) : null;
  return {
    rows: rows.map((r) => ({
      unitId: r.unit_id,
      kind: r.kind,
      sourceHash: r.source_hash,
      sourceText: r.text ?? units?.get(r.unit_id) ?? '',
      wordCount: r.word_count,
      translatable: r.translatable,
      comment: r.comment,
      translation: toTmEntry(r),
    })),
    total: totals[0]?.total ?? 0,
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    pluralCategories: [...pluralCategories(toBcp47(input.targetLang))],
  };
}
