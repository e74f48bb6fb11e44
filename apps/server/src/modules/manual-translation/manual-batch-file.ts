import { BATCH_FILE_MESSAGES as M, type BatchFileUploadReply } from '@lipi/contract';
import { CodecError, markerSignature, readBatchXliff, writeBatchXliff, type BatchSegmentState, type BatchXliffVersion } from '@lipi/engine/codecs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { glossaryTerms, manualSegments, projects, scopeUrls, urlSegments } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { stepsOf } from './manual-batches.ts';
import { getOwnTask } from './manual-tasks.ts';

/** A project that chose no source language is written in English (the TM export says the same). */
const SOURCE_LANG = 'en';

/** One page each segment appears on (the first found), as context for the linguist: one indexed query per sub-batch (≤ 50 segments). */
export async function pageOf(ctx: Pick<AppContext, 'db'>, projectId: string, hashes: string[]): Promise<Map<string, string>> {
  if (!hashes.length) return new Map();
  const rows = await ctx.db
    .select({ hash: urlSegments.sourceHash, url: scopeUrls.url })
    .from(urlSegments)
    .innerJoin(scopeUrls, eq(scopeUrls.id, urlSegments.scopeUrlId))
    .where(and(eq(urlSegments.projectId, projectId), inArray(urlSegments.sourceHash, hashes)))
    .orderBy(asc(urlSegments.position))
    .limit(hashes.length * 20);
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(r.hash)) out.set(r.hash, r.url);
  return out;
}

/** The project's glossary terms that are never translated (bounded: projects hold a capped glossary). */
export async function keepTerms(ctx: Pick<AppContext, 'db'>, projectId: string) {
  const rows = await ctx.db
    .select({ term: glossaryTerms.term, translations: glossaryTerms.translations, isCaseSensitive: glossaryTerms.isCaseSensitive })
    .from(glossaryTerms)
    .where(and(eq(glossaryTerms.projectId, projectId), eq(glossaryTerms.rule, 'never')))
    .limit(5000);
  return rows.map((r) => ({ ...r, rule: 'never' as const }));
}

/** The caller's task as an XLIFF file: only the current assignee may take it offline, as only they may save it. */
export async function downloadBatchFile(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, subBatchId: string, version: BatchXliffVersion) {
  const { sub, request, task } = await getOwnTask(ctx, auth, subBatchId);
  const rows = await ctx.db.select().from(manualSegments).where(eq(manualSegments.subBatchId, sub.id)).orderBy(asc(manualSegments.position)).limit(1000);
  const pages = await pageOf(
    ctx,
    request.projectId,
    rows.map((r) => r.sourceHash),
  );
  const [project] = await ctx.db.select({ sourceLanguage: projects.sourceLanguage }).from(projects).where(eq(projects.id, request.projectId));
  const reviewed = sub.stepIndex > 0;
  const state = (draft: string): BatchSegmentState => (draft === '' ? 'initial' : reviewed ? 'reviewed' : 'translated');
  const note = [`${task.projectName}: ${task.step} (${stepsOf(request).join(' → ')})`, task.dueDate ? `due ${task.dueDate}` : '', request.notes ?? '']
    .filter(Boolean)
    .join('; ');
  const xml = writeBatchXliff(
    {
      requestId: request.id,
      subBatchId: sub.id,
      sourceLang: project?.sourceLanguage ?? SOURCE_LANG,
      targetLang: sub.targetLang,
      note,
      keepTerms: await keepTerms(ctx, request.projectId),
      units: rows.map((r) => ({ id: r.sourceHash, source: r.sourceText, target: r.draft, state: state(r.draft), note: pages.get(r.sourceHash) })),
    },
    version,
  );
  const filename = `lipi-${sub.targetLang}-batch-${sub.seq}-${task.step}.xliff${version === '1.2' ? '12' : '21'}.xlf`;
  return { filename, bytes: Buffer.from(xml, 'utf8') };
}

