import { MT_LIMITS, type TranslationRun, type TranslationRunKind } from '@lipi/contract';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { translationRunErrors, translationRuns } from '../../db/schema/index.ts';
import { badRequest, domainError, notFound } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { assertEngineServes, resolveEngine } from './project-engines.service.ts';
import { QUEUED_LEASE_SECONDS, sendRunJob, type TranslationRunRow } from './run-lease.ts';
import { findNewContent, findProjectSegments } from './run-segments.ts';
import { assertMachineTranslationAllowed } from '../users/nmt-access.ts';
import { charactersOf, spendMtCharacters } from '../billing/quota.ts';
import { spendWords, wordsOf } from '../billing/words.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';

export type StartRunInput = {
  project: ProjectRow;
  targetLang: string;
  kind: TranslationRunKind;
  /** Engine id; default: the project's engine for the pair, else DEFAULT_MT_ENGINE. Transliteration runs always use 'transliteration'. */
  engine?: string;
  /** Segments to do; empty or absent: all new content of the language. */
  sourceHashes?: string[];
  /**
   * With no sourceHashes: the segments to do, chosen by the caller once the engine is known (the
   * editor's filters, run-selection.ts); absent: all new content of the language.
   */
  select?: (engine: string) => Promise<string[]>;
  requestId: string;
  userId?: string | null;
  /** The words were charged by the caller (a professional request, charged when it was made). */
  wordsPaid?: boolean;
  /** Who asked (for the audit record of a refused allowance); null for automatic runs. */
  auth?: AuthInfo | null;
};

/**
 * Creates a run and queues its first job, or returns the run this requestId already made (a
 * repeated click, a retried request, the first-page hook firing twice). The segments are fixed
 * now and stored with the run, so a resumed run does exactly the work that was asked for.
 */
export async function startTranslationRun(ctx: AppContext, input: StartRunInput): Promise<{ run: TranslationRunRow; created: boolean }> {
  const { project, targetLang } = input;
  const existing = await findRunByRequest(ctx, project.id, input.requestId);
  if (existing) return { run: existing, created: false };
  if (input.kind === 'nmt') await assertMachineTranslationAllowed(ctx.db, project.organisationId, input.userId ?? undefined);
  if (!project.languages.includes(targetLang)) throw badRequest('This language is not one of the project\u2019s languages.');
  const pair = await resolveEngine(ctx, project, targetLang);
  const engine = input.kind === 't13n' ? 'transliteration' : (input.engine ?? pair.engine);
  // The pair's pivot applies whenever its engine is the one used, named in the request or not.
  const pivotLang = input.kind === 't13n' || engine !== pair.engine ? null : pair.pivotLang;
  await assertEngineServes(ctx, engine, project.sourceLanguage, targetLang, pivotLang);
  const hashes = input.sourceHashes?.length
    ? await findProjectSegments(ctx.db, project.id, input.sourceHashes)
    : input.select
      ? await input.select(engine)
      : await findNewContent(ctx.db, project, targetLang, engine !== 'transliteration');
  if (hashes.length === 0) throw domainError('NO_NEW_CONTENT');
  // Transliteration is local: only engine runs spend the plan's MT characters.
  if (engine !== 'transliteration') {
    // The plan's words allowance (refused with WORDS_EXHAUSTED), unless a professional request already paid for them.
    if (!input.wordsPaid) await spendWords(ctx, input.auth ?? null, project.organisationId, await wordsOf(ctx.db, project.id, hashes));
    await spendMtCharacters(ctx, input.auth ?? null, project.organisationId, await charactersOf(ctx.db, project.id, hashes));
  }
  const token = randomUUID();
  const [inserted] = await ctx.db
    .insert(translationRuns)
    .values({
      projectId: project.id,
      organisationId: project.organisationId,
      requestId: input.requestId,
      kind: input.kind,
      targetLang,
      engine,
      pivotLang,
      status: 'queued',
      sourceHashes: hashes,
      total: hashes.length,
      leaseOwner: token,
      leaseUntil: sql`now() + make_interval(secs => ${QUEUED_LEASE_SECONDS})`,
      createdBy: input.userId ?? null,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing({ target: [translationRuns.projectId, translationRuns.requestId] })
    .returning();
  if (!inserted) return { run: (await findRunByRequest(ctx, project.id, input.requestId))!, created: false };
  await sendRunJob(ctx, { runId: inserted.id, token }, engine);
  return { run: inserted, created: true };
}

async function findRunByRequest(ctx: Pick<AppContext, 'db'>, projectId: string, requestId: string) {
  const [row] = await ctx.db
    .select()
    .from(translationRuns)
    .where(and(eq(translationRuns.projectId, projectId), eq(translationRuns.requestId, requestId)));
  return row;
}

/** The allow-listed shape of a run (no segment list, no lease). */
export function toRun(row: TranslationRunRow): TranslationRun {
  return {
    id: row.id,
    projectId: row.projectId,
    requestId: row.requestId,
    kind: row.kind as TranslationRun['kind'],
    targetLang: row.targetLang,
    engine: row.engine,
    pivotLang: row.pivotLang,
    status: row.status as TranslationRun['status'],
    total: row.total,
    done: row.done,
    fromMemory: row.fromMemory,
    failed: row.failed,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** `/translation/nmt/status`: the run with its counters and its first per-segment errors. */
export async function getRunStatus(ctx: Pick<AppContext, 'db'>, project: ProjectRow, key: { requestId?: string; runId?: string }) {
  const byId = key.runId && /^[0-9a-f-]{36}$/i.test(key.runId) ? eq(translationRuns.id, key.runId) : undefined;
  const where = key.runId ? byId : eq(translationRuns.requestId, key.requestId!);
  if (!where) throw notFound('Translation run not found');
  const [row] = await ctx.db
    .select()
    .from(translationRuns)
    .where(and(eq(translationRuns.projectId, project.id), where));
  if (!row) throw notFound('Translation run not found');
  const errors = await ctx.db
    .select({ sourceHash: translationRunErrors.sourceHash, message: translationRunErrors.message })
    .from(translationRunErrors)
    .where(eq(translationRunErrors.runId, row.id))
    .orderBy(asc(translationRunErrors.createdAt), asc(translationRunErrors.sourceHash))
    .limit(MT_LIMITS.errorsShown);
  return { run: toRun(row), errors };
}

/** `/translation/nmt/runs`: the project's recent runs, newest first. */
export async function listRuns(ctx: Pick<AppContext, 'db'>, project: ProjectRow) {
  const rows = await ctx.db
    .select()
    .from(translationRuns)
    .where(eq(translationRuns.projectId, project.id))
    .orderBy(desc(translationRuns.createdAt))
    .limit(MT_LIMITS.recentRuns);
  return { runs: rows.map(toRun) };
}
