import {
  DEFAULT_SOURCE_LANG,
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  houseOfRole,
  isHouseTranslator,
  isLanguageCode,
  parliamentCategorySchema,
  parliamentHouseSchema,
  PROJECT_MESSAGES,
  type ParliamentHouse,
  parliamentSubTypeSchema,
  type ParliamentCategory,
  type ParliamentSubType,
} from '@lipi/contract';
import { CodecError } from '@lipi/engine/codecs';
import { readDocx, type DocxDocument } from '@lipi/engine/files/docx';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { docFiles, projects, scopeUrls, segments, urlSegments } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { assertMayAddProject, lockOrganisation, requireOrganisation, type Tx } from '../projects/project-create.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { DOCUMENT_URL_SCHEME } from '../scope/scope-queries.ts';
import { assertDocuments, type DocumentViewer } from './documents-access.ts';
import type { DocFileRow } from './documents-view.ts';
import { splitLanguages, type DocumentUpload } from './read-document-upload.ts';

const CHUNK = 500;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Reads a .docx with the codec's guards; a bad file is a 400 with its message and nothing is stored. */
export function parseDocument(content: Uint8Array, sourceLang: string): DocxDocument {
  try {
    // The source language counts the words (Indic scripts are counted their own way).
    const doc = readDocx(content, sourceLang);
    if (doc.units.length === 0) throw badRequest(DOCUMENT_MESSAGES.noText);
    return doc;
  } catch (err) {
    if (err instanceof CodecError) throw badRequest(err.message);
    throw err;
  }
}

type Meta = {
  category: ParliamentCategory | null;
  subType: ParliamentSubType | null;
  docDate: string | null;
  languages: string[];
  house: ParliamentHouse | null;
  /** The new project's source language (a further document takes its project's). */
  sourceLanguage: string;
};

/**
 * The house of an upload: a house user's own, always (asking for the other house is refused);
 * an organisation-wide role may name one (`house`), else the document is organisation-wide.
 */
function readHouse(fields: Record<string, string>, viewer: DocumentViewer): ParliamentHouse | null {
  const asked = fields.house ? parliamentHouseSchema.safeParse(fields.house) : null;
  if (asked && !asked.success) throw badRequest(`Unknown house: ${fields.house}`);
  const own = houseOfRole(viewer.role);
  if (own && asked && asked.data !== own) throw badRequest('You can upload only for your own house.');
  return own ?? asked?.data ?? null;
}

function readMeta(fields: Record<string, string>, viewer: DocumentViewer, project: ProjectRow | null): Meta {
  const category = fields.category ? parliamentCategorySchema.safeParse(fields.category) : null;
  if (category && !category.success) throw badRequest(`Unknown category: ${fields.category}`);
  const subType = fields.subType ? parliamentSubTypeSchema.safeParse(fields.subType) : null;
  if (subType && !subType.success) throw badRequest(`Unknown sub-type: ${fields.subType}`);
  const docDate = fields.date || fields.docDate || null;
  if (docDate && (!/^\d{4}-\d{2}-\d{2}$/.test(docDate) || Number.isNaN(Date.parse(docDate)))) throw badRequest('The date must be written YYYY-MM-DD');
  const languages = splitLanguages(fields.languages);
  const unknown = languages.filter((l) => !isLanguageCode(l));
  if (unknown.length) throw badRequest(`Unknown language code: ${unknown.join(', ')}`);
  const sourceLanguage = project?.sourceLanguage ?? (fields.sourceLanguage || DEFAULT_SOURCE_LANG);
  if (!isLanguageCode(sourceLanguage)) throw badRequest(`Unknown language code: ${sourceLanguage}`);
  if (languages.includes(sourceLanguage)) throw badRequest(PROJECT_MESSAGES.targetIsSource(sourceLanguage));
  // A translator's document must be one it will see afterwards: one of its assigned categories.
  if (viewer.categories && !(category?.data && viewer.categories.includes(category.data))) throw badRequest(DOCUMENT_MESSAGES.notYourCategory);
  return { category: category?.data ?? null, subType: subType?.data ?? null, docDate, languages, house: readHouse(fields, viewer), sourceLanguage };
}

/**
 * doc-file/upload/docs: a document into a document project (a new one, named from projectName or
 * the file, when no projectId comes). The file is checked whole before anything is written, kept
 * as uploaded in storage, and its paragraphs become segments held by the document's scope URL.
 */
