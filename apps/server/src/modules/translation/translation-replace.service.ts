import { TRANSLATION_MESSAGES, type DisplayType, type TmType } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { queryRows } from '../projects/project-counts.ts';
import { writeTranslations, type TmWrite } from '../translation-memory/tm-store.ts';
import { hasSameMarkers } from './markers.ts';
import { segmentSource } from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';

type ReplaceInput = { targetLang: string; find: string; replace: string; matchCase: boolean; sourceHashes?: string[] | undefined };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `translation/replace`: find and replace in the current targets of the project's segments (the
 * ones the caller may see, optionally only `sourceHashes`). A row keeps its type (a replace
 * corrects wording, it does not retranslate) and gets a revision with origin 'replace'. If any
 * changed target would lose or gain a marker, nothing is replaced.
 */
export async function replaceInTranslations(db: Db, scope: TranslationScope, input: ReplaceInput) {
  const only = input.sourceHashes?.length
    ? sql`and seg.source_hash in (${sql.join(
        input.sourceHashes.map((h) => sql`${h}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{ source_hash: string; text: string; pre_processed_target: string; type: string; display_type: string }>(
    db,
    sql`select seg.source_hash, seg.text, tm.pre_processed_target, tm.type, tm.display_type
        from ${segmentSource(scope)} seg
        join translation_memory tm on tm.organisation_id = ${scope.project.organisationId}::uuid and tm.source_hash = seg.source_hash and tm.target_lang = ${input.targetLang}
        where tm.pre_processed_target ${input.matchCase ? sql`like` : sql`ilike`} ${`%${input.find.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ${only}`,
  );
  const pattern = new RegExp(escapeRegExp(input.find), input.matchCase ? 'gu' : 'giu');
  const writes: TmWrite[] = [];
  for (const row of rows) {
    const replaced = row.pre_processed_target.replace(pattern, () => input.replace);
    if (replaced === row.pre_processed_target) continue;
    if (!hasSameMarkers(row.pre_processed_target, replaced)) throw badRequest(TRANSLATION_MESSAGES.replaceBreaksMarkers);
    writes.push({
      sourceHash: row.source_hash,
      sourceText: row.text,
      targetLang: input.targetLang,
      preProcessedTarget: replaced,
      type: row.type as TmType,
      displayType: row.display_type as DisplayType,
      origin: 'replace',
      userId: scope.auth.userId,
    });
  }
  const written = writes.length ? await writeTranslations(db, scope.project.organisationId, writes, { keepHuman: false }) : [];
  return { replaced: written.length, sourceHashes: written.map((r) => r.sourceHash) };
}
