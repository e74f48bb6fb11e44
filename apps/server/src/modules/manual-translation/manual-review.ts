import { MANUAL_TRANSLATION_MESSAGES as M, type DisplayType, type TmType } from '@lipi/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { manualBatches, manualRequests, manualSegments, manualSubBatches, translationMemory } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { clearPublicCaches } from '../public/public-cache.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { findTranslations, writeTranslations } from '../translation-memory/tm-store.ts';
import { stepsOf } from './manual-batches.ts';
import { assigneesOf, notifyRequest } from './manual-notify.ts';
import { queueTmsRejects } from './manual-tms.ts';
import { getRequestForCaller, setStatus } from './manual-requests.service.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * `/prabandhak/approve`: signs the drafts off into memory as PBK (a revision each, public caches
 * dropped by the one TM write path), keeping what each segment held before so revert can restore it.
 */
export async function approveRequest(ctx: AppContext, auth: AuthInfo, requestId: string) {
  const { request } = await getRequestForCaller(ctx, auth, requestId);
  if (request.status === 'signOff') throw conflict(M.alreadyApproved);
  if (request.status !== 'completedManualTranslation') throw conflict(M.notReadyForReview);
  const segs = await ctx.db
    .select()
    .from(manualSegments)
    .where(and(eq(manualSegments.requestId, request.id), ne(manualSegments.draft, '')));
  const byLang = new Map<string, typeof segs>();
  for (const s of segs) byLang.set(s.targetLang, [...(byLang.get(s.targetLang) ?? []), s]);
  await ctx.db.transaction(async (tx) => {
    for (const [lang, list] of byLang) {
      const before = await findTranslations(
        tx,
        request.organisationId,
        lang,
        list.map((s) => s.sourceHash),
      );
      for (const s of list) {
        const prev = before.get(s.sourceHash);
        await tx
          .update(manualSegments)
          .set({
            signedOff: true,
            previousTarget: prev?.preProcessedTarget ?? null,
            previousType: prev?.type ?? null,
            previousDisplayType: prev?.displayType ?? null,
          })
          .where(and(eq(manualSegments.subBatchId, s.subBatchId), eq(manualSegments.sourceHash, s.sourceHash)));
      }
      const writes = list.map((s) => ({
        sourceHash: s.sourceHash,
        sourceText: s.sourceText,
        targetLang: lang,
        preProcessedTarget: s.draft,
        type: 'PBK' as const,
        displayType: 'translation' as const,
        origin: `pbk:${request.id}`,
        userId: auth.userId,
      }));
      await writeTranslations(tx, request.organisationId, writes, { keepHuman: false });
    }
    await tx.update(manualBatches).set({ status: 'signOff' }).where(eq(manualBatches.requestId, request.id));
  });
  await setStatus(ctx, request.id, 'signOff', auth.userId, `${segs.length} segments signed off`);
  const subs = await ctx.db.select({ assignees: manualSubBatches.assignees }).from(manualSubBatches).where(eq(manualSubBatches.requestId, request.id));
  await notifyRequest(ctx, request, 'approved', [...assigneesOf(subs), request.createdBy], `${segs.length} segments`);
  return { requestId: request.id, status: 'signOff' as const };
}

/** `/reject`: back to the last step of every sub-batch (its assignee sees the task again), with the reason. */
export async function rejectRequest(ctx: AppContext, auth: AuthInfo, requestId: string, reason: string) {
  const { request } = await getRequestForCaller(ctx, auth, requestId);
  if (request.status !== 'completedManualTranslation') throw conflict(request.status === 'signOff' ? M.alreadyApproved : M.notReadyForReview);
  const steps = stepsOf(request);
  const last = steps.length - 1;
  const subs = await ctx.db.select().from(manualSubBatches).where(eq(manualSubBatches.requestId, request.id));
  for (const s of subs) {
    await ctx.db
      .update(manualSubBatches)
      .set({ stepIndex: last, currentAssignee: s.assignees[steps[last]!] ?? null })
      .where(eq(manualSubBatches.id, s.id));
  }
  await ctx.db.update(manualBatches).set({ status: 'inProgress' }).where(eq(manualBatches.requestId, request.id));
  await ctx.db.update(manualRequests).set({ rejectReason: reason }).where(eq(manualRequests.id, request.id));
  await setStatus(ctx, request.id, 'rejectedManualTranslation', auth.userId, reason);
  await notifyRequest(
    ctx,
    request,
    'rejected',
    subs.map((s) => s.assignees[steps[last]!]),
    reason,
  );
  await queueTmsRejects(ctx, request.id, reason);
  return { requestId: request.id, status: 'rejectedManualTranslation' as const };
}

/**
 * `/revert`: each signed-off segment (of one batch, or all) gets back what memory held before the
 * sign-off, as a new revision; a segment that had nothing loses its row. Any failure: the spec's message.
 */
export async function revertRequest(ctx: AppContext, auth: AuthInfo, requestId: string, batchId?: string) {
  const { request } = await getRequestForCaller(ctx, auth, requestId);
  const batches = await ctx.db
    .select()
    .from(manualBatches)
    .where(and(eq(manualBatches.requestId, request.id), eq(manualBatches.status, 'signOff'), ...(batchId ? [eq(manualBatches.id, batchId)] : [])));
  if (batches.length === 0) throw conflict(M.nothingToRevert);
  try {
    await ctx.db.transaction(async (tx) => {
      for (const batch of batches) {
        const segs = await tx
          .select()
          .from(manualSegments)
          .innerJoin(manualSubBatches, eq(manualSubBatches.id, manualSegments.subBatchId))
          .where(and(eq(manualSubBatches.batchId, batch.id), eq(manualSegments.signedOff, true)));
        const restore = segs.map((r) => r.manual_segments).filter((s) => s.previousTarget !== null);
        const drop = segs.map((r) => r.manual_segments).filter((s) => s.previousTarget === null);
        await writeTranslations(
          tx,
          request.organisationId,
          restore.map((s) => ({
            sourceHash: s.sourceHash,
            sourceText: s.sourceText,
            targetLang: batch.targetLang,
            preProcessedTarget: s.previousTarget!,
            type: s.previousType as TmType,
            displayType: s.previousDisplayType as DisplayType,
            origin: 'revert',
            userId: auth.userId,
          })),
          { keepHuman: false },
        );
        if (drop.length) {
          await tx.delete(translationMemory).where(
            and(
              eq(translationMemory.organisationId, request.organisationId),
              eq(translationMemory.targetLang, batch.targetLang),
              inArray(
                translationMemory.sourceHash,
                drop.map((s) => s.sourceHash),
              ),
            ),
          );
        }
        await tx
          .update(manualSegments)
          .set({ signedOff: false })
          .where(and(eq(manualSegments.requestId, request.id), eq(manualSegments.targetLang, batch.targetLang)));
        await tx.update(manualBatches).set({ status: 'reverted' }).where(eq(manualBatches.id, batch.id));
      }
    });
  } catch (err) {
    ctx.log.error({ err, requestId }, 'manual translation: revert failed');
    throw new AppError('INTERNAL', M.revertFailed);
  }
  clearPublicCaches();
  const [stillSigned] = await ctx.db
    .select({ id: manualBatches.id })
    .from(manualBatches)
    .where(and(eq(manualBatches.requestId, request.id), eq(manualBatches.status, 'signOff')))
    .limit(1);
  const status = stillSigned ? ('signOff' as const) : ('reverted' as const);
  await setStatus(ctx, request.id, status, auth.userId, `Reverted ${batches.map((b) => b.targetLang).join(', ')}`);
  return { requestId: request.id, status };
}
