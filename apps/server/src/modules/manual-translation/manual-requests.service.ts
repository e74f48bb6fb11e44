import { MANUAL_TRANSLATION_MESSAGES as M, type ManualRequestSummary, type ManualTranslationStatus, type Pipeline } from '@lipi/contract';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { manualRequestHistory, manualRequests, projects } from '../../db/schema/index.ts';
import { AppError, domainError, notFound } from '../../lib/errors.ts';
import { getProjectForCaller, type ProjectRow } from '../projects/project-access.ts';
import { assertLanguage } from '../translation/translation-access.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { analyseRequest } from './manual-analysis.ts';
import { spendWords } from '../billing/words.ts';

export type RequestRow = typeof manualRequests.$inferSelect;
export const MANUAL_PREPARE_JOB = 'manual.prepare' as const;

export type CreateInput = { targetLangs: string[]; urls: string[]; pipeline: Pipeline; dueDate?: string | undefined; notes: string };

/** The analysis and quote the wizard shows before anyone confirms. Zero segments to send: the spec's message. */
export async function analyse(ctx: Pick<AppContext, 'db'>, project: ProjectRow, input: Omit<CreateInput, 'notes' | 'dueDate'>) {
  for (const lang of input.targetLangs) assertLanguage(project, lang);
  const result = await analyseRequest(ctx.db, project, input);
  if (result.analysis.languages.every((l) => l.sentSegments === 0)) throw domainError('NO_NEW_CONTENT');
  return result;
}

/**
 * `POST /manual-translation/request`: analyses (bounded), stores the request with its quote and
 * queues the preparation job; the reply never waits for machine translation or batching.
 */
export async function createRequest(ctx: AppContext, auth: AuthInfo, project: ProjectRow, input: CreateInput) {
  const { analysis } = await analyse(ctx, project, input);
  // The words sent to people spend the plan's words allowance, refused up front (WORDS_EXHAUSTED) when it cannot cover them.
  await spendWords(ctx, auth, project.organisationId, Math.ceil(analysis.languages.reduce((sum, l) => sum + l.sentUnits, 0)));
  const status: ManualTranslationStatus = 'pendingMachineTranslation';
  const [row] = await ctx.db
    .insert(manualRequests)
    .values({
      organisationId: project.organisationId,
      projectId: project.id,
      targetLangs: [...new Set(input.targetLangs)],
      urls: input.urls,
      pipeline: input.pipeline,
      dueDate: input.dueDate || null,
      notes: input.notes,
      status,
      analysis,
      totalAmount: analysis.totalAmount,
      createdBy: auth.userId,
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    })
    .returning();
  await recordStatus(ctx, row!.id, status, auth.userId, 'Requested');
  await ctx.queue.send(MANUAL_PREPARE_JOB, { requestId: row!.id });
  return { requestId: row!.id, status };
}

/**
 * Sets the status and appends it to the history (one row per change, with who and why), in one
 * transaction: a reader never sees a status its history does not have yet.
 */
export async function setStatus(ctx: Pick<AppContext, 'db' | 'clock'>, requestId: string, status: ManualTranslationStatus, by: string | null, note = '') {
  await ctx.db.transaction(async (tx) => {
    await tx.update(manualRequests).set({ status, updatedAt: ctx.clock.now() }).where(eq(manualRequests.id, requestId));
    await recordStatus({ db: tx, clock: ctx.clock }, requestId, status, by, note);
  });
}

async function recordStatus(
  ctx: { db: Pick<AppContext['db'], 'insert'>; clock: AppContext['clock'] },
  requestId: string,
  status: ManualTranslationStatus,
  by: string | null,
  note: string,
) {
  await ctx.db.insert(manualRequestHistory).values({ requestId, status, by, note, at: ctx.clock.now() });
}

/**
 * The request if the caller may see it: same organisation (super admins any) and its project visible.
 * A linguist working a task assigned to them passes assignedTask: the assignment is the permission
 * (a collaborator need not have the project's domains to proofread one sub-batch).
 */
export async function getRequestForCaller(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, requestId: string, assignedTask = false) {
  const conditions: SQL[] = [eq(manualRequests.id, requestId)];
  if (auth.role !== 'superAdmin') conditions.push(auth.organisationId ? eq(manualRequests.organisationId, auth.organisationId) : sql`false`);
  const [row] = await ctx.db
    .select()
    .from(manualRequests)
    .where(and(...conditions));
  if (!row) throw notFound(M.notFound);
  if (assignedTask) {
    const [project] = await ctx.db.select().from(projects).where(eq(projects.id, row.projectId));
    if (!project) throw notFound(M.notFound);
    return { request: row, project };
  }
  const project = await getProjectForCaller(ctx, auth, row.projectId).catch(() => {
    throw notFound(M.notFound);
  });
  return { request: row, project };
}

const summaryColumns = {
  request: manualRequests,
  projectName: projects.name,
};

export function toSummary(row: RequestRow, projectName: string): ManualRequestSummary {
  return {
    requestId: row.id,
    projectId: row.projectId,
    projectName,
    targetLangs: row.targetLangs,
    pipeline: row.pipeline as Pipeline,
    status: row.status as ManualTranslationStatus,
    dueDate: row.dueDate,
    notes: row.notes,
    totalAmount: row.totalAmount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of requests, newest first: the caller's organisation, or one project; searchText matches project name, notes or status. */
export async function listRequests(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthInfo,
  page: { pageNumber: number; pageSize: number; searchText?: string; projectId?: string },
) {
  const conditions: SQL[] = [auth.organisationId ? eq(manualRequests.organisationId, auth.organisationId) : sql`false`];
  if (page.projectId) {
    const project = await getProjectForCaller(ctx, auth, page.projectId);
    conditions[0] = eq(manualRequests.projectId, project.id);
  }
  if (page.searchText) {
    const like = `%${page.searchText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(projects.name, like), ilike(manualRequests.notes, like), ilike(manualRequests.status, like))!);
  }
  const where = and(...conditions);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(manualRequests)
    .innerJoin(projects, eq(projects.id, manualRequests.projectId))
    .where(where)
    .orderBy(desc(manualRequests.createdAt), desc(manualRequests.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(manualRequests).innerJoin(projects, eq(projects.id, manualRequests.projectId)).where(where);
  return { requests: rows.map((r) => toSummary(r.request, r.projectName)), total: total?.n ?? 0 };
}

/** Deleting a signed-off request would lose what revert restores: refused. */
export async function deleteRequest(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, requestId: string) {
  const { request } = await getRequestForCaller(ctx, auth, requestId);
  if (request.status === 'signOff') throw new AppError('CONFLICT', 'A signed-off request cannot be deleted: revert it first.');
  await ctx.db.delete(manualRequests).where(eq(manualRequests.id, request.id));
}
