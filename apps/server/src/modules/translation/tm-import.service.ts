import { TM_IMPORT_SKIP_LIST, TM_TYPES, TRANSLATION_MESSAGES, fromBcp47, type DisplayType, type TmType } from '@lipi/contract';
import { CodecError, detectTmFormat, readTmFile, type TmReadResult } from '@lipi/engine/codecs';
import { fnv1a64, normaliseText } from '@lipi/engine/extract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { translationMemory } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { writeTranslations, type TmWrite } from '../translation-memory/tm-store.ts';
import { hasSameMarkers } from './markers.ts';
import { findSegments } from './segment-lookup.ts';
import type { TranslationScope } from './translation-access.ts';

/** Files keep language codes as their tools write them: hi, HI and hi-IN are all Hindi. */
// A file's language is a BCP 47 tag (`or`, `ks-Arab`) or, from older Lipi exports, the product code.
const isSameLanguage = (fileLang: string, lang: string) =>
  !fileLang || fromBcp47(fileLang) === lang || fileLang.toLowerCase() === lang.toLowerCase() || fileLang.toLowerCase().startsWith(`${lang.toLowerCase()}-`);

const isTmType = (value: unknown): value is TmType => typeof value === 'string' && (TM_TYPES as readonly string[]).includes(value);

/** How a skipped unit is named in the report: the file's id, or the start of its source text. */
const shown = (text: string) => (text.length > 60 ? `"${text.slice(0, 57)}…"` : `"${text}"`);

const CHUNK = 1000;

async function readUpload(input: { targetLang: string; filename: string; bytes: Uint8Array }): Promise<TmReadResult> {
  // An empty file (or one of whitespace) is a wrong upload, as everywhere else, not "0 imported".
  if (!input.bytes.some((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09)) {
    throw badRequest(TRANSLATION_MESSAGES.uploadFormat, { reason: 'The file is empty' });
  }
  const format = detectTmFormat(input.filename, input.bytes);
  if (!format) throw badRequest(TRANSLATION_MESSAGES.uploadFormat);
  try {
    const read = await readTmFile(format, input.bytes, { targetLang: input.targetLang });
    if (read.units.length + read.skipped.length === 0) throw badRequest(TRANSLATION_MESSAGES.uploadFormat, { reason: 'The file holds no translation units' });
    return read;
  } catch (err) {
    if (err instanceof CodecError) throw badRequest(TRANSLATION_MESSAGES.uploadFormat, { reason: err.message });
    throw err;
  }
}

/** Hashes of `hashes` the organisation's memory holds already in this language (chunked, bounded). */
async function existingHashes(db: Db, organisationId: string, targetLang: string, hashes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < hashes.length; i += CHUNK) {
    const rows = await db
      .select({ sourceHash: translationMemory.sourceHash })
      .from(translationMemory)
      .where(
        and(
          eq(translationMemory.organisationId, organisationId),
          eq(translationMemory.targetLang, targetLang),
          inArray(translationMemory.sourceHash, hashes.slice(i, i + CHUNK)),
        ),
      );
    for (const r of rows) found.add(r.sourceHash);
  }
  return found;
}

/**
 * `/translation/tm/import`: units are matched to the project's segments by the engine's hash of
 * their normalised source text (how the crawler keys segments) and written as USER unless the file
 * names another TM type, with origin 'import'. Units for another target language, with an empty
 * target or with markers unlike the source's are skipped with their reason, as are the units the
 * file reader skipped (gettext headers, no target); units matching no segment are unmatched. The
 * report tells added, changed and unchanged rows apart. A file that does not parse changes nothing.
 */
export async function importTm(db: Db, scope: TranslationScope, input: { targetLang: string; filename: string; bytes: Uint8Array }) {
  const read = await readUpload(input);
  const skippedUnits = read.skipped.map((s) => ({ unit: s.id, reason: s.reason }));
  const hashed = read.units.map((unit) => ({ unit, hash: fnv1a64(normaliseText(unit.sourceText)) }));
  const segments = new Map((await findSegments(db, scope, [...new Set(hashed.map((h) => h.hash))])).map((s) => [s.sourceHash, s]));
  // One write per segment: a file naming a source twice counts once (the last one wins, as in tm-store).
  const writes = new Map<string, TmWrite>();
  let unmatched = 0;
  for (const { unit, hash } of hashed) {
    const segment = segments.get(hash);
    if (!segment) {
      unmatched += 1;
      continue;
    }
    const target = unit.target.trim();
    const reason = !isSameLanguage(unit.targetLang, input.targetLang)
      ? `its target language ${unit.targetLang} is not ${input.targetLang}`
      : !target
        ? 'no target text'
        : !hasSameMarkers(segment.text, target)
          ? TRANSLATION_MESSAGES.markersMismatch
          : null;
    if (reason) {
      skippedUnits.push({ unit: shown(unit.sourceText), reason });
      continue;
    }
    writes.set(hash, {
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
  const organisationId = scope.project.organisationId;
  const before = await existingHashes(db, organisationId, input.targetLang, [...writes.keys()]);
  const written = writes.size ? await writeTranslations(db, organisationId, [...writes.values()], { keepHuman: false }) : [];
  const changed = written.filter((r) => before.has(r.sourceHash)).length;
  const added = written.length - changed;
  return {
    imported: written.length,
    added,
    changed,
    unchanged: writes.size - written.length,
    skipped: skippedUnits.length,
    unmatched,
    skippedUnits: skippedUnits.slice(0, TM_IMPORT_SKIP_LIST),
  };
}
