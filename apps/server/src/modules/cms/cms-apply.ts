import { fnv1a64 } from '@lipi/engine/extract';
import { translateDocument, type JsonObject } from '@lipi/engine/json';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { CmsError } from '../../adapters/cms/strapi.ts';
import { cmsContentTypes, cmsEntries } from '../../db/schema/index.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { findTranslations } from '../translation-memory/tm-store.ts';
import { entryTexts, localizedData } from './cms-fields.ts';
import type { clientOf } from './cms-connection.service.ts';

type TypeRow = typeof cmsContentTypes.$inferSelect;

/* The apply phase of a CMS sync: each entry's target locales written back when all its texts are translated. */

/**
 * Writes each target locale of one entry: only when every text of it has a translation (a half
 * English "Hindi" version is worse than none), and only the chosen localized fields.
 */
export async function applyEntry(
  ctx: AppContext,
  project: ProjectRow,
  client: ReturnType<typeof clientOf>,
  type: TypeRow,
  entry: typeof cmsEntries.$inferSelect,
  targets: string[],
  memory: Map<string, Map<string, string>>,
): Promise<'applied' | 'pending' | 'failed'> {
  const applied = new Set(entry.appliedLangs);
  let pending = false;
  let error: string | null = null;
  const texts = entryTexts(entry.source, type.fields) as JsonObject;
  for (const lang of targets) {
    const known = memory.get(lang) ?? new Map<string, string>();
    const result = translateDocument(texts, lang, (text) => known.get(fnv1a64(text)));
    if (entry.hashes.some((h) => !known.has(h)) || result.issues.length > 0) {
      pending = true;
      continue;
    }
    try {
      await client.putLocalization(
        type,
        type.kind === 'singleType' ? null : entry.documentId,
        lang,
        localizedData(entry.source, type.fields, result.document as Record<string, string>),
      );
      applied.add(lang);
    } catch (err) {
      if (!(err instanceof CmsError)) throw err;
      error = `${lang}: ${err.message}`;
    }
  }
  const status = error ? 'failed' : pending ? 'translated' : 'applied';
  await ctx.db
    .update(cmsEntries)
    .set({ status, appliedLangs: [...applied].sort(), error, updatedAt: ctx.clock.now() })
    .where(and(eq(cmsEntries.projectId, project.id), eq(cmsEntries.uid, entry.uid), eq(cmsEntries.documentId, entry.documentId)));
  return error ? 'failed' : pending ? 'pending' : 'applied';
}

/** Usable translations (not NO_TRANSLATION_AVAILABLE) of a chunk of entries' texts, per target language. */
export async function memoryFor(ctx: AppContext, project: ProjectRow, targets: string[], entries: (typeof cmsEntries.$inferSelect)[]) {
  const hashes = [...new Set(entries.flatMap((e) => e.hashes))];
  const byLang = new Map<string, Map<string, string>>();
  for (const lang of targets) {
    const known = new Map<string, string>();
    for (const [hash, row] of await findTranslations(ctx.db, project.organisationId, lang, hashes))
      if (row.type !== 'NO_TRANSLATION_AVAILABLE') known.set(hash, row.preProcessedTarget);
    byLang.set(lang, known);
  }
  return byLang;
}
