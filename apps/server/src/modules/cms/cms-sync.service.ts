import { API_TRANSLATION_STATUS, CMS_MESSAGES, CMS_SYNC_PROGRESS_EVENT, type CmsSyncProgress } from '@lipi/contract';
import { documentSegments, type JsonObject } from '@lipi/engine/json';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { CmsError, type StrapiEntry } from '../../adapters/cms/strapi.ts';
import { cmsContentTypes, cmsEntries, cmsSyncs, projects, segments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { projectRoom } from '../../realtime/rooms.ts';
import { translateMisses } from '../api-content/dynamic.service.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { findTranslations } from '../translation-memory/tm-store.ts';
import { applyEntry, memoryFor } from './cms-apply.ts';
import { entryTexts } from './cms-fields.ts';
import { clientOf, getConnection, type CmsConnection } from './cms-connection.service.ts';

export const CMS_SYNC_JOB = 'cms.sync' as const;
const PAGE_SIZE = 100;
const MT_CHUNK = 100;
/** Entries applied per memory read (their texts' translations read in one go per language). */
const APPLY_CHUNK = 200;
type SyncRow = typeof cmsSyncs.$inferSelect;
type TypeRow = typeof cmsContentTypes.$inferSelect;

export const toSync = (s: SyncRow) => ({
  syncId: s.id,
  mode: s.mode as 'full' | 'entry' | 'apply',
  status: s.status as 'queued' | 'running' | 'completed' | 'failed',
  phase: s.phase,
  total: s.total,
  done: s.done,
  failed: s.failed,
  error: s.error,
  createdAt: s.createdAt.toISOString(),
  finishedAt: s.finishedAt?.toISOString() ?? null,
});

/** `sync` / `localization/apply` / a webhook: one job row (its progress) and one persistent job. */
export async function startCmsSync(
  ctx: AppContext,
  projectId: string,
  input: { mode: 'full' | 'entry' | 'apply'; uids?: string[] | undefined; documentId?: string; targetLang?: string | undefined; userId?: string },
) {
  await getConnection(ctx, projectId);
  const types = await ctx.db.select().from(cmsContentTypes).where(eq(cmsContentTypes.projectId, projectId));
  const chosen = input.uids?.length ? types.filter((t) => input.uids!.includes(t.uid)) : types;
  if (chosen.length === 0) throw new AppError('BAD_REQUEST', CMS_MESSAGES.noContentTypes);
  if (input.mode !== 'entry') {
    const [busy] = await ctx.db
      .select({ id: cmsSyncs.id })
      .from(cmsSyncs)
      .where(and(eq(cmsSyncs.projectId, projectId), inArray(cmsSyncs.status, ['queued', 'running']), inArray(cmsSyncs.mode, ['full', 'apply'])));
    if (busy) throw new AppError('CONFLICT', CMS_MESSAGES.syncRunning);
  }
  const [row] = await ctx.db
    .insert(cmsSyncs)
    .values({
      projectId,
      mode: input.mode,
      uids: chosen.map((t) => t.uid),
      documentId: input.documentId ?? null,
      targetLang: input.targetLang ?? null,
      createdBy: input.userId ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  // Spec 02 §1: an accepted sync request sets the status of every selected api to syncing.
  if (input.mode === 'full')
    await ctx.db
      .update(cmsContentTypes)
      .set({ status: API_TRANSLATION_STATUS.SYNCING })
      .where(and(eq(cmsContentTypes.projectId, projectId), inArray(cmsContentTypes.uid, row!.uids)));
  await ctx.queue.send(CMS_SYNC_JOB, { syncId: row!.id }, { retryLimit: 3, retryDelay: 5, retryBackoff: true });
  return toSync(row!);
}

export async function latestSync(ctx: Pick<AppContext, 'db'>, projectId: string) {
  const [row] = await ctx.db.select().from(cmsSyncs).where(eq(cmsSyncs.projectId, projectId)).orderBy(desc(cmsSyncs.createdAt)).limit(1);
  return row ? toSync(row) : null;
}

/**
 * The job: pull → segments → translate (memory, then the engine) → write each locale back. Every
 * step is idempotent (upserts; `PUT ?locale=` creates or updates), so a job retried after a
 * restart starts again from the top and ends in the same state. A CMS refusal ends the sync as
 * failed with the CMS's words; anything else is thrown for the queue to retry.
 */
export async function runCmsSync(ctx: AppContext, syncId: string) {
  const [sync] = await ctx.db.select().from(cmsSyncs).where(eq(cmsSyncs.id, syncId));
  if (!sync || sync.status === 'completed' || sync.status === 'failed') return;
  const progress = progressReporter(ctx, sync.projectId, syncId);
  await progress({ status: 'running', phase: 'pull', done: 0, failed: 0, total: 0 });
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, sync.projectId));
  if (!project) return progress({ status: 'failed', error: 'The project was deleted', finishedAt: ctx.clock.now() });
  try {
    const connection = await getConnection(ctx, project.id);
    const types = await ctx.db
      .select()
      .from(cmsContentTypes)
      .where(and(eq(cmsContentTypes.projectId, project.id), inArray(cmsContentTypes.uid, sync.uids)));
    const targets = targetLocales(project, connection, sync.targetLang);
    if (sync.mode !== 'apply') {
      for (const type of types) await pullType(ctx, project, connection, type, sync.mode === 'entry' ? sync.documentId : null);
      await progress({ phase: 'translate' });
      for (const type of types) {
        await translateType(ctx, project, type, targets, sync.mode === 'entry' ? sync.documentId : null);
        await setTypeStatus(ctx, project.id, type.uid, API_TRANSLATION_STATUS.APPLIED_NMT);
      }
    }
    await progress({ phase: 'apply' });
    const client = clientOf(ctx, connection);
    for (const type of types) {
      const entries = await entriesOf(ctx, project.id, type.uid, sync.mode === 'entry' ? sync.documentId : null);
      await progress({ total: sql`${cmsSyncs.total} + ${entries.length}` });
      for (let i = 0; i < entries.length; i += APPLY_CHUNK) {
        const chunk = entries.slice(i, i + APPLY_CHUNK);
        const memory = await memoryFor(ctx, project, targets, chunk);
        let done = 0;
        let failed = 0;
        for (const entry of chunk) {
          const outcome = await applyEntry(ctx, project, client, type, entry, targets, memory);
          if (outcome === 'failed') failed++;
          else done++;
          // Counted here and written as one statement every 25 entries (a restart redoes the chunk anyway).
          if (done + failed === 25) {
            await progress({ done: sql`${cmsSyncs.done} + ${done}`, failed: sql`${cmsSyncs.failed} + ${failed}` });
            done = failed = 0;
          }
        }
        if (done + failed > 0) await progress({ done: sql`${cmsSyncs.done} + ${done}`, failed: sql`${cmsSyncs.failed} + ${failed}` });
      }
    }
    await progress({ status: 'completed', phase: 'done', finishedAt: ctx.clock.now() });
  } catch (err) {
    if (!(err instanceof CmsError || err instanceof AppError)) throw err;
    await progress({ status: 'failed', error: err.message, finishedAt: ctx.clock.now() });
    await ctx.db
      .update(cmsContentTypes)
      .set({ status: API_TRANSLATION_STATUS.NONE })
      .where(and(eq(cmsContentTypes.projectId, project.id), eq(cmsContentTypes.status, API_TRANSLATION_STATUS.SYNCING)));
  }
}

/**
 * Writes a sync's progress and pushes it to the project's room (CMS_SYNC_PROGRESS_EVENT) — at every
 * status or phase change and otherwise at most every 250 ms, so a 5,000-entry apply sends a few
 * hundred events, not 5,000.
 */
function progressReporter(ctx: AppContext, projectId: string, syncId: string) {
  let lastAt = 0;
  return async (set: { [K in keyof SyncRow]?: SyncRow[K] | SQL }) => {
    const [row] = await ctx.db.update(cmsSyncs).set(set).where(eq(cmsSyncs.id, syncId)).returning();
    const now = Date.now();
    if (!row || (!set.status && !set.phase && now - lastAt < 250)) return;
    lastAt = now;
    ctx.realtime.emit(projectRoom(projectId), CMS_SYNC_PROGRESS_EVENT, { projectId, ...toSync(row) } satisfies CmsSyncProgress);
  };
}

/** The project's languages the CMS has as locales (Strapi accepts unknown locales silently: never send one). */
function targetLocales(project: ProjectRow, connection: CmsConnection, only: string | null) {
  const langs = project.languages.filter((l) => connection.locales.includes(l) && l !== connection.defaultLocale);
  return only ? langs.filter((l) => l === only) : langs;
}

const setTypeStatus = (ctx: AppContext, projectId: string, uid: string, status: string) =>
  ctx.db
    .update(cmsContentTypes)
    .set({ status, updatedAt: ctx.clock.now() })
    .where(and(eq(cmsContentTypes.projectId, projectId), eq(cmsContentTypes.uid, uid)));

async function pullType(ctx: AppContext, project: ProjectRow, connection: CmsConnection, type: TypeRow, documentId: string | null) {
  const client = clientOf(ctx, connection);
  const fields = type.fields.map((f) => f.name);
  const locale = connection.defaultLocale;
  if (type.kind === 'singleType' || documentId) {
    const entry = await client.getEntry(type, type.kind === 'singleType' ? null : documentId, fields, locale);
    if (entry) await storeEntries(ctx, project, type, [entry]);
  } else {
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const result = await client.listEntries(type.pluralName, fields, page, PAGE_SIZE, locale);
      pageCount = result.pageCount;
      await storeEntries(ctx, project, type, result.entries);
    }
  }
  await setTypeStatus(ctx, project.id, type.uid, API_TRANSLATION_STATUS.SYNCED);
}

