import { fnv1a64 } from '@lipi/engine/extract';
import { documentSegments, parseJsonDocument, serialiseLike, translateDocument, zipTextFiles, type TranslationIssue } from '@lipi/engine/json';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { SOURCE_LANG } from '../machine-translation/project-engines.service.ts';
import { findTranslations } from '../translation-memory/tm-store.ts';
import { getApiItem, type ApiItemRow } from './json-files.service.ts';

export type ExportedFile = { filename: string; contentType: string; bytes: Uint8Array; issues: TranslationIssue[] };

/** One language of a stored file, in its input's shape, from the organisation's translation memory. */
async function renderLanguage(db: Db, project: ProjectRow, item: ApiItemRow, lang: string): Promise<{ text: string; issues: TranslationIssue[] }> {
  const source = item.source ?? '{}';
  if (lang === SOURCE_LANG) return { text: source, issues: [] };
  const doc = parseJsonDocument(source);
  const hashes = [...new Set(documentSegments(doc).map((s) => s.sourceHash))];
  const memory = await findTranslations(db, project.organisationId, lang, hashes);
  const lookup = (segmentText: string) => {
    const row = memory.get(fnv1a64(segmentText));
    return row && row.type !== 'NO_TRANSLATION_AVAILABLE' ? row.preProcessedTarget : undefined;
  };
  const result = translateDocument(doc, lang, lookup);
  return { text: serialiseLike(source, result.document), issues: result.issues };
}

/**
 * A JSON reply from /api is an envelope by convention (clients read an error from it), so a JSON
 * file is sent as a plain download; its name says what it is.
 */
const FILE_CONTENT_TYPE = 'application/octet-stream';

const baseName = (name: string) => name.replace(/\.json$/i, '');

/**
 * `json/blob/fetch`: one language (file `<name>.<lang>.json`), or `all`: a zip with one folder per
 * language (`en/`, `hi/`…), the layout i18next's and most loaders' `locales/<lng>/<ns>.json` expect.
 */
export async function exportJsonFile(db: Db, project: ProjectRow, input: { apiId: string; targetLang: string }): Promise<ExportedFile> {
  const item = await getApiItem(db, project.id, input.apiId);
  if (input.targetLang !== 'all') {
    if (input.targetLang !== SOURCE_LANG && !project.languages.includes(input.targetLang))
      throw badRequest('This language is not one of the project\u2019s languages.');
    const { text, issues } = await renderLanguage(db, project, item, input.targetLang);
    return {
      filename: `${baseName(item.name)}.${input.targetLang}.json`,
      contentType: FILE_CONTENT_TYPE,
      bytes: new TextEncoder().encode(text),
      issues,
    };
  }
  const files: { path: string; text: string }[] = [];
  const issues: TranslationIssue[] = [];
  for (const lang of [SOURCE_LANG, ...project.languages]) {
    const rendered = await renderLanguage(db, project, item, lang);
    files.push({ path: `${lang}/${item.name}`, text: rendered.text });
    issues.push(...rendered.issues.map((i) => ({ ...i, message: `${lang}: ${i.message}` })));
  }
  return { filename: `${baseName(item.name)}.zip`, contentType: 'application/zip', bytes: zipTextFiles(files), issues };
}
