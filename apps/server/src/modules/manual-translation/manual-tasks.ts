import { MANUAL_TRANSLATION_MESSAGES as M, type ServiceType } from '@lipi/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { manualBatches, manualRequests, manualSegments, manualSubBatches, projects, users } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { listSubBatchRows, stepsOf, toSubBatches } from './manual-batches.ts';
import { notifyRequest } from './manual-notify.ts';
import { getRequestForCaller, setStatus, type RequestRow } from './manual-requests.service.ts';

/** Who may take a step: the organisation's translators, collaborators and translation admins. */
export const LINGUIST_ROLES = ['translationAdmin', 'collaborator', 'lokSabhaTranslator', 'rajyaSabhaTranslator'];
export const WORKING = ['pendingManualTranslation', 'processingManualTranslation', 'rejectedManualTranslation'];

export async function listLinguists(ctx: Pick<AppContext, 'db'>, organisationId: string) {
  const rows = await ctx.db
    .select({ userId: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), inArray(users.role, LINGUIST_ROLES), eq(users.isActive, true)))
    .orderBy(asc(users.name))
    .limit(500);
  return { linguists: rows };
}

async function getSubBatch(ctx: Pick<AppContext, 'db'>, subBatchId: string) {
  const [row] = await ctx.db.select().from(manualSubBatches).where(eq(manualSubBatches.id, subBatchId));
  if (!row) throw notFound('Sub-batch not found');
  return row;
}

/** A delivery manager gives one step of a sub-batch to a linguist; the current step's assignee sees it in their inbox. */
export async function assignStep(ctx: AppContext, auth: AuthInfo, input: { subBatchId: string; step: ServiceType; userId: string }) {
  const sub = await getSubBatch(ctx, input.subBatchId);
  const { request } = await getRequestForCaller(ctx, auth, sub.requestId);
  if (!WORKING.includes(request.status)) throw new AppError('CONFLICT', M.stepClosed);
  const steps = stepsOf(request);
  const index = steps.indexOf(input.step);
  if (index < 0) throw badRequest(`This request's pipeline has no ${input.step} step.`);
  if (index < sub.stepIndex) throw new AppError('CONFLICT', M.stepClosed);
  const [linguist] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.organisationId, request.organisationId), inArray(users.role, LINGUIST_ROLES)));
  if (!linguist) throw badRequest(M.notLinguist);
  const assignees = { ...sub.assignees, [input.step]: input.userId };
  await ctx.db
    .update(manualSubBatches)
    .set({ assignees, currentAssignee: assignees[steps[sub.stepIndex]!] ?? null })
    .where(eq(manualSubBatches.id, sub.id));
  if (request.status === 'pendingManualTranslation') await setStatus(ctx, request.id, 'processingManualTranslation', auth.userId, 'Assigned');
  if (sub.assignees[input.step] !== input.userId) await notifyRequest(ctx, request, 'assigned', [input.userId], taskLabel(sub, input.step));
  return { subBatches: await toSubBatches(ctx, request, await listSubBatchRows(ctx, request.id, sub.batchId)) };
}

/** The caller's inbox: sub-batches whose current step is theirs (indexed on current_assignee). */
export async function listTasks(ctx: Pick<AppContext, 'db'>, auth: AuthInfo) {
  const rows = await ctx.db
    .select({ sub: manualSubBatches, request: manualRequests, projectName: projects.name })
    .from(manualSubBatches)
    .innerJoin(manualRequests, eq(manualRequests.id, manualSubBatches.requestId))
    .innerJoin(projects, eq(projects.id, manualRequests.projectId))
    .where(and(eq(manualSubBatches.currentAssignee, auth.userId), isNotNull(manualSubBatches.currentAssignee), inArray(manualRequests.status, WORKING)))
    .orderBy(sql`${manualRequests.dueDate} asc nulls last`, asc(manualSubBatches.seq))
    .limit(200);
  return { tasks: rows.map((r) => toTask(r.sub, r.request, r.projectName)) };
}

const taskLabel = (sub: { targetLang: string; seq: number }, step: string) => `${step} of batch ${sub.seq} (${sub.targetLang})`;

