import type { DocumentFile, FileProcessingStatus, ParliamentCategory, ParliamentHouse, ParliamentSubType } from '@lipi/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { docFiles, manualRequests, scopeUrls, translationRuns } from '../../db/schema/index.ts';
import { queryRows } from '../projects/project-counts.ts';

export type DocFileRow = typeof docFiles.$inferSelect;
type RunRow = { id: string; status: string; done: number; total: number; error: string | null };

const HUMAN_DONE = new Set(['completedManualTranslation', 'signOff']);

/**
 * The files as the API shows them: per language the paragraphs with a translation and the last
 * machine-translation run. Statuses that follow from work done elsewhere are brought up to date
 * here (runs finished → NMT_TRANSLATED, a failed run → FAILED with its error, the manual request
 * delivered → PBK_TRANSLATED), so the list never shows a stale state.
 */
export async function toDocumentFiles(ctx: Pick<AppContext, 'db' | 'clock'>, organisationId: string, rows: DocFileRow[]): Promise<DocumentFile[]> {
  if (rows.length === 0) return [];
  const runIds = rows.flatMap((r) => Object.values(r.runs));
  const runs = new Map<string, RunRow>();
  if (runIds.length)
    for (const run of await ctx.db
      .select({
        id: translationRuns.id,
        status: translationRuns.status,
        done: translationRuns.done,
        total: translationRuns.total,
        error: translationRuns.error,
      })
      .from(translationRuns)
      .where(inArray(translationRuns.id, runIds)))
      runs.set(run.id, run);
  const requestIds = rows.map((r) => r.manualRequestId).filter((id): id is string => !!id);
  const requests = new Map<string, string>();
  if (requestIds.length)
    for (const r of await ctx.db
      .select({ id: manualRequests.id, status: manualRequests.status })
      .from(manualRequests)
      .where(inArray(manualRequests.id, requestIds)))
      requests.set(r.id, r.status);
  const translated = await countTranslated(ctx, organisationId, rows);
  const scopeIds = rows.map((r) => r.scopeUrlId).filter((id): id is string => !!id);
  const editorUrls = new Map<string, string>();
  if (scopeIds.length)
    for (const u of await ctx.db.select({ id: scopeUrls.id, url: scopeUrls.url }).from(scopeUrls).where(inArray(scopeUrls.id, scopeIds)))
      editorUrls.set(u.id, u.url);
  const out: DocumentFile[] = [];
  for (const row of rows) {
    const next = nextStatus(row, runs, requests);
    if (next) {
      await ctx.db.update(docFiles).set({ status: next.status, failureReason: next.reason, updatedAt: ctx.clock.now() }).where(eq(docFiles.id, row.id));
      row.status = next.status;
      row.failureReason = next.reason;
    }
    out.push({
      fileId: row.id,
      projectId: row.projectId,
      fileName: row.fileName,
      byteSize: row.byteSize,
      category: row.category as ParliamentCategory | null,
      subType: row.subType as ParliamentSubType | null,
      docDate: row.docDate,
      house: row.house as ParliamentHouse | null,
      status: row.status as FileProcessingStatus,
      failureReason: row.failureReason,
      units: row.unitCount,
      sourceWordCount: row.sourceWordCount,
      manualRequestId: row.manualRequestId,
      editorUrl: row.scopeUrlId ? (editorUrls.get(row.scopeUrlId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      languages: row.languages.map((language) => {
        const run = row.runs[language] ? runs.get(row.runs[language]) : undefined;
        return {
          language,
          translatedUnits: translated.get(`${row.id}:${language}`) ?? 0,
          run: run ? { runId: run.id, status: run.status, done: run.done, total: run.total } : null,
        };
      }),
    });
  }
  return out;
}

function nextStatus(row: DocFileRow, runs: Map<string, RunRow>, requests: Map<string, string>): { status: FileProcessingStatus; reason: string | null } | null {
  if (row.status === 'NEW_URL') {
    const mine = row.languages.map((l) => (row.runs[l] ? runs.get(row.runs[l]) : undefined));
    const failed = mine.find((r) => r?.status === 'failed');
    if (failed) return { status: 'FAILED', reason: failed.error || 'Machine translation failed' };
    if (mine.length > 0 && mine.every((r) => r?.status === 'completed')) return { status: 'NMT_TRANSLATED', reason: null };
  }
  if (row.status === 'PBK_SENT' && row.manualRequestId && HUMAN_DONE.has(requests.get(row.manualRequestId) ?? ''))
    return { status: 'PBK_TRANSLATED', reason: null };
  return null;
}

/** Distinct paragraphs of each file with a usable translation in each of its languages. */
async function countTranslated(ctx: Pick<AppContext, 'db'>, organisationId: string, rows: DocFileRow[]): Promise<Map<string, number>> {
  const pairs = rows.flatMap((r) => (r.scopeUrlId ? r.languages.map((l) => ({ f: r.id, u: r.scopeUrlId, l })) : []));
  if (pairs.length === 0) return new Map();
  const counts = await queryRows<{ f: string; l: string; n: number }>(
    ctx.db,
    sql`select x.f, x.l, count(tm.source_hash)::int as n
        from json_to_recordset(${JSON.stringify(pairs)}::json) as x(f text, u uuid, l text)
        join url_segments us on us.scope_url_id = x.u
        join translation_memory tm on tm.organisation_id = ${organisationId}::uuid and tm.source_hash = us.source_hash
          and tm.target_lang = x.l and tm.type <> 'NO_TRANSLATION_AVAILABLE'
        group by x.f, x.l`,
  );
  return new Map(counts.map((c) => [`${c.f}:${c.l}`, Number(c.n)]));
}
