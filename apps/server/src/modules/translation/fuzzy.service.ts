import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { getSegment } from './segment-lookup.ts';
import type { TranslationScope } from './translation-access.ts';

/**
 * `/translation/fuzzy/get`: the organisation's TM rows in this language whose source is like the
 * segment's (pg_trgm similarity at or above its threshold, 0.3 by default, through the GIN index),
 * best first, with the similarity as a percentage. The segment's own row is left out: an exact
 * match is not a suggestion, it already is the translation (TM is keyed by the source hash).
 * NO_TRANSLATION_AVAILABLE rows carry no translation and are left out too.
 */
export async function findFuzzyMatches(db: Db, scope: TranslationScope, input: { targetLang: string; sourceHash: string; limit: number }) {
  const segment = await getSegment(db, scope, input.sourceHash);
  const rows = await queryRows<{ source_hash: string; source_text: string; pre_processed_target: string; type: string; display_type: string; score: number }>(
    db,
    sql`select tm.source_hash, tm.source_text, tm.pre_processed_target, tm.type, tm.display_type,
          similarity(tm.source_text, ${segment.text})::float8 as score
        from translation_memory tm
        where tm.organisation_id = ${scope.project.organisationId}::uuid and tm.target_lang = ${input.targetLang}
          and tm.source_hash <> ${segment.sourceHash} and tm.type <> 'NO_TRANSLATION_AVAILABLE'
          and tm.source_text % ${segment.text}
        order by score desc, tm.source_hash
        limit ${input.limit}`,
  );
  return {
    matches: rows.map((r) => ({
      sourceHash: r.source_hash,
      sourceText: r.source_text,
      preProcessedTarget: r.pre_processed_target,
      type: r.type,
      displayType: r.display_type,
      similarity: Math.round(Number(r.score) * 100),
    })),
  };
}
