import { API_CONTENT_MESSAGES, API_TRANSLATION_STATUS, type TranslationRunKind } from '@lipi/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { apiTranslations, apiValues, cmsContentTypes, cmsEntries } from '../../db/schema/index.ts';
import { domainError, notFound } from '../../lib/errors.ts';
import { findNewContent } from '../machine-translation/run-segments.ts';
import { startTranslationRun, toRun } from '../machine-translation/translation-run.service.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { getApiItem } from './json-files.service.ts';

/**
 * `static/nmt/tm` and `static/transliteration/tm`: the machine-translation run of the translation
 * core over the untranslated texts of one file (or of every file of the project), so masking,
 * glossary, engine limits, retries, metering and progress are the ones websites get.
 */
export async function startStaticRun(
  ctx: AppContext,
  project: ProjectRow,
  input: {
    apiId?: string | undefined;
    targetLang: string;
    requestId?: string | undefined;
    nmtService?: string | undefined;
    kind: TranslationRunKind;
    userId: string;
    /** Only the texts of files (static) or of the dynamic call's domains (dynamic); default both. */
    itemKind?: 'static' | 'dynamic' | undefined;
    /** A CMS project's content types: only their synced entries' texts. */
    contentTypes?: string[] | undefined;
    sourceHashes?: string[] | undefined;
  },
) {
  const onlyCms = Boolean(input.contentTypes?.length);
  if (input.apiId) {
    const item = await getApiItem(ctx.db, project.id, input.apiId);
    if (input.itemKind && item.kind !== input.itemKind) throw notFound(API_CONTENT_MESSAGES.notFound);
  }
  const held: { hash: string }[] = onlyCms
    ? []
    : await ctx.db
        .selectDistinct({ hash: apiValues.sourceHash })
        .from(apiValues)
        .innerJoin(apiTranslations, eq(apiTranslations.id, apiValues.apiId))
        .where(
          and(
            input.apiId ? eq(apiValues.apiId, input.apiId) : eq(apiValues.projectId, project.id),
            input.itemKind ? eq(apiTranslations.kind, input.itemKind) : undefined,
          ),
        );
  // The project-wide call (no item, no kind) also covers a connected CMS's synced entries.
  const types = onlyCms || (!input.apiId && !input.itemKind) ? await cmsTypeHashes(ctx, project.id, input.contentTypes) : [];
  if (onlyCms && types.length < new Set(input.contentTypes).size) throw notFound('Content type not found');
  for (const t of types) for (const hash of t.hashes) held.push({ hash });
  const fresh = new Set(await findNewContent(ctx.db, project, input.targetLang, input.kind === 'nmt'));
  const chosen = input.sourceHashes ? new Set(input.sourceHashes) : null;
  const hashes = [...new Set(held.map((h) => h.hash))].filter((h) => fresh.has(h) && (!chosen || chosen.has(h)));
  if (hashes.length === 0) throw domainError('NO_NEW_CONTENT');
  const { run } = await startTranslationRun(ctx, {
    project,
    targetLang: input.targetLang,
    kind: input.kind,
    ...(input.nmtService ? { engine: input.nmtService } : {}),
    sourceHashes: hashes,
    requestId: input.requestId ?? `api:${input.apiId ?? (onlyCms ? 'cms' : 'all')}:${input.kind}:${input.targetLang}:${randomUUID()}`,
    userId: input.userId,
  });
  const items = input.apiId ? [input.apiId] : undefined;
  if (!onlyCms)
    await ctx.db
      .update(apiTranslations)
      .set({ status: API_TRANSLATION_STATUS.APPLIED_NMT, updatedAt: sql`now()` })
      .where(and(eq(apiTranslations.projectId, project.id), items ? inArray(apiTranslations.id, items) : eq(apiTranslations.kind, input.itemKind ?? 'static')));
  if (types.length)
    await ctx.db
      .update(cmsContentTypes)
      .set({ status: API_TRANSLATION_STATUS.APPLIED_NMT, updatedAt: sql`now()` })
      .where(
        and(
          eq(cmsContentTypes.projectId, project.id),
          inArray(
            cmsContentTypes.uid,
            types.map((t) => t.uid),
          ),
        ),
      );
  return toRun(run);
}

/** The synced entries' texts of a project's chosen content types (all of them when none are named). */
async function cmsTypeHashes(ctx: AppContext, projectId: string, uids: string[] | undefined) {
  const rows = await ctx.db
    .select({
      uid: cmsContentTypes.uid,
      hashes: sql<string[]>`coalesce((select jsonb_agg(distinct h) from ${cmsEntries} e, jsonb_array_elements_text(e.hashes) h
        where e.project_id = ${cmsContentTypes.projectId} and e.uid = ${cmsContentTypes.uid}), '[]'::jsonb)`,
    })
    .from(cmsContentTypes)
    .where(and(eq(cmsContentTypes.projectId, projectId), uids?.length ? inArray(cmsContentTypes.uid, uids) : undefined));
  return rows;
}
