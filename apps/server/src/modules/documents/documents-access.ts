import { DOCUMENT_MESSAGES, houseOfRole, isHouseTranslator, type ParliamentHouse } from '@lipi/contract';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { docFiles, scopeUrls, userCategories } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import type { DocFileRow } from './documents-view.ts';

/**
 * Which documents a caller sees inside a document project it can reach. A house's users see their
 * house's documents and the organisation-wide ones (house null), never the other house's; house
 * translators further only the categories their admin assigned (user/update/category/list).
 * Organisation-wide roles see every document (house null, categories null).
 */
export type DocumentViewer = { userId: string; role: string; house: ParliamentHouse | null; categories: string[] | null };

export async function documentViewerOf(ctx: Pick<AppContext, 'db'>, auth: AuthInfo): Promise<DocumentViewer> {
  const house = houseOfRole(auth.role);
  if (!isHouseTranslator(auth.role)) return { userId: auth.userId, role: auth.role, house, categories: null };
  const rows = await ctx.db.select({ category: userCategories.category }).from(userCategories).where(eq(userCategories.userId, auth.userId));
  return { userId: auth.userId, role: auth.role, house, categories: rows.map((r) => r.category) };
}

/** The viewer's condition on doc_files (undefined: sees everything). */
export function visibleDocuments(viewer: DocumentViewer): SQL | undefined {
  const conditions: SQL[] = [];
  if (viewer.house) conditions.push(or(isNull(docFiles.house), eq(docFiles.house, viewer.house))!);
  // A translator with no category assigned sees no document (inArray of nothing is not valid SQL).
  if (viewer.categories) conditions.push(viewer.categories.length ? inArray(docFiles.category, viewer.categories) : sql`false`);
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * Condition over scope_urls: a document's URL only when the viewer may see that document (other
 * URLs are untouched). coalesce: a document without a category is hidden from translators, not
 * let through by SQL's NULL.
 */
export function visibleDocumentUrls(viewer: DocumentViewer): SQL | undefined {
  const visible = visibleDocuments(viewer);
  if (!visible) return undefined;
  return sql`not exists (select 1 from ${docFiles} where ${docFiles.scopeUrlId} = ${scopeUrls.id} and not coalesce(${visible}, false))`;
}

export function assertDocuments(project: ProjectRow): void {
  if (project.kind !== 'document') throw badRequest(DOCUMENT_MESSAGES.notDocuments);
}

/**
 * A document of this project (the project was already resolved for the caller) that the viewer may
 * see, else not found: an id of the other house's document answers exactly like an unknown id.
 */
export async function getDocFile(ctx: Pick<AppContext, 'db'>, project: ProjectRow, viewer: DocumentViewer, fileId: string): Promise<DocFileRow> {
  assertDocuments(project);
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound('Document not found');
  const [file] = await ctx.db
    .select()
    .from(docFiles)
    .where(and(eq(docFiles.id, fileId), eq(docFiles.projectId, project.id), visibleDocuments(viewer)));
  if (!file) throw notFound('Document not found');
  return file;
}