function toTask(sub: typeof manualSubBatches.$inferSelect, request: RequestRow, projectName: string) {
  return {
    subBatchId: sub.id,
    requestId: request.id,
    projectId: request.projectId,
    projectName,
    targetLang: sub.targetLang,
    step: stepsOf(request)[sub.stepIndex] ?? stepsOf(request).at(-1)!,
    segments: sub.segments,
    dueDate: request.dueDate,
  };
}

/** The task if it is the caller's now; anybody else (even in the organisation) is refused. */
export async function getOwnTask(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, subBatchId: string) {
  const sub = await getSubBatch(ctx, subBatchId);
  const { request, project } = await getRequestForCaller(ctx, auth, sub.requestId, true);
  if (sub.currentAssignee !== auth.userId) throw forbidden(M.notAssignee);
  if (!WORKING.includes(request.status)) throw new AppError('CONFLICT', M.stepClosed);
  return { sub, request, task: toTask(sub, request, project.name) };
}

export async function getTaskSegments(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, subBatchId: string) {
  const { sub, task } = await getOwnTask(ctx, auth, subBatchId);
  const rows = await ctx.db.select().from(manualSegments).where(eq(manualSegments.subBatchId, sub.id)).orderBy(asc(manualSegments.position));
  return { task, segments: rows.map((r) => ({ sourceHash: r.sourceHash, source: r.sourceText, target: r.draft })) };
}

/** Saves drafts; a target for a segment outside this sub-batch refuses the whole save (nothing written). */
export async function saveTask(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, subBatchId: string, edits: { sourceHash: string; target: string }[]) {
  const { sub } = await getOwnTask(ctx, auth, subBatchId);
  const rows = await ctx.db.select({ h: manualSegments.sourceHash }).from(manualSegments).where(eq(manualSegments.subBatchId, sub.id));
  const known = new Set(rows.map((r) => r.h));
  const unknown = edits.filter((e) => !known.has(e.sourceHash)).map((e) => e.sourceHash);
  if (unknown.length) throw badRequest('Some segments are not in this task.', { sourceHashes: unknown });
  await ctx.db.transaction(async (tx) => {
    for (const e of edits) {
      await tx
        .update(manualSegments)
        .set({ draft: e.target })
        .where(and(eq(manualSegments.subBatchId, sub.id), eq(manualSegments.sourceHash, e.sourceHash)));
    }
  });
  return { saved: edits.length };
}

/** Finishing a step hands the sub-batch to the next step's assignee; after the last, the request may go to review. */
export async function finishTask(ctx: AppContext, auth: AuthInfo, subBatchId: string) {
  const { sub, request } = await getOwnTask(ctx, auth, subBatchId);
  const steps = stepsOf(request);
  const next = sub.stepIndex + 1;
  await ctx.db
    .update(manualSubBatches)
    .set({ stepIndex: next, currentAssignee: sub.assignees[steps[next] ?? ''] ?? null })
    .where(and(eq(manualSubBatches.id, sub.id), eq(manualSubBatches.stepIndex, sub.stepIndex)));
  if (request.status === 'pendingManualTranslation') await setStatus(ctx, request.id, 'processingManualTranslation', auth.userId);
  const nextAssignee = sub.assignees[steps[next] ?? ''];
  if (nextAssignee && nextAssignee !== auth.userId) await notifyRequest(ctx, request, 'assigned', [nextAssignee], taskLabel(sub, steps[next]!));
  const all = await listSubBatchRows(ctx, request.id);
  const batchDone = all.filter((s) => s.batchId === sub.batchId).every((s) => s.stepIndex >= steps.length);
  if (batchDone) await ctx.db.update(manualBatches).set({ status: 'completed' }).where(eq(manualBatches.id, sub.batchId));
  if (all.every((s) => s.stepIndex >= steps.length)) {
    await setStatus(ctx, request.id, 'completedManualTranslation', auth.userId, 'Ready for review');
    await notifyRequest(ctx, request, 'delivered', [request.createdBy], request.targetLangs.join(', '));
  }
  return {
    subBatches: await toSubBatches(
      ctx,
      request,
      all.filter((s) => s.batchId === sub.batchId),
    ),
  };
}