export async function uploadDocument(
  ctx: Pick<AppContext, 'db' | 'clock' | 'storage'>,
  auth: AuthInfo,
  viewer: DocumentViewer,
  upload: DocumentUpload,
  project: ProjectRow | null,
) {
  if (project) assertDocuments(project);
  const meta = readMeta(upload.fields, viewer, project);
  // Translators add papers to their house's project; making projects is their admin's work.
  if (!project && isHouseTranslator(auth.role)) throw forbidden(DOCUMENT_MESSAGES.translatorNoProject);
  const doc = parseDocument(upload.content, meta.sourceLanguage);
  if (!project && meta.languages.length === 0) throw badRequest('Please choose at least one language');
  const organisationId = requireOrganisation(auth);
  const now = ctx.clock.now();
  const fileId = randomUUID();
  const storageKey = `documents/${organisationId}/${fileId}.docx`;
  await ctx.storage.put(storageKey, upload.content, DOCX_TYPE);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockOrganisation(tx, organisationId);
      const target = project ?? (await createDocumentProject(tx, auth, organisationId, { name: upload.fields.projectName || upload.fileName, ...meta }, now));
      if (project) await checkRoomAndLanguages(tx, project, meta.languages, now);
      const languages = meta.languages.length ? meta.languages : target.languages;
      const file = await storeDocument(tx, { project: target, fileId, upload, doc, meta: { ...meta, languages }, storageKey, userId: auth.userId, now });
      return { projectId: target.id, file };
    });
  } catch (err) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw err;
  }
}

async function createDocumentProject(
  tx: Tx,
  auth: AuthInfo,
  organisationId: string,
  { name, languages, sourceLanguage }: { name: string; languages: string[]; sourceLanguage: string },
  now: Date,
): Promise<ProjectRow> {
  await assertMayAddProject(tx, auth, organisationId);
  const [row] = await tx
    .insert(projects)
    .values({
      organisationId,
      createdBy: auth.userId,
      name: name.trim().slice(0, 120),
      kind: 'document',
      baseUrl: '',
      // Engine usage is counted per hostname; documents have none, so the project gets its own.
      hostname: `docs-${randomUUID().slice(0, 8)}.document`,
      languages,
      sourceLanguage,
      status: 'completed',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

async function checkRoomAndLanguages(tx: Tx, project: ProjectRow, languages: string[], now: Date) {
  const [files] = await tx.select({ n: count() }).from(docFiles).where(eq(docFiles.projectId, project.id));
  if ((files?.n ?? 0) >= DOCUMENT_LIMITS.filesPerProject) throw badRequest(DOCUMENT_MESSAGES.tooManyFiles);
  const added = languages.filter((l) => !project.languages.includes(l));
  if (added.length)
    await tx
      .update(projects)
      .set({ languages: [...project.languages, ...added], updatedAt: now })
      .where(eq(projects.id, project.id));
}

type StoreInput = { project: ProjectRow; fileId: string; upload: DocumentUpload; doc: DocxDocument; meta: Meta; storageKey: string; userId: string; now: Date };

async function storeDocument(tx: Tx, input: StoreInput): Promise<DocFileRow> {
  const { project, doc, now } = input;
  const words = doc.units.reduce((sum, u) => sum + u.wordCount, 0);
  const [url] = await tx
    .insert(scopeUrls)
    .values({
      projectId: project.id,
      // Not fetchable: the document's place in the scope, so page-based calls (editor per URL, manual requests) see it.
      url: `${DOCUMENT_URL_SCHEME}${input.fileId}/${encodeURIComponent(input.upload.fileName)}`,
      hostname: project.hostname,
      crawlStatus: 'fetched',
      source: 'upload',
      title: input.upload.fileName,
      segmentCount: doc.units.length,
      sourceWordCount: words,
      uniqueWordCount: words,
      fetchedAt: now,
      createdAt: now,
    })
    .returning({ id: scopeUrls.id });
  const unique = [...new Map(doc.units.map((u) => [u.sourceHash, u])).values()];
  const segmentRows = unique.map((u, i) => ({
    projectId: project.id,
    sourceHash: u.sourceHash,
    text: u.text,
    kind: 'text',
    wordCount: u.wordCount,
    // Distinct times keep the editor's "found order" equal to reading order.
    createdAt: new Date(now.getTime() + i),
  }));
  for (let i = 0; i < segmentRows.length; i += CHUNK)
    await tx
      .insert(segments)
      .values(segmentRows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  const occurrences = new Map<string, { position: number; occurrences: number }>();
  doc.units.forEach((u, position) => {
    const seen = occurrences.get(u.sourceHash);
    if (seen) seen.occurrences++;
    else occurrences.set(u.sourceHash, { position, occurrences: 1 });
  });
  const links = [...occurrences].map(([sourceHash, o]) => ({ scopeUrlId: url!.id, projectId: project.id, sourceHash, ...o }));
  for (let i = 0; i < links.length; i += CHUNK) await tx.insert(urlSegments).values(links.slice(i, i + CHUNK));
  const [file] = await tx
    .insert(docFiles)
    .values({
      id: input.fileId,
      projectId: project.id,
      scopeUrlId: url!.id,
      fileName: input.upload.fileName,
      storageKey: input.storageKey,
      byteSize: input.upload.content.length,
      category: input.meta.category,
      subType: input.meta.subType,
      docDate: input.meta.docDate,
      house: input.meta.house,
      languages: input.meta.languages,
      unitCount: unique.length,
      sourceWordCount: words,
      createdBy: input.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return file!;
}
