import { API_CONTENT_LIMITS, API_KEY_MESSAGES, API_TRANSLATION_STATUS } from '@lipi/contract';
import { fnv1a64 } from '@lipi/engine/extract';
import { documentSegments, translateDocument, type JsonObject, type JsonValue } from '@lipi/engine/json';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { apiRequests, apiTranslations, apiValues, engineUsage, segments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { listMaskingTerms } from '../glossary/glossary-terms.ts';
import { RunStopped } from '../machine-translation/engine-call.ts';
import { loadSpellings, withSpellings } from '../machine-translation/entry-transliteration.ts';
import { resolveEngine } from '../machine-translation/project-engines.service.ts';
import { usageMonth } from '../machine-translation/run-commit.ts';
import { translateChunk, type ChunkResult } from '../machine-translation/run-pipeline.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { findTranslations, writeTranslations } from '../translation-memory/tm-store.ts';
import { assertMachineTranslationAllowed } from '../users/nmt-access.ts';

/** An app waits for this call: a few quick attempts, then the value goes back untranslated. */
const DYNAMIC_MT = { concurrency: 2, maxAttempts: 2, baseDelayMs: 100, maxDelayMs: 1_000, timeoutMs: 20_000 };
const ISSUES_KEPT = 50;
/** Where a call's texts are listed when it names no domain. */
const DEFAULT_DOMAIN = 'Dynamic API';

export type DynamicInput = { sourceLanguage: string; targetLanguage: string; bot: boolean; domain?: string | undefined; data: unknown };

/** Depth of a parsed value without recursion (the body parser already accepted it). */
function depthOf(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (d > max) max = d;
    if (max > API_CONTENT_LIMITS.jsonDepth) return max;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}

/** The project's dynamic item of a domain, where the texts apps send are listed. */
async function dynamicItemId(ctx: Pick<AppContext, 'db' | 'clock'>, projectId: string, name: string): Promise<string> {
  // Read first: a call that only reads the memory should not write a row it already has.
  const [found] = await ctx.db
    .select({ id: apiTranslations.id })
    .from(apiTranslations)
    .where(and(eq(apiTranslations.projectId, projectId), eq(apiTranslations.kind, 'dynamic'), eq(apiTranslations.name, name)));
  if (found) return found.id;
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(apiTranslations)
    .values({
      projectId,
      kind: 'dynamic',
      name,
      format: 'plain',
      shape: 'nested',
      status: API_TRANSLATION_STATUS.SYNCED,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: [apiTranslations.projectId, apiTranslations.kind, apiTranslations.name], set: { updatedAt: now } })
    .returning({ id: apiTranslations.id });
  return row!.id;
}

/**
 * Records the keys and texts of a call the item does not hold yet (most calls repeat known texts:
 * one read, no write). Positions follow the item's last one; a concurrent call racing for a
 * position loses that row only.
 */
async function recordNewTexts(ctx: Pick<AppContext, 'db' | 'clock'>, projectId: string, apiId: string, pieces: ReturnType<typeof documentSegments>) {
  const hashes = [...new Set(pieces.map((p) => p.sourceHash))];
  const held = await ctx.db
    .select({ key: apiValues.key, hash: apiValues.sourceHash })
    .from(apiValues)
    .where(and(eq(apiValues.apiId, apiId), inArray(apiValues.sourceHash, hashes)));
  const known = new Set(held.map((h) => `${h.key}\u0000${h.hash}`));
  const fresh = pieces.filter((p) => !known.has(`${p.key}\u0000${p.sourceHash}`));
  if (fresh.length === 0) return;
  const now = ctx.clock.now();
  const rows = [...new Map(fresh.map((p) => [p.sourceHash, p])).values()];
  await ctx.db
    .insert(segments)
    .values(rows.map((p) => ({ projectId, sourceHash: p.sourceHash, text: p.text, kind: 'dynamic', wordCount: p.words, createdAt: now })))
    .onConflictDoNothing();
  const values = JSON.stringify(fresh.map((p, n) => ({ n: n + 1, key: p.key, hash: p.sourceHash })));
  await ctx.db.execute(sql`insert into api_values (api_id, project_id, position, key, source_hash)
    select ${apiId}::uuid, ${projectId}::uuid, coalesce((select max(position) from api_values where api_id = ${apiId}::uuid), -1) + v.n, v.key, v.hash
    from jsonb_to_recordset(${values}::jsonb) as v(n int, key text, hash text)
    on conflict do nothing`);
  await ctx.db.update(apiTranslations).set({ updatedAt: now }).where(eq(apiTranslations.id, apiId));
}

/**
 * The dynamic call: the texts of the JSON are segments of the project (as a file's are), answered
 * from the translation memory first; misses go to the pair's engine through the same masking and
 * checks as a run, and what the engine returns is kept in memory for the next call. A bot's call is
 * answered from memory only and bills nothing. Every call is logged with its counts.
 */
export async function translateDynamic(ctx: AppContext, project: ProjectRow, keyId: string, input: DynamicInput, payloadBytes: number) {
  const started = Date.now();
  if (input.sourceLanguage !== project.sourceLanguage) throw new AppError('BAD_REQUEST', API_KEY_MESSAGES.wrongSource(project.sourceLanguage));
  if (!project.languages.includes(input.targetLanguage)) throw new AppError('BAD_REQUEST', 'This language is not one of the project\u2019s languages.');
  if (depthOf(input.data) > API_CONTENT_LIMITS.jsonDepth)
    throw new AppError('BAD_REQUEST', `The JSON is nested deeper than ${API_CONTENT_LIMITS.jsonDepth} levels.`);
  const wrapped = typeof input.data === 'object' && input.data !== null;
  const doc = (wrapped ? input.data : { value: input.data }) as JsonObject | JsonValue[];
  const pieces = documentSegments(doc);
  const unique = new Map(pieces.map((p) => [p.sourceHash, p]));
  const now = ctx.clock.now();

  if (unique.size > 0) {
    const apiId = await dynamicItemId(ctx, project.id, input.domain ?? DEFAULT_DOMAIN);
    await recordNewTexts(ctx, project.id, apiId, pieces);
  }

  const memory = await findTranslations(ctx.db, project.organisationId, input.targetLanguage, [...unique.keys()]);
  const known = new Map<string, string>();
  for (const [hash, row] of memory) if (row.type !== 'NO_TRANSLATION_AVAILABLE') known.set(hash, row.preProcessedTarget);
  const misses = [...unique.keys()].filter((h) => !known.has(h));
  let machine: ChunkResult | null = null;
  if (misses.length > 0 && !input.bot) machine = await translateMisses(ctx, project, input.targetLanguage, misses);
  for (const write of machine?.writes ?? []) known.set(write.sourceHash, write.preProcessedTarget);

  const result = translateDocument(doc, input.targetLanguage, (text) => known.get(fnv1a64(text)));
  const issues = [...(machine?.errors ?? []).map((e) => ({ key: unique.get(e.sourceHash)?.key ?? '', message: e.message })), ...result.issues];
  const counts = { segments: unique.size, fromMemory: unique.size - misses.length, machine: machine?.translated ?? 0, failed: machine?.failed ?? 0 };
  const [logged] = await ctx.db
    .insert(apiRequests)
    .values({
      projectId: project.id,
      keyId,
      sourceLang: input.sourceLanguage,
      targetLang: input.targetLanguage,
      bot: input.bot,
      status: 'completed',
      ...counts,
      characters: input.bot ? 0 : misses.reduce((n, h) => n + unique.get(h)!.text.length, 0),
      payloadBytes,
      durationMs: Date.now() - started,
      issues: issues.slice(0, ISSUES_KEPT),
      createdAt: now,
    })
    .returning({ id: apiRequests.id });
  const data = wrapped ? result.document : (result.document as JsonObject).value;
  return { requestId: logged!.id, targetLanguage: input.targetLanguage, data, counts, issues };
}

/** Misses through the pair's engine, stored in memory (a person's translation is never overwritten) and metered. */
export async function translateMisses(ctx: AppContext, project: ProjectRow, targetLang: string, hashes: string[]): Promise<ChunkResult | null> {
  await assertMachineTranslationAllowed(ctx.db, project.organisationId);
  const pair = await resolveEngine(ctx, project, targetLang);
  const base = ctx.mt.get(pair.engine);
  if (!base) return null;
  const adapter = pair.engine === 'transliteration' ? withSpellings(base, await loadSpellings(ctx.db, project.id, targetLang)) : base;
  let result: ChunkResult;
  try {
    result = await translateChunk(
      {
        db: ctx.db,
        adapter,
        glossary: await listMaskingTerms(ctx.db, project.id),
        project,
        run: { targetLang, engine: pair.engine, pivotLang: pair.pivotLang },
        options: DYNAMIC_MT,
        signal: AbortSignal.timeout(DYNAMIC_MT.timeoutMs),
      },
      hashes,
    );
  } catch (err) {
    // Out of time: the misses go back in the source language; the memory has what was done before.
    if (err instanceof RunStopped) return null;
    throw err;
  }
  await ctx.db.transaction(async (tx) => {
    await writeTranslations(tx, project.organisationId, result.writes, { keepHuman: true });
    const month = usageMonth(ctx.clock.now());
    for (const [hostname, used] of result.usage) {
      await tx
        .insert(engineUsage)
        .values({ projectId: project.id, hostname, month, engine: pair.engine, calls: used.calls, characters: used.characters })
        .onConflictDoUpdate({
          target: [engineUsage.projectId, engineUsage.hostname, engineUsage.month, engineUsage.engine],
          set: { calls: sql`${engineUsage.calls} + excluded.calls`, characters: sql`${engineUsage.characters} + excluded.characters` },
        });
    }
  });
  return result;
}
