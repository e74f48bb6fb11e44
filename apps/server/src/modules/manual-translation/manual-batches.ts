import { PIPELINES, type ManualAnalysis, type ManualTranslationStatus, type Pipeline, type ServiceType, type SubBatch } from '@lipi/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { manualBatches, manualRequestHistory, manualSubBatches, users } from '../../db/schema/index.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { getRequestForCaller, toSummary, type RequestRow } from './manual-requests.service.ts';

type SubBatchRow = typeof manualSubBatches.$inferSelect;

export const stepsOf = (request: Pick<RequestRow, 'pipeline'>): readonly ServiceType[] => PIPELINES[request.pipeline as Pipeline];

/** Sub-batches with their current step and assignee names (one users query for all). */
export async function toSubBatches(ctx: Pick<AppContext, 'db'>, request: RequestRow, rows: SubBatchRow[]): Promise<SubBatch[]> {
  const steps = stepsOf(request);
  const ids = [...new Set(rows.flatMap((r) => Object.values(r.assignees)))];
  const names = new Map<string, string>();
  if (ids.length) for (const u of await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))) names.set(u.id, u.name);
  return rows.map((r) => ({
    subBatchId: r.id,
    batchId: r.batchId,
    targetLang: r.targetLang,
    seq: r.seq,
    segments: r.segments,
    units: r.units,
    currentStep: steps[r.stepIndex] ?? null,
    state: r.stepIndex >= steps.length ? 'done' : r.currentAssignee ? 'open' : 'waiting',
    assignees: steps.map((step) => ({ step, userId: r.assignees[step] ?? null, userName: names.get(r.assignees[step] ?? '') ?? null })),
  }));
}

export async function listSubBatchRows(ctx: Pick<AppContext, 'db'>, requestId: string, batchId?: string) {
  const where = batchId ? and(eq(manualSubBatches.requestId, requestId), eq(manualSubBatches.batchId, batchId)) : eq(manualSubBatches.requestId, requestId);
  // A request holds at most maxSegments / subBatchSize sub-batches per language (bounded by construction).
  return ctx.db.select().from(manualSubBatches).where(where).orderBy(asc(manualSubBatches.targetLang), asc(manualSubBatches.seq));
}

export async function listBatches(ctx: Pick<AppContext, 'db'>, requestId: string) {
  const rows = await ctx.db.select().from(manualBatches).where(eq(manualBatches.requestId, requestId)).orderBy(asc(manualBatches.targetLang));
  return rows.map((b) => ({ batchId: b.id, targetLang: b.targetLang, status: b.status, segments: b.segments, units: b.units }));
}

/** `GET /manual-translation/request/{requestId}`: the request, its quote, batches, sub-batches and history. */
export async function getRequestDetail(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, requestId: string) {
  const { request, project } = await getRequestForCaller(ctx, auth, requestId);
  const batches = await listBatches(ctx, request.id);
  const subBatches = await toSubBatches(ctx, request, await listSubBatchRows(ctx, request.id));
  const history = await ctx.db
    .select()
    .from(manualRequestHistory)
    .where(eq(manualRequestHistory.requestId, request.id))
    .orderBy(asc(manualRequestHistory.at), asc(manualRequestHistory.id))
    .limit(200);
  return {
    requests: toSummary(request, project.name),
    total: request.totalAmount,
    analysis: (request.analysis as ManualAnalysis | null) ?? null,
    batchIdList: batches.map((b) => b.batchId),
    batches,
    subBatches,
    history: history.map((h) => ({ status: h.status as ManualTranslationStatus, note: h.note, at: h.at.toISOString(), by: h.by })),
    rejectReason: request.rejectReason,
  };
}
