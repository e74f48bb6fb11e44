import { SETTINGS_ERROR, SETTINGS_LIMITS } from '@lipi/contract';
import { compileSelectors, plainText, SelectorError } from '@lipi/engine/extract';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { projects, projectSettingEntries, segments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { assertPopupCssSize, sanitisePopupCss } from './popup-css.ts';
import { checkIgnorePattern, compileIgnorePattern } from './safe-pattern.ts';
import { clearPublicCaches } from '../public/public-cache.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
export type SettingKind = 'customFontSize' | 'noTranslationNode' | 'swalekhNode' | 'ignorePattern';
export type SettingEntry = { id: string; value: string; language: string | null };

export async function listEntries(ctx: Pick<AppContext, 'db'>, project: ProjectRow, kind: SettingKind): Promise<SettingEntry[]> {
  return entriesOf(ctx.db, project.id, kind);
}

const entriesOf = (db: Db, projectId: string, kind: SettingKind) =>
  db
    .select({ id: projectSettingEntries.id, value: projectSettingEntries.value, language: projectSettingEntries.language })
    .from(projectSettingEntries)
    .where(and(eq(projectSettingEntries.projectId, projectId), eq(projectSettingEntries.kind, kind)))
    .orderBy(asc(projectSettingEntries.createdAt), asc(projectSettingEntries.id));

/** Values are checked before they are stored: the crawler compiles them on every page. */
function assertValid(kind: SettingKind, value: string) {
  if (kind === 'noTranslationNode') {
    try {
      compileSelectors([value]);
    } catch (err) {
      if (err instanceof SelectorError) throw new AppError('BAD_REQUEST', err.message);
      throw err;
    }
  }
  if (kind === 'ignorePattern') {
    const problem = checkIgnorePattern(value);
    if (problem) throw new AppError('BAD_REQUEST', problem);
  }
}

/**
 * Adds an entry and answers the whole list. Adding a value already listed changes nothing; a
 * font size replaces the one set for the same language. Lists are capped per project.
 */
export async function addEntry(ctx: Ctx, project: ProjectRow, input: { kind: SettingKind; value: string; language?: string }) {
  assertValid(input.kind, input.value);
  const ofList = and(eq(projectSettingEntries.projectId, project.id), eq(projectSettingEntries.kind, input.kind));
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, project.id)).for('update');
    const sameKey = input.language ? eq(projectSettingEntries.language, input.language) : eq(projectSettingEntries.value, input.value);
    const [existing] = await tx.select().from(projectSettingEntries).where(and(ofList, sameKey)).limit(1);
    if (existing) {
      await tx.update(projectSettingEntries).set({ value: input.value }).where(eq(projectSettingEntries.id, existing.id));
      return;
    }
    const [listed] = await tx.select({ n: count() }).from(projectSettingEntries).where(ofList);
    if ((listed?.n ?? 0) >= SETTINGS_LIMITS.entriesPerList)
      throw new AppError('BAD_REQUEST', `A list can hold at most ${SETTINGS_LIMITS.entriesPerList} entries`);
    await tx
      .insert(projectSettingEntries)
      .values({ projectId: project.id, kind: input.kind, value: input.value, language: input.language ?? null, createdAt: ctx.clock.now() });
  });
  await markDeliveryChanged(ctx, project.id);
  return entriesOf(ctx.db, project.id, input.kind);
}

export async function deleteEntry(ctx: Ctx, project: ProjectRow, input: { kind: SettingKind; id: string }) {
  const isUuid = /^[0-9a-f-]{36}$/i.test(input.id);
  const removed = isUuid
    ? await ctx.db
        .delete(projectSettingEntries)
        .where(and(eq(projectSettingEntries.id, input.id), eq(projectSettingEntries.projectId, project.id), eq(projectSettingEntries.kind, input.kind)))
        .returning({ id: projectSettingEntries.id })
    : [];
  if (removed.length === 0) throw new AppError('NOT_FOUND', SETTINGS_ERROR);
  await markDeliveryChanged(ctx, project.id);
  return { id: input.id };
}

/**
 * Settings lists shape what visitors see (no-translation nodes, ignore patterns, font sizes,
 * keyboard nodes): the proxy's cached pages are valid only while they are newer than the project's
 * updatedAt, and the public API's in-memory settings are dropped.
 */
async function markDeliveryChanged(ctx: Ctx, projectId: string) {
  await ctx.db.update(projects).set({ updatedAt: ctx.clock.now() }).where(eq(projects.id, projectId));
  clearPublicCaches(projectId);
}

const SEGMENT_BATCH = 5000;

/**
 * Each ignore pattern with how many of the project's unique segments contain a match (on the
 * text without inline-tag markers). Segments are read in keyset batches so a big project never
 * loads all its text at once.
 */
export async function listIgnorePatterns(ctx: Pick<AppContext, 'db'>, project: ProjectRow) {
  const entries = await entriesOf(ctx.db, project.id, 'ignorePattern');
  const matchers = entries.map((e) => ({ id: e.id, pattern: e.value, regex: compileIgnorePattern(e.value), total: 0 }));
  if (matchers.length === 0) return [];
  let after = '';
  for (;;) {
    const batch = await ctx.db
      .select({ sourceHash: segments.sourceHash, text: segments.text })
      .from(segments)
      .where(and(eq(segments.projectId, project.id), gt(segments.sourceHash, after)))
      .orderBy(asc(segments.sourceHash))
      .limit(SEGMENT_BATCH);
    for (const segment of batch) {
      const text = plainText(segment.text);
      for (const m of matchers) if (m.regex.test(text)) m.total += 1;
    }
    if (batch.length < SEGMENT_BATCH) break;
    after = batch[batch.length - 1]!.sourceHash;
  }
  return matchers.map(({ id, pattern, total }) => ({ id, pattern, total }));
}

export async function updatePopupCss(ctx: Ctx, project: ProjectRow, input: { css: string }) {
  assertPopupCssSize(input.css);
  const css = sanitisePopupCss(input.css);
  await ctx.db.update(projects).set({ popupCss: css, updatedAt: ctx.clock.now() }).where(eq(projects.id, project.id));
  clearPublicCaches(project.id);
  return { css };
}

export function getPopupCss(project: ProjectRow) {
  return { css: project.popupCss };
}
