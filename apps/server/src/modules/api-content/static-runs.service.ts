import { API_CONTENT_MESSAGES, API_TRANSLATION_STATUS, type TranslationRunKind } from '@lipi/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { apiTranslations, apiValues } from '../../db/schema/index.ts';
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
    sourceHashes?: string[] | undefined;
  },
) {
  if (input.apiId) {
    const item = await getApiItem(ctx.db, project.id, input.apiId);
    if (input.itemKind && item.kind !== input.itemKind) throw notFound(API_CONTENT_MESSAGES.notFound);
  }
  const held = await ctx.db
    .selectDistinct({ hash: apiValues.sourceHash })
    .from(apiValues)
    .innerJoin(apiTranslations, eq(apiTranslations.id, apiValues.apiId))
    .where(
      and(
        input.apiId ? eq(apiValues.apiId, input.apiId) : eq(apiValues.projectId, project.id),
        input.itemKind ? eq(apiTranslations.kind, input.itemKind) : undefined,
      ),
    );
  const fresh = new Set(await findNewContent(ctx.db, project, input.targetLang, input.kind === 'nmt'));
  const chosen = input.sourceHashes ? new Set(input.sourceHashes) : null;
  const hashes = held.map((h) => h.hash).filter((h) => fresh.has(h) && (!chosen || chosen.has(h)));
  if (hashes.length === 0) throw domainError('NO_NEW_CONTENT');
  const { run } = await startTranslationRun(ctx, {
    project,
    targetLang: input.targetLang,
    kind: input.kind,
    ...(input.nmtService ? { engine: input.nmtService } : {}),
    sourceHashes: hashes,
    requestId: input.requestId ?? `api:${input.apiId ?? 'all'}:${input.kind}:${input.targetLang}:${randomUUID()}`,
    userId: input.userId,
  });
  const items = input.apiId ? [input.apiId] : undefined;
  await ctx.db
    .update(apiTranslations)
    .set({ status: API_TRANSLATION_STATUS.APPLIED_NMT, updatedAt: sql`now()` })
    .where(and(eq(apiTranslations.projectId, project.id), items ? inArray(apiTranslations.id, items) : eq(apiTranslations.kind, input.itemKind ?? 'static')));
  return toRun(run);
}
