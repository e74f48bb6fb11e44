import { writeDocx } from '@lipi/engine/files/docx';
import { zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { docFiles } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { findTranslations } from '../translation-memory/tm-store.ts';
import { getDocFile, type DocumentViewer } from './documents-access.ts';
import { parseDocument } from './documents-upload.service.ts';
import type { DocFileRow } from './documents-view.ts';

/** `report.docx` in Hindi: `report.hi.docx`. */
export const translatedName = (fileName: string, lang: string) => fileName.replace(/\.docx$/i, `.${lang}.docx`);

/**
 * The document rebuilt in one language from the memory: paragraphs with a usable translation
 * (any type but NO_TRANSLATION_AVAILABLE) are replaced, the others keep the source; a translation
 * the codec refuses (a lost footnote reference, broken tags) leaves its paragraph in the source and
 * is counted in `rejected`.
 */
export async function buildTranslatedDocx(ctx: Pick<AppContext, 'db' | 'storage'>, project: ProjectRow, file: DocFileRow, targetLang: string) {
  const stored = await ctx.storage.get(file.storageKey);
  if (!stored) throw notFound('The stored document is missing');
  const doc = parseDocument(stored, project.sourceLanguage);
  const tm = await findTranslations(ctx.db, project.organisationId, targetLang, [...new Set(doc.units.map((u) => u.sourceHash))]);
  const translations = new Map<string, string>();
  for (const unit of doc.units) {
    const row = tm.get(unit.sourceHash);
    if (row && row.type !== 'NO_TRANSLATION_AVAILABLE') translations.set(unit.id, row.preProcessedTarget);
  }
  return writeDocx(doc, translations, { targetLang });
}

/**
 * fileTranslation/export/files: one language's .docx, or every language in one zip. Exporting a
 * document whose professional translation has come back moves it to PBK_EXPORTED.
 */
export async function exportDocument(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>,
  project: ProjectRow,
  viewer: DocumentViewer,
  fileId: string,
  targetLang?: string,
) {
  const file = await getDocFile(ctx, project, viewer, fileId);
  if (targetLang && !file.languages.includes(targetLang)) throw badRequest(`The document is not translated into ${targetLang}.`);
  const languages = targetLang ? [targetLang] : file.languages;
  const built = [];
  for (const lang of languages) built.push({ lang, ...(await buildTranslatedDocx(ctx, project, file, lang)) });
  if (file.status === 'PBK_TRANSLATED')
    await ctx.db.update(docFiles).set({ status: 'PBK_EXPORTED', updatedAt: ctx.clock.now() }).where(eq(docFiles.id, file.id));
  const rejected = built.reduce((n, b) => n + b.rejected.length, 0);
  if (targetLang) return { name: translatedName(file.fileName, targetLang), type: DOCX_TYPE, bytes: Buffer.from(built[0]!.bytes), rejected };
  const entries = Object.fromEntries(built.map((b) => [translatedName(file.fileName, b.lang), b.bytes]));
  return { name: file.fileName.replace(/\.docx$/i, '.zip'), type: 'application/zip', bytes: Buffer.from(zipSync(entries, { level: 0 })), rejected };
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
