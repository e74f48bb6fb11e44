import { BATCH_FILE_MESSAGES as BM, MANUAL_TRANSLATION_MESSAGES as M, MT_REQUEST_LIMITS, type BatchFileUploadReply } from '@lipi/contract';
import { writeBatchXliff, type BatchXliffVersion } from '@lipi/engine/codecs';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { manualBatches, manualSegments, manualSubBatches, projects } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { keepTerms, pageOf, readXliffOrBadRequest, saveUploadedDrafts } from './manual-batch-file.ts';
import { listSubBatchRows, stepsOf } from './manual-batches.ts';
import { notifyRequest } from './manual-notify.ts';
import { getRequestForCaller, setStatus, type RequestRow } from './manual-requests.service.ts';
import { WORKING } from './manual-tasks.ts';

type BatchRow = typeof manualBatches.$inferSelect;
type Ctx = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'log'>;

/** The batch if the caller may see its request (organisation-scoped: another organisation's id is a 404). */
export async function getBatchForCaller(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, batchId: string) {
  const [batch] = await ctx.db.select().from(manualBatches).where(eq(manualBatches.id, batchId));
  if (!batch) throw notFound(M.notFound);
  const { request } = await getRequestForCaller(ctx, auth, batch.requestId);
  return { batch, request };
}

/** A batch's segments, sub-batch by sub-batch in page order (bounded: a request holds at most maxSegments per language). */
const batchSegments = (ctx: Pick<AppContext, 'db'>, batch: BatchRow) =>
  ctx.db
    .select({ seg: manualSegments })
    .from(manualSegments)
    .innerJoin(manualSubBatches, eq(manualSubBatches.id, manualSegments.subBatchId))
    .where(eq(manualSubBatches.batchId, batch.id))
    .orderBy(asc(manualSubBatches.seq), asc(manualSegments.position))
    .limit(MT_REQUEST_LIMITS.maxSegments + 1)
    .then((rows) => rows.map((r) => r.seg));

/**
 * One file for the whole batch (every sub-batch of one language): the file's `lipi:sub-batch` is the
 * batch id, so the upload can tell it from a task's file. The same file goes to the external TMS.
 */
export async function buildWholeBatchFile(ctx: Pick<AppContext, 'db'>, request: RequestRow, batch: BatchRow, version: BatchXliffVersion) {
  const rows = await batchSegments(ctx, batch);
  const [project] = await ctx.db
    .select({ name: projects.name, sourceLanguage: projects.sourceLanguage })
    .from(projects)
    .where(eq(projects.id, request.projectId));
  const pages = await pageOf(
    ctx,
    request.projectId,
    rows.map((r) => r.sourceHash),
  );
  const note = [`${project?.name ?? ''}: ${stepsOf(request).join(' → ')}`, request.dueDate ? `due ${request.dueDate}` : '', request.notes ?? '']
    .filter(Boolean)
    .join('; ');
  const xml = writeBatchXliff(
    {
      requestId: request.id,
      subBatchId: batch.id,
      sourceLang: project?.sourceLanguage ?? 'en',
      targetLang: batch.targetLang,
      note,
      keepTerms: await keepTerms(ctx, request.projectId),
      units: rows.map((r) => ({
        id: r.sourceHash,
        source: r.sourceText,
        target: r.draft,
        state: r.draft ? 'translated' : 'initial',
        note: pages.get(r.sourceHash),
      })),
    },
    version,
  );
  const filename = `lipi-${batch.targetLang}-batch-${request.id.slice(0, 8)}.xliff${version === '1.2' ? '12' : '21'}.xlf`;
  return { filename, bytes: Buffer.from(xml, 'utf8') };
}

export async function downloadWholeBatch(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, batchId: string, version: BatchXliffVersion) {
  const { batch, request } = await getBatchForCaller(ctx, auth, batchId);
  return buildWholeBatchFile(ctx, request, batch, version);
}

/**
 * Takes a whole-batch file back (the manager's upload, or a TMS delivery) through the same checks as a
 * task's file: another request's or batch's file, another language or unknown segment ids refuse it
 * whole; a target whose tags differ from its source is refused alone. `complete` closes every step of
 * the batch when nothing was refused (the work was done outside Lipi).
 */
export async function importWholeBatch(ctx: Ctx, request: RequestRow, batch: BatchRow, bytes: Uint8Array, options: { complete: boolean; by: string | null }) {
  if (!WORKING.includes(request.status)) throw new AppError('CONFLICT', M.stepClosed);
  const file = readXliffOrBadRequest(bytes);
  if (file.subBatchId !== batch.id || file.requestId !== request.id) throw new AppError('CONFLICT', BM.otherTask);
  if (file.targetLang && file.targetLang !== batch.targetLang) throw badRequest(BM.otherLanguage);
  const rows = await batchSegments(ctx, batch);
  const known = new Map(rows.map((r) => [r.sourceHash, { source: r.sourceText, draft: r.draft, subBatchId: r.subBatchId }]));
  const saved = await saveUploadedDrafts(ctx, file.units, known, (hash) => known.get(hash)!.subBatchId);
  if (options.complete && saved.refused.length === 0) await completeBatch(ctx, request, batch.id, options.by);
  return saved satisfies BatchFileUploadReply;
}

/** Every step of the batch done; when every batch is, the request is ready for review and its manager is told. */
export async function completeBatch(ctx: Ctx, request: RequestRow, batchId: string, by: string | null) {
  const steps = stepsOf(request);
  await ctx.db.update(manualSubBatches).set({ stepIndex: steps.length, currentAssignee: null }).where(eq(manualSubBatches.batchId, batchId));
  await ctx.db.update(manualBatches).set({ status: 'completed' }).where(eq(manualBatches.id, batchId));
  const all = await listSubBatchRows(ctx, request.id);
  if (all.every((s) => s.stepIndex >= steps.length) && request.status !== 'completedManualTranslation') {
    await setStatus(ctx, request.id, 'completedManualTranslation', by, 'Delivered');
    await notifyRequest(ctx, request, 'delivered', [request.createdBy], request.targetLangs.join(', '));
  }
}

export async function uploadWholeBatch(ctx: Ctx, auth: AuthInfo, batchId: string, bytes: Uint8Array, complete: boolean) {
  const { batch, request } = await getBatchForCaller(ctx, auth, batchId);
  return importWholeBatch(ctx, request, batch, bytes, { complete, by: auth.userId });
}
