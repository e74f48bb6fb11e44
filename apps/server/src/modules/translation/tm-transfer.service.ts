import { TRANSLATION_MESSAGES, TM_TYPES, type DisplayType, type TmFileFormat, type TmType } from '@lipi/contract';
import { CodecError, detectTmFormat, readTm, writeTm, type TmUnit } from '@lipi/engine/codecs';
import { fnv1a64, normaliseText } from '@lipi/engine/extract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { queryRows } from '../projects/project-counts.ts';
import { writeTranslations, type TmWrite } from '../translation-memory/tm-store.ts';
import { hasSameMarkers } from './markers.ts';
import { findSegments } from './segment-lookup.ts';
import { segmentOrder, segmentSource } from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';

/** The source language of website projects: pages are crawled in English. */
const SOURCE_LANG = 'en';

const FILE_TYPES: Record<TmFileFormat, { extension: string; contentType: string }> = {
  tmx: { extension: 'tmx', contentType: 'application/x-tmx+xml; charset=utf-8' },
  xliff12: { extension: 'xlf', contentType: 'application/xliff+xml; charset=utf-8' },
  xliff2: { extension: 'xliff', contentType: 'application/xliff+xml; charset=utf-8' },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  xlsx: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

/** `/translation/tm/export`: the current TM rows of the project's segments in one language, as a file. */
export async function exportTm(db: Db, scope: TranslationScope, input: { targetLang: string; format: TmFileFormat }) {
  const rows = await queryRows<{ text: string; pre_processed_target: string; type: string; display_type: string; updated_at: Date | string; name: string | null }>(
    db,
    sql`select seg.text, tm.pre_processed_target, tm.type, tm.display_type, tm.updated_at, u.name
        from ${segmentSource(scope)} seg
        join translation_memory tm on tm.organisation_id = ${scope.project.organisationId}::uuid and tm.source_hash = seg.source_hash and tm.target_lang = ${input.targetLang}
        left join users u on u.id = tm.updated_by
        order by ${segmentOrder}`,
  );
  const units: TmUnit[] = rows.map((r) => ({
    sourceText: r.text,
    target: r.pre_processed_target,
    sourceLang: SOURCE_LANG,
    targetLang: input.targetLang,
    type: r.type,
    displayType: r.display_type,
    ...(r.name ? { createdBy: r.name } : {}),
    changedAt: new Date(r.updated_at).toISOString(),
  }));
  const bytes = await writeTm(input.format, units);
  const { extension, contentType } = FILE_TYPES[input.format];
  return { bytes, contentType, filename: `translation-memory-${scope.project.hostname}-${input.targetLang}.${extension}`, count: units.length };
}

/** Files keep language codes as their tools write them: hi, HI and hi-IN are all Hindi. */
const isSameLanguage = (fileLang: string, lang: string) => !fileLang || fileLang.toLowerCase() === lang.toLowerCase() || fileLang.toLowerCase().startsWith(`${lang.toLowerCase()}-`);

const isTmType = (value: unknown): value is TmType => typeof value === 'string' && (TM_TYPES as readonly string[]).includes(value);

/**
 * `/translation/tm/import`: units are matched to the project's segments by the engine's hash of
 * their normalised source text (how the crawler keys segments) and written as USER unless the file
 * names another TM type, with origin 'import'. Units for another target language, with an empty
 * target or with markers unlike the source's are skipped; units matching no segment are unmatched.
 * A file that does not parse changes nothing.
 */
export async function importTm(db: Db, scope: TranslationScope, input: { targetLang: string; filename: string; bytes: Uint8Array }) {
  const format = detectTmFormat(input.filename, input.bytes);
  if (!format) throw badRequest(TRANSLATION_MESSAGES.uploadFormat);
  let units: TmUnit[];
  try {
    units = await readTm(format, input.bytes);
  } catch (err) {
    if (err instanceof CodecError) throw badRequest(TRANSLATION_MESSAGES.uploadFormat, { reason: err.message });
    throw err;
  }
  const hashed = units.map((unit) => ({ unit, hash: fnv1a64(normaliseText(unit.sourceText)) }));
  const segments = new Map((await findSegments(db, scope, [...new Set(hashed.map((h) => h.hash))])).map((s) => [s.sourceHash, s]));
  const writes: TmWrite[] = [];
  let skipped = 0;
  let unmatched = 0;
  for (const { unit, hash } of hashed) {
    const segment = segments.get(hash);
    if (!segment) {
      unmatched += 1;
      continue;
    }
    const target = unit.target.trim();
    if (!isSameLanguage(unit.targetLang, input.targetLang) || !target || !hasSameMarkers(segment.text, target)) {
      skipped += 1;
      continue;
    }
    writes.push({
      sourceHash: hash,
      sourceText: segment.text,
      targetLang: input.targetLang,
      preProcessedTarget: target,
      type: isTmType(unit.type) ? unit.type : 'USER',
      displayType: (unit.displayType === 't13n' ? 't13n' : 'translation') as DisplayType,
      origin: 'import',
      userId: scope.auth.userId,
    });
  }
  if (writes.length) await writeTranslations(db, scope.project.organisationId, writes, { keepHuman: false });
  return { imported: writes.length, skipped, unmatched };
}
