import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { translationMemory } from '../../db/schema/index.ts';

const CHUNK = 5000;

/**
 * The translations the proxy applies: the organisation's current TM text of these segments in one
 * language, without NO_TRANSLATION_AVAILABLE rows (those stay in the source language). Only the
 * two columns it needs, in few round trips: a 200 KB page has about 2,000 segments.
 */
export async function findPageTranslations(db: Db, organisationId: string, lang: string, hashes: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await db
      .select({ hash: translationMemory.sourceHash, text: translationMemory.preProcessedTarget })
      .from(translationMemory)
      .where(
        and(
          eq(translationMemory.organisationId, organisationId),
          eq(translationMemory.targetLang, lang),
          inArray(translationMemory.sourceHash, hashes.slice(i, i + CHUNK)),
          ne(translationMemory.type, 'NO_TRANSLATION_AVAILABLE'),
        ),
      );
    for (const row of rows) found.set(row.hash, row.text);
  }
  return found;
}