/** A page of entries: their chosen fields as segments of the project (kind `cms`) and their rows with the source kept, two statements. */
async function storeEntries(ctx: AppContext, project: ProjectRow, type: TypeRow, entries: StrapiEntry[]) {
  if (entries.length === 0) return;
  const now = ctx.clock.now();
  const pieces = new Map<string, { text: string; words: number }>();
  const rows = new Map<string, typeof cmsEntries.$inferInsert>();
  for (const entry of entries) {
    const source = Object.fromEntries(type.fields.map((f) => [f.name, entry[f.name] ?? null]));
    const hashes = new Set<string>();
    for (const p of documentSegments(entryTexts(source, type.fields) as JsonObject)) {
      hashes.add(p.sourceHash);
      pieces.set(p.sourceHash, { text: p.text, words: p.words });
    }
    const title = String(type.fields.map((f) => entry[f.name]).find((v) => typeof v === 'string' && v.trim()) ?? entry.documentId).slice(0, 200);
    // A page holding the same document twice (Strapi should not) keeps its last version, as one upsert must.
    rows.set(entry.documentId, {
      projectId: project.id,
      uid: type.uid,
      documentId: entry.documentId,
      title,
      source,
      hashes: [...hashes],
      status: 'synced',
      error: null,
      updatedAt: now,
    });
  }
  if (pieces.size > 0)
    await ctx.db
      .insert(segments)
      .values([...pieces].map(([sourceHash, p]) => ({ projectId: project.id, sourceHash, text: p.text, kind: 'cms', wordCount: p.words, createdAt: now })))
      .onConflictDoNothing();
  await ctx.db
    .insert(cmsEntries)
    .values([...rows.values()])
    .onConflictDoUpdate({
      target: [cmsEntries.projectId, cmsEntries.uid, cmsEntries.documentId],
      set: {
        title: sql`excluded.title`,
        source: sql`excluded.source`,
        hashes: sql`excluded.hashes`,
        status: sql`excluded.status`,
        error: sql`null`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

const entriesOf = (ctx: AppContext, projectId: string, uid: string, documentId: string | null) =>
  ctx.db
    .select()
    .from(cmsEntries)
    .where(and(eq(cmsEntries.projectId, projectId), eq(cmsEntries.uid, uid), ...(documentId ? [eq(cmsEntries.documentId, documentId)] : [])));

/** Memory first; what it lacks goes to the pair's engine in chunks (the dynamic call's path) and into memory. */
async function translateType(ctx: AppContext, project: ProjectRow, type: TypeRow, targets: string[], documentId: string | null) {
  const hashes = [...new Set((await entriesOf(ctx, project.id, type.uid, documentId)).flatMap((e) => e.hashes))];
  for (const lang of targets) {
    const memory = await findTranslations(ctx.db, project.organisationId, lang, hashes);
    const misses = hashes.filter((h) => !memory.has(h) || memory.get(h)!.type === 'NO_TRANSLATION_AVAILABLE');
    for (let i = 0; i < misses.length; i += MT_CHUNK) await translateMisses(ctx, project, lang, misses.slice(i, i + MT_CHUNK));
  }
}

export async function registerCmsSyncWorker(ctx: AppContext) {
  await ctx.queue.work(CMS_SYNC_JOB, async (payload) => {
    await runCmsSync(ctx, payload.syncId);
  });
}
