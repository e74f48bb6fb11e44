import { toBcp47, type TmFileFormat } from '@lipi/contract';
import { writeTm, type TmUnit } from '@lipi/engine/codecs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { segmentOrder, segmentSource } from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';

const FILE_TYPES: Record<TmFileFormat, { extension: string; contentType: string }> = {
  tmx: { extension: 'tmx', contentType: 'application/x-tmx+xml; charset=utf-8' },
  xliff12: { extension: 'xlf', contentType: 'application/xliff+xml; charset=utf-8' },
  xliff2: { extension: 'xliff', contentType: 'application/xliff+xml; charset=utf-8' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  xlsx: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

/** `/translation/tm/export`: the current TM rows of the project's segments in one language, as a file. */
export async function exportTm(db: Db, scope: TranslationScope, input: { targetLang: string; format: TmFileFormat }) {
  const rows = await queryRows<{
    text: string;
    pre_processed_target: string;
    type: string;
    display_type: string;
    updated_at: Date | string;
    name: string | null;
  }>(
    db,
    sql`select seg.text, tm.pre_processed_target, tm.type, tm.display_type, tm.updated_at, u.name
        from ${segmentSource(scope)} seg
        join translation_memory tm on tm.organisation_id = ${scope.project.organisationId}::uuid and tm.source_hash = seg.source_hash and tm.target_lang = ${input.targetLang}
        left join users u on u.id = tm.updated_by
        order by ${segmentOrder}`,
  );
  // XLIFF and TMX say which language a text is in to other tools: BCP 47 (Odia `or`, Santali `sat-Olck`).
  const tag = (code: string) => (input.format === 'tmx' || input.format.startsWith('xliff') ? toBcp47(code) : code);
  const units: TmUnit[] = rows.map((r) => ({
    sourceText: r.text,
    target: r.pre_processed_target,
    sourceLang: tag(scope.project.sourceLanguage),
    targetLang: tag(input.targetLang),
    type: r.type,
    displayType: r.display_type,
    ...(r.name ? { createdBy: r.name } : {}),
    changedAt: new Date(r.updated_at).toISOString(),
  }));
  const bytes = await writeTm(input.format, units);
  const { extension, contentType } = FILE_TYPES[input.format];
  return { bytes, contentType, filename: `translation-memory-${scope.project.hostname}-${input.targetLang}.${extension}`, count: units.length };
}

export { importTm } from './tm-import.service.ts';