/**
 * Takes a task's file back. File-level faults (not XML, XXE, another task or organisation, another
 * language, segments not in the task) refuse the whole file and change nothing; a target whose tags
 * differ from its source is refused alone, with the reason, and the other targets are saved as drafts.
 * Empty targets leave the draft as it is.
 */
export async function uploadBatchFile(ctx: Pick<AppContext, 'db'>, auth: AuthInfo, subBatchId: string, bytes: Uint8Array): Promise<BatchFileUploadReply> {
  const { sub } = await getOwnTask(ctx, auth, subBatchId);
  const file = readXliffOrBadRequest(bytes);
  // The sub-batch id is a random uuid known to the assignee only, and the request must match too.
  if (file.subBatchId !== sub.id || file.requestId !== sub.requestId) throw new AppError('CONFLICT', M.otherTask);
  if (file.targetLang && file.targetLang !== sub.targetLang) throw badRequest(M.otherLanguage);
  const rows = await ctx.db
    .select({ hash: manualSegments.sourceHash, source: manualSegments.sourceText, draft: manualSegments.draft })
    .from(manualSegments)
    .where(eq(manualSegments.subBatchId, sub.id))
    .limit(1000);
  const known = new Map(rows.map((r) => [r.hash, r]));
  return saveUploadedDrafts(ctx, file.units, known, () => sub.id);
}

/**
 * An uploaded file's targets saved as drafts of the segments known (by source hash, each in the
 * sub-batch `subBatchOf` names): an id not known refuses the whole file; a target whose tags differ
 * from its source's is refused alone; an empty or unchanged one is counted and left.
 */
export async function saveUploadedDrafts(
  ctx: Pick<AppContext, 'db'>,
  units: readonly { id: string; target: string }[],
  known: ReadonlyMap<string, { source: string; draft: string }>,
  subBatchOf: (hash: string) => string,
) {
  const unknown = units.filter((u) => !known.has(u.id)).map((u) => u.id);
  if (unknown.length) throw badRequest(M.unknownSegments, { ids: unknown.slice(0, 50) });
  const { refused, edits, unchanged } = checkTargets(units, known);
  await ctx.db.transaction(async (tx) => {
    for (const e of edits)
      await tx
        .update(manualSegments)
        .set({ draft: e.target })
        .where(and(eq(manualSegments.subBatchId, subBatchOf(e.hash)), eq(manualSegments.sourceHash, e.hash)));
  });
  return { saved: edits.length, unchanged, refused };
}

/** The file as the codecs' safe parser reads it (no DTD, no entity declarations); a fault is a 400 with its reason. */
export function readXliffOrBadRequest(bytes: Uint8Array) {
  try {
    return readBatchXliff(bytes);
  } catch (err) {
    if (err instanceof CodecError) throw badRequest(err.message);
    throw err;
  }
}

/**
 * Which targets of a file may become drafts: empty or unchanged ones are left alone; one whose
 * inline markers differ from the **stored** source (a file cannot change what the tags must be) is
 * refused alone with the reason. Shared by the task upload, the whole-batch upload and TMS deliveries.
 */
export function checkTargets(units: readonly { id: string; target: string }[], known: ReadonlyMap<string, { source: string; draft: string }>) {
  const refused: BatchFileUploadReply['refused'] = [];
  const edits: { hash: string; target: string }[] = [];
  let unchanged = 0;
  for (const unit of units) {
    const row = known.get(unit.id)!;
    if (unit.target.trim() === '' || unit.target === row.draft) {
      unchanged += 1;
      continue;
    }
    const expected = markerSignature(row.source);
    const got = markerSignature(unit.target);
    if (expected !== got) refused.push({ id: unit.id, source: row.source, reason: M.tagMismatch(expected, got) });
    else edits.push({ hash: unit.id, target: unit.target });
  }
  return { refused, edits, unchanged };
}
