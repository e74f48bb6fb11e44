/*
 * Translation memory import/export and table files. Format decisions:
 * - Every reader refuses inputs over 20 MB and throws CodecError with a message for the user.
 * - Text: UTF-8 with or without BOM, or UTF-16 with BOM (desktop CAT tools write TMX that way).
 * - XML (TMX, XLIFF): a DOCTYPE with an internal subset, or any ENTITY declaration, is refused before
 *   parsing, so no external entity is fetched and nothing expands; a plain `<!DOCTYPE tmx SYSTEM
 *   "tmx14.dtd">` (what CAT tools write) is accepted and its DTD never fetched. Only the five XML
 *   entities and character references are decoded. CR is written as &#13; so CRLF text survives.
 * - Skipped units are reported with a reason (readTmFile): no source, no target, a gettext header
 *   unit (restype="x-gettext-domain-header"), no target language in the file or the import form.
 * - Inline markers (`<1>`, `</1>`, `{2}`) become each format's inline codes: TMX <bpt i>/<ept i>/<ph x>
 *   holding the marker as native code, XLIFF 1.2 <bx>/<ex>/<x>, XLIFF 2 <sc>/<ec>/<ph>. Reading maps
 *   those and other tools' codes (<g>, <pc>, <it>, <ut>, non-numeric ids) back to markers; text that
 *   only looks like a marker is escaped as in extract/markers.ts. Our own export reads back identical.
 * - TMX 1.4b: one <tu> per unit, creationid = createdBy, changedate = changedAt (whole seconds; the
 *   exact value goes in <prop type="x-lipi-changedAt"> when it has milliseconds or does not parse),
 *   type and displayType in <prop type="x-lipi-type"> and "x-lipi-displayType". A <tu> with several
 *   target <tuv>s gives one unit per target. Language codes are kept as the file writes them.
 * - XLIFF 1.2: one <file> per language pair; XLIFF 2.0 (2.1 and 2.2 are read too) holds a single
 *   pair, so writing mixed pairs is refused. Unit metadata sits in lipi:type, lipi:display-type,
 *   lipi:created-by and lipi:changed-at attributes (namespace urn:lipi:tm:1). Units without a
 *   target are skipped. A file without target-language (trgLang) takes the import form's language.
 *   Written XLIFF 1.2 units carry xml:space="preserve" so line breaks survive other tools.
 * - CSV and XLSX: header source,target,sourceLang,targetLang,type,displayType,createdBy,changedAt;
 *   import also takes those columns in any order, or a header of language codes (en,hi,ta: first
 *   column source, others targets). See tm-table.ts.
 * - CSV: RFC 4180, CRLF, UTF-8 with BOM. Cells starting with = + - @ TAB or CR (after any
 *   apostrophes) get one leading apostrophe against formula injection; the import removes exactly
 *   one apostrophe from such cells, so our own export reads back identical. The import detects
 *   ',', ';' or tab as separator from the first line.
 * - XLSX: cells are written as string cells, never formulas, so nothing needs neutralising. Before
 *   exceljs reads an upload, fflate checks the declared sizes (over 50 MB in total, more than 2000
 *   entries, or an entry over 1 MB inflating more than 100x are refused), inflates it under the same
 *   budget with real byte counts, and hands exceljs an uncompressed copy. Formulas read as their
 *   cached results.
 */
export { CodecError } from './errors.ts';
export type { SkippedUnit, TmFormat, TmReadOptions, TmReadResult, TmUnit } from './types.ts';
export { SKIP_REASONS } from './types.ts';
export { writeTm, readTm, readTmFile, readTable } from './tm.ts';
export { detectTmFormat } from './detect.ts';
export { restoreCell, writeCsv } from './csv.ts';
export { writeXlsx } from './xlsx.ts';
export { BATCH_NS, markerSignature, readBatchXliff, writeBatchXliff } from './batch-xliff.ts';
export type { BatchFile, BatchFileUnit, BatchSegmentState, BatchXliffVersion, ReadBatchFile } from './batch-xliff.ts';
