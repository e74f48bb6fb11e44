import {
  PARLIAMENT_CATEGORIES,
  PARLIAMENT_SUB_TYPES,
  PARLIAMENT_SUB_TYPES_BY_CATEGORY,
  PROJECT_MESSAGES,
  type FileProcessingStatus,
  type documentEditRequest,
  type documentListRequest,
} from '@lipi/contract';
import type { z } from 'zod';
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { docFiles, projects, scopeUrls } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { containsPattern } from '../translation/segment-source.ts';
import { assertDocuments, getDocFile, visibleDocuments, type DocumentViewer } from './documents-access.ts';
import { toDocumentFiles } from './documents-view.ts';

type ListInput = z.infer<typeof documentListRequest>;
const PROCESSED: FileProcessingStatus[] = ['NMT_TRANSLATED', 'PBK_TRANSLATED', 'PBK_EXPORTED'];

/** getFilesList, getProcessedFilesList and fetch/docs: one page of the project's documents, newest first. */
export async function listDocuments(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  project: ProjectRow,
  viewer: DocumentViewer,
  input: ListInput,
  processedOnly = false,
) {
  assertDocuments(project);
  const where: SQL[] = [eq(docFiles.projectId, project.id)];
  const visible = visibleDocuments(viewer);
  if (visible) where.push(visible);
  if (input.status) where.push(eq(docFiles.status, input.status));
  if (input.category) where.push(eq(docFiles.category, input.category));
  if (input.subType) where.push(eq(docFiles.subType, input.subType));
  if (input.docDate) where.push(eq(docFiles.docDate, input.docDate));
  if (input.search) where.push(ilike(docFiles.fileName, containsPattern(input.search)));
  const condition = and(...where)!;
  // Statuses that follow from finished runs are settled before filtering on "processed".
  if (processedOnly)
    await toDocumentFiles(
      ctx,
      project.organisationId,
      await ctx.db
        .select()
        .from(docFiles)
        .where(and(condition, eq(docFiles.status, 'NEW_URL'))),
    );
  const filter = processedOnly ? and(condition, inArray(docFiles.status, PROCESSED))! : condition;
  const [total] = await ctx.db.select({ n: count() }).from(docFiles).where(filter);
  const rows = await ctx.db
    .select()
    .from(docFiles)
    .where(filter)
    .orderBy(desc(docFiles.createdAt), desc(docFiles.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  return { languages: project.languages, files: await toDocumentFiles(ctx, project.organisationId, rows), total: total?.n ?? 0 };
}

export async function getDocument(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, viewer: DocumentViewer, fileId: string) {
  const file = await getDocFile(ctx, project, viewer, fileId);
  return (await toDocumentFiles(ctx, project.organisationId, [file]))[0]!;
}

/** fileTranslation/edit: name and parliament metadata; the file itself never changes. */
export async function editDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  project: ProjectRow,
  viewer: DocumentViewer,
  input: z.infer<typeof documentEditRequest>,
) {
  const file = await getDocFile(ctx, project, viewer, input.fileId);
  const changes: Partial<typeof docFiles.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (input.fileName !== undefined) changes.fileName = input.fileName;
  if (input.category !== undefined) changes.category = input.category;
  if (input.subType !== undefined) changes.subType = input.subType;
  if (input.docDate !== undefined) changes.docDate = input.docDate;
  await ctx.db.update(docFiles).set(changes).where(eq(docFiles.id, file.id));
  if (input.fileName !== undefined && file.scopeUrlId) await ctx.db.update(scopeUrls).set({ title: input.fileName }).where(eq(scopeUrls.id, file.scopeUrlId));
  return getDocument(ctx, project, viewer, file.id);
}

/**
 * fileTranslation/delete: the documents, their stored files and their scope URLs; segments no
 * other document holds leave the project (their translations stay in the organisation's memory).
 */
export async function deleteDocuments(ctx: Pick<AppContext, 'db' | 'storage'>, project: ProjectRow, viewer: DocumentViewer, fileIds: string[]) {
  assertDocuments(project);
  const rows = await ctx.db
    .select()
    .from(docFiles)
    .where(and(eq(docFiles.projectId, project.id), inArray(docFiles.id, fileIds), visibleDocuments(viewer)));
  if (rows.length === 0) throw notFound('Document not found');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(docFiles).where(
      inArray(
        docFiles.id,
        rows.map((r) => r.id),
      ),
    );
    const urls = rows.map((r) => r.scopeUrlId).filter((id): id is string => !!id);
    if (urls.length) await tx.delete(scopeUrls).where(inArray(scopeUrls.id, urls));
    await tx.execute(sql`delete from segments s where s.project_id = ${project.id}::uuid
      and not exists (select 1 from url_segments us where us.project_id = s.project_id and us.source_hash = s.source_hash)`);
  });
  for (const row of rows) await ctx.storage.delete(row.storageKey).catch(() => undefined);
  return { deleted: rows.length };
}

/** fileTranslation/lang/add: languages of the document, added to the project's too (runs and the editor need them there). */
export async function addDocumentLanguages(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  project: ProjectRow,
  viewer: DocumentViewer,
  fileId: string,
  languages: string[],
) {
  const file = await getDocFile(ctx, project, viewer, fileId);
  if (languages.includes(project.sourceLanguage)) throw badRequest(PROJECT_MESSAGES.targetIsSource(project.sourceLanguage));
  const added = languages.filter((l) => !file.languages.includes(l));
  const all = [...file.languages, ...added];
  const now = ctx.clock.now();
  if (added.length) {
    // New languages are not yet translated: the file is back to NEW_URL unless a person is at work on it.
    const status = file.status === 'NMT_TRANSLATED' || file.status === 'FAILED' ? 'NEW_URL' : file.status;
    await ctx.db.update(docFiles).set({ languages: all, status, failureReason: null, updatedAt: now }).where(eq(docFiles.id, file.id));
  }
  const missing = added.filter((l) => !project.languages.includes(l));
  if (missing.length)
    await ctx.db
      .update(projects)
      .set({ languages: [...project.languages, ...missing], updatedAt: now })
      .where(eq(projects.id, project.id));
  return { languages: all, added };
}

export function listCategories() {
  return {
    categories: PARLIAMENT_CATEGORIES.map((c) => ({
      code: c.code,
      label: c.label,
      subTypes: PARLIAMENT_SUB_TYPES_BY_CATEGORY[c.code].map((value) => ({ value, label: PARLIAMENT_SUB_TYPES.find((s) => s.value === value)!.label })),
    })),
  };
}
