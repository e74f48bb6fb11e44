import { MANUAL_TRANSLATION_MESSAGES as M, BATCH_FILE_MESSAGES as BM } from '@lipi/contract';
import { markerSignature } from '@lipi/engine/codecs';
import { countWords } from '@lipi/engine/extract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { manualSegments } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { getOwnTask } from './manual-tasks.ts';

/**
 * The main editor opened on a linguist's task (`subBatchId` on the editor's list and save calls):
 * the assignment is the permission, so the server checks it here rather than trusting the screen.
 * Only the current assignee, only the task's project and language, only its segments; saves are drafts.
 */
async function taskFor(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, project: ProjectRow, subBatchId: string, targetLang: string) {
  const own = await getOwnTask(ctx, auth, subBatchId);
  if (own.request.projectId !== project.id) throw notFound(M.notFound);
  if (own.sub.targetLang !== targetLang) throw badRequest(BM.otherLanguage);
  return own;
}

const entry = (draft: string, at: Date) =>
  draft ? { preProcessedTarget: draft, type: 'USER', displayType: 'translation' as const, updatedAt: at.toISOString(), updatedBy: null } : null;

export async function listTaskRows(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthInfo,
  project: ProjectRow,
  input: { subBatchId: string; targetLang: string; search?: string | undefined; pageNumber: number; pageSize: number },
) {
  const { sub } = await taskFor(ctx, auth, project, input.subBatchId, input.targetLang);
  // A sub-batch holds at most subBatchSize segments: filtered and paged in memory.
  const all = await ctx.db.select().from(manualSegments).where(eq(manualSegments.subBatchId, sub.id)).orderBy(asc(manualSegments.position));
  const needle = input.search?.toLowerCase();
  const matching = needle ? all.filter((s) => s.sourceText.toLowerCase().includes(needle) || s.draft.toLowerCase().includes(needle)) : all;
  const now = ctx.clock.now();
  const rows = matching.map((s) => ({
    sourceHash: s.sourceHash,
    sourceText: s.sourceText,
    kind: 'text',
    wordCount: countWords(s.sourceText),
    translation: entry(s.draft, now),
  }));
  const start = (input.pageNumber - 1) * input.pageSize;
  return {
    rows: rows.slice(start, start + input.pageSize),
    total: rows.length,
    totalWords: rows.reduce((n, r) => n + r.wordCount, 0),
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
  };
}

export async function saveTaskRow(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthInfo,
  project: ProjectRow,
  input: { subBatchId: string; targetLang: string; sourceHash: string; preProcessedTarget: string },
) {
  const { sub } = await taskFor(ctx, auth, project, input.subBatchId, input.targetLang);
  const [row] = await ctx.db
    .select()
    .from(manualSegments)
    .where(and(eq(manualSegments.subBatchId, sub.id), eq(manualSegments.sourceHash, input.sourceHash)));
  if (!row) throw forbidden(M.notInTask);
  const expected = markerSignature(row.sourceText);
  const got = markerSignature(input.preProcessedTarget);
  if (expected !== got) throw badRequest(BM.tagMismatch(expected, got));
  await ctx.db
    .update(manualSegments)
    .set({ draft: input.preProcessedTarget })
    .where(and(eq(manualSegments.subBatchId, sub.id), eq(manualSegments.sourceHash, row.sourceHash)));
  return { translation: { ...entry(input.preProcessedTarget, ctx.clock.now())!, sourceHash: row.sourceHash, targetLang: sub.targetLang }, warnings: [] };
}
