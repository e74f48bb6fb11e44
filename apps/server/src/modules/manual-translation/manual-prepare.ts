import { MT_REQUEST_LIMITS, type Pipeline } from '@lipi/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { manualBatches, manualRequests, manualSegments, manualSubBatches, projects, translationRuns } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { startTranslationRun } from '../machine-translation/translation-run.service.ts';
import { findTranslations } from '../translation-memory/tm-store.ts';
import { analyseRequest } from './manual-analysis.ts';
import { notifyRequest } from './manual-notify.ts';
import { MANUAL_PREPARE_JOB, setStatus, type RequestRow } from './manual-requests.service.ts';

/** How long the preparation waits between looks at its machine-translation runs. */
const RUN_POLL_SECONDS = 1;
const runRequestId = (request: RequestRow, lang: string) => `manual:${request.id}:${lang}`;

/**
 * The persistent preparation of a request, one state at a time so a retried or repeated job is
 * harmless: pendingMachineTranslation → batches and sub-batches stored, machine runs started →
 * processingMachineTranslation → (runs finished) drafts filled from memory →
 * completedMachineTranslation → pendingManualTranslation (ready for assignment).
 */
export async function prepareRequest(ctx: AppContext, requestId: string) {
  const [request] = await ctx.db.select().from(manualRequests).where(eq(manualRequests.id, requestId));
  if (!request) return;
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, request.projectId));
  if (!project) return;
  if (request.status === 'pendingMachineTranslation') {
    const hashes = await buildBatches(ctx, request, project);
    for (const [lang, list] of hashes) {
      if (list.length === 0) continue;
      try {
        await startTranslationRun(ctx, {
          project,
          targetLang: lang,
          kind: 'nmt',
          sourceHashes: list,
          requestId: runRequestId(request, lang),
          userId: request.createdBy,
          wordsPaid: true,
        });
      } catch (err) {
        // No machine translation for this organisation or language: the linguists start from the source.
        if (!(err instanceof AppError)) throw err;
        ctx.log.info({ requestId, lang, reason: err.message }, 'manual translation: no machine pre-translation');
      }
    }
    await setStatus(ctx, request.id, 'processingMachineTranslation', null);
    request.status = 'processingMachineTranslation';
  }
  if (request.status !== 'processingMachineTranslation') return;
  const runs = await ctx.db
    .select({ status: translationRuns.status })
    .from(translationRuns)
    .where(and(eq(translationRuns.projectId, project.id), like(translationRuns.requestId, `manual:${request.id}:%`)));
  if (runs.some((r) => r.status === 'queued' || r.status === 'running')) {
    await ctx.queue.send(MANUAL_PREPARE_JOB, { requestId }, { startAfter: RUN_POLL_SECONDS });
    return;
  }
  await fillDrafts(ctx, request);
  await setStatus(ctx, request.id, 'completedMachineTranslation', null);
  await setStatus(ctx, request.id, 'pendingManualTranslation', null, 'Ready for assignment');
  await notifyRequest(ctx, request, 'ready', [request.createdBy], `${request.targetLangs.join(', ')}, total ${request.totalAmount}`);
}

/** One batch per language, cut into sub-batches of at most subBatchSize segments (idempotent: once per request). */
async function buildBatches(ctx: AppContext, request: RequestRow, project: { id: string; organisationId: string }) {
  const existing = await ctx.db.select().from(manualBatches).where(eq(manualBatches.requestId, request.id));
  const result = new Map<string, string[]>();
  if (existing.length > 0) {
    for (const b of existing) {
      const rows = await ctx.db
        .select({ h: manualSegments.sourceHash })
        .from(manualSegments)
        .where(and(eq(manualSegments.requestId, request.id), eq(manualSegments.targetLang, b.targetLang)));
      result.set(
        b.targetLang,
        rows.map((r) => r.h),
      );
    }
    return result;
  }
  const { toSend } = await analyseRequest(ctx.db, project, { targetLangs: request.targetLangs, urls: request.urls, pipeline: request.pipeline as Pipeline });
  await ctx.db.transaction(async (tx) => {
    for (const [lang, list] of toSend) {
      result.set(
        lang,
        list.map((s) => s.sourceHash),
      );
      if (list.length === 0) continue;
      const [batch] = await tx
        .insert(manualBatches)
        .values({ requestId: request.id, targetLang: lang, segments: list.length, units: list.reduce((n, s) => n + s.units, 0) })
        .returning();
      for (let i = 0, seq = 1; i < list.length; i += MT_REQUEST_LIMITS.subBatchSize, seq++) {
        const part = list.slice(i, i + MT_REQUEST_LIMITS.subBatchSize);
        const [sub] = await tx
          .insert(manualSubBatches)
          .values({ batchId: batch!.id, requestId: request.id, targetLang: lang, seq, segments: part.length, units: part.reduce((n, s) => n + s.units, 0) })
          .returning();
        await tx.insert(manualSegments).values(
          part.map((s, position) => ({
            subBatchId: sub!.id,
            sourceHash: s.sourceHash,
            requestId: request.id,
            targetLang: lang,
            sourceText: s.text,
            position,
          })),
        );
      }
    }
  });
  return result;
}

/** Drafts start from what memory holds now (the machine run's output, or an older translation). */
async function fillDrafts(ctx: AppContext, request: RequestRow) {
  const rows = await ctx.db.select().from(manualSegments).where(eq(manualSegments.requestId, request.id));
  const byLang = new Map<string, typeof rows>();
  for (const r of rows) byLang.set(r.targetLang, [...(byLang.get(r.targetLang) ?? []), r]);
  for (const [lang, segs] of byLang) {
    const tm = await findTranslations(
      ctx.db,
      request.organisationId,
      lang,
      segs.map((s) => s.sourceHash),
    );
    for (const s of segs) {
      const row = tm.get(s.sourceHash);
      if (!row || row.type === 'NO_TRANSLATION_AVAILABLE' || s.draft) continue;
      await ctx.db
        .update(manualSegments)
        .set({ draft: row.preProcessedTarget })
        .where(and(eq(manualSegments.subBatchId, s.subBatchId), inArray(manualSegments.sourceHash, [s.sourceHash])));
    }
  }
}
