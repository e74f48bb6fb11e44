import { DOCUMENT_MESSAGES } from '@lipi/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { docFiles } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { DocFileRow } from './documents-view.ts';

export function assertDocuments(project: ProjectRow): void {
  if (project.kind !== 'document') throw badRequest(DOCUMENT_MESSAGES.notDocuments);
}

/** A document of this project (the project was already resolved for the caller), else not found. */
export async function getDocFile(ctx: Pick<AppContext, 'db'>, project: ProjectRow, fileId: string): Promise<DocFileRow> {
  assertDocuments(project);
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) throw notFound('Document not found');
  const [file] = await ctx.db
    .select()
    .from(docFiles)
    .where(and(eq(docFiles.id, fileId), eq(docFiles.projectId, project.id)));
  if (!file) throw notFound('Document not found');
  return file;
}
