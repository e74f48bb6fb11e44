import { z } from 'zod';
import { DISPLAY_TYPES, displayTypeSchema, translationFilterSchema, translationTypeSchema } from '../vocabularies.ts';
import { projectIdSchema } from './projects.ts';

/** Messages of the translation calls the client shows as they are (spec 02 §8). */
export const TRANSLATION_MESSAGES = {
  saved: 'Translation saved',
  savedWithWarnings: (n: number) => `Translation saved with ${n} warning${n === 1 ? '' : 's'}`,
  revisionCreated: 'TM Revision created',
  revisionCreateFailed: 'Unable to create TM Revision',
  revisionListFailed: 'Unable to fetch TM Revision',
  nothingReplaced: 'No Strings found to replace!',
  replaced: (n: number) => `Text replaced in ${n} tm successfully`,
  replaceBreaksMarkers: 'This replace would change the tags of a translation; nothing was replaced',
  markersMismatch: 'The translation must keep the tags of the source text ({1}, <1>…</1>) exactly once each',
  reportFailed: 'Some Error Occured while fetching project report',
  uploadFormat: 'Please upload a correct format',
  noNewContent: 'Currently, there is no new content available for translation.',
  languageNotInProject: "This language is not one of the project's languages",
  lastLanguage: 'A project needs at least one language',
  languageDeleted: 'Language deleted from the project',
  segmentNotFound: 'Segment not found in this project',
  translationNotFound: 'This segment has no translation in this language yet',
  urlNotFound: 'Url not found in scope',
  imported: (n: number) => `${n} translation${n === 1 ? '' : 's'} imported`,
  importSummary: (r: { added: number; changed: number; unchanged: number; skipped: number; unmatched: number }) =>
    `Import finished: ${r.added} added, ${r.changed} changed, ${r.unchanged} unchanged, ${r.skipped} skipped` +
    (r.unmatched ? `, ${r.unmatched} not in this project` : ''),
} as const;

/** Limits of the translation calls. */
export const TRANSLATION_LIMITS = Object.freeze({
  pageSize: 200,
  targetLength: 20_000,
  findLength: 500,
  replaceHashes: 5000,
  fuzzyMatches: 5,
  importBytes: 20 * 1024 * 1024,
});

/** Formats of a translation memory export/import. */
export const TM_FORMATS = ['tmx', 'xliff12', 'xliff2', 'csv', 'xlsx'] as const;
export const tmFormatSchema = z.enum(TM_FORMATS);
export type TmFileFormat = z.infer<typeof tmFormatSchema>;

export const targetLangSchema = z.string({ error: 'targetLang is required' }).trim().min(1, 'targetLang is required').max(20);
const sourceHashSchema = z.string({ error: 'sourceHash is required' }).trim().min(1, 'sourceHash is required').max(64);
const pageNumberSchema = z.coerce.number().int().min(1).default(1);
const pageSizeSchema = z.coerce.number().int().min(1).max(TRANSLATION_LIMITS.pageSize).default(20);
export const optionalUrl = z.string().trim().max(2048).optional();

export const projectOnlyRequest = z.object({ projectId: projectIdSchema });
export const projectLangRequest = z.object({ projectId: projectIdSchema, targetLang: targetLangSchema });
export const projectOptionalLangRequest = z.object({ projectId: projectIdSchema, targetLang: targetLangSchema.optional() });

/** The current TM row of a segment in one language. */
export const tmEntrySchema = z.object({
  preProcessedTarget: z.string(),
  /** USER | MACHINE | PBK | NO_TRANSLATION_AVAILABLE */
  type: z.string(),
  displayType: z.enum(DISPLAY_TYPES),
  updatedAt: z.string(),
  /** The name of the person who last changed it; null for machine output and imports without a user. */
  updatedBy: z.string().nullable(),
});
export type TmEntry = z.infer<typeof tmEntrySchema>;

/** One unique segment of the project with its translation (or null: new content). */
export const translationRowSchema = z.object({
  sourceHash: z.string(),
  /** Source text with inline-tag markers (`<1>…</1>`, `{2}`) that a translation must keep. */
  sourceText: z.string(),
  /** text | title | meta | attribute */
  kind: z.string(),
  wordCount: z.number(),
  translation: tmEntrySchema.nullable(),
  /**
   * A machine translation of a text with bold words or links, made by an engine that reorders words
   * without moving inline tags (rule-based engines such as Apertium): the editor asks for a look.
   */
  formattingCheck: z.boolean().optional(),
});
export type TranslationRow = z.infer<typeof translationRowSchema>;

/**
 * The editor's filters, defined once: the list takes them, and so do the bulk runs and their count
 * (`selection`), so a run acts on exactly the rows the editor shows (with the same server code).
 */
function editorFiltersShape() {
  return {
    url: optionalUrl,
    filter: translationFilterSchema.optional(),
    translationType: translationTypeSchema.optional(),
    search: z.string().trim().max(200).optional(),
  };
}
export const editorFiltersSchema = z.object(editorFiltersShape());
export type EditorSelection = z.infer<typeof editorFiltersSchema>;

/**
 * `/translation/dashboard/get`, `/translation/filter`, `/translation/seo/get`, `/meta/paginated/get`:
 * the editor's rows. With url: that page's segments in page order; otherwise all unique segments.
 * filter and translationType narrow together (newContent and 'none' = no TM row yet).
 */
export const translationListRequest = z.object({
  projectId: projectIdSchema,
  targetLang: targetLangSchema,
  ...editorFiltersShape(),
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
  /** A linguist's task: only its segments, in its language, with its drafts (docs/professional-translation.md). */
  subBatchId: z.string().uuid().optional(),
});
export type TranslationListRequest = z.input<typeof translationListRequest>;
export const translationListReply = z.object({
  rows: z.array(translationRowSchema),
  /** Rows matching the request (all pages) and their words. */
  total: z.number(),
  totalWords: z.number(),
  pageNumber: z.number(),
  pageSize: z.number(),
});
export type TranslationListReply = z.infer<typeof translationListReply>;

/** `/translation/counts`: per target language (the project's, or one URL's segments). */
export const translationCountsRequest = z.object({ projectId: projectIdSchema, url: optionalUrl });
export const translationCountsLanguageSchema = z.object({
  language: z.string(),
  totalWordCount: z.number(),
  totalSegmentCount: z.number(),
  newContentWordCount: z.number(),
  newContentSegmentCount: z.number(),
  translatedWordCount: z.number(),
  translatedSegmentCount: z.number(),
  transliteratedWordCount: z.number(),
  transliteratedSegmentCount: z.number(),
  /** Words and segments of translations (display type 'translation') by TM type. */
  translatedByType: z.object({ MACHINE: z.number(), USER: z.number(), PBK: z.number() }),
  translatedSegmentsByType: z.object({ MACHINE: z.number(), USER: z.number(), PBK: z.number() }),
  noTranslationWordCount: z.number(),
  noTranslationSegmentCount: z.number(),
});
export type TranslationCountsLanguage = z.infer<typeof translationCountsLanguageSchema>;
export const translationCountsReply = z.object({ languages: z.array(translationCountsLanguageSchema) });

/** A quality warning of a saved translation (from the engine's checks); the save still happened. */
export const qaWarningSchema = z.object({ code: z.string(), message: z.string() });
export type QaWarning = z.infer<typeof qaWarningSchema>;

/** `/translation/user/update`: saved as USER. Markers must match the source or nothing is saved. */
export const translationUpdateRequest = z.object({
  projectId: projectIdSchema,
  targetLang: targetLangSchema,
  sourceHash: sourceHashSchema,
  preProcessedTarget: z.string({ error: 'Please enter a translation' }).trim().min(1, 'Please enter a translation').max(TRANSLATION_LIMITS.targetLength),
  displayType: displayTypeSchema.default('translation'),
  /** A linguist's task: the text becomes the task's draft, and only the task's segments may be saved. */
  subBatchId: z.string().uuid().optional(),
});
export const savedTranslationSchema = tmEntrySchema.extend({ sourceHash: z.string(), targetLang: z.string() });
export const translationUpdateReply = z.object({ translation: savedTranslationSchema, warnings: z.array(qaWarningSchema) });
export type TranslationUpdateReply = z.infer<typeof translationUpdateReply>;

/** `translation/toggle/transliteration/type`: flip the row's display type. */
export const toggleDisplayTypeRequest = z.object({
  projectId: projectIdSchema,
  targetLang: targetLangSchema,
  sourceHash: sourceHashSchema,
  displayType: displayTypeSchema,
});
export const toggleDisplayTypeReply = z.object({ translation: savedTranslationSchema });

/** `/translation/revision/create`: snapshot the current rows of these languages. */
export const revisionCreateRequest = z.object({
  projectId: projectIdSchema,
  languages: z.array(targetLangSchema).min(1, 'languages is required').max(60),
  sourceHash: sourceHashSchema,
});
export const revisionCreateReply = z.object({ created: z.number(), languages: z.array(z.string()) });

export const revisionListRequest = z.object({
  projectId: projectIdSchema,
  targetLang: targetLangSchema,
  sourceHash: sourceHashSchema,
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
});
export const tmRevisionSchema = z.object({
  id: z.string(),
  preProcessedTarget: z.string(),
  type: z.string(),
  displayType: z.string(),
  /** user, nmt:{engine}, t13n, suggestion, replace, import, revision */
  origin: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type TmRevision = z.infer<typeof tmRevisionSchema>;
export const revisionListReply = z.object({ tmRevisions: z.array(tmRevisionSchema), total: z.number() });

/** `translation/replace`: in the current targets of the project's segments (or of sourceHashes). */
export const replaceRequest = z.object({
  projectId: projectIdSchema,
  targetLang: targetLangSchema,
  find: z.string({ error: 'find is required' }).min(1, 'find is required').max(TRANSLATION_LIMITS.findLength),
  replace: z.string().max(TRANSLATION_LIMITS.findLength).default(''),
  matchCase: z.boolean().default(false),
  sourceHashes: z.array(sourceHashSchema).max(TRANSLATION_LIMITS.replaceHashes).optional(),
});
/** replaced 0 is success with the message 'No Strings found to replace!'. */
export const replaceReply = z.object({ replaced: z.number(), sourceHashes: z.array(z.string()) });

/** `translation/languageDeletion`. */
export const languageDeletionReply = z.object({ deletedTm: z.number(), languages: z.array(z.string()) });

/** `translation/newContent/view`: segments with no TM row in this language. */
export const newContentRequest = z.object({ projectId: projectIdSchema, targetLang: targetLangSchema, pageNumber: pageNumberSchema, pageSize: pageSizeSchema });
export const segmentSchema = z.object({ sourceHash: z.string(), sourceText: z.string(), kind: z.string(), wordCount: z.number() });
export const newContentReply = z.object({ segments: z.array(segmentSchema), total: z.number(), totalWords: z.number() });

/**
 * `mixedLangContent/fetchPaginatedContent`, `analyze/new/content`, `/translation/analyze/new/content`:
 * segments whose source is already in the target language's script ('target') or mixes scripts ('mixed').
 */
export const mixedContentRequest = z.object({
  projectId: projectIdSchema,
  targetLang: targetLangSchema,
  url: optionalUrl,
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
});
export const mixedContentItemSchema = segmentSchema.extend({ script: z.enum(['target', 'mixed']) });
export const mixedContentReply = z.object({ mixedLangContent: z.array(mixedContentItemSchema), total: z.number() });

/** `/translation/fuzzy/get`: similar TM rows of the organisation (pg_trgm), best first. */
export const fuzzyRequest = z.object({
  projectId: projectIdSchema,
  targetLang: targetLangSchema,
  sourceHash: sourceHashSchema,
  limit: z.number().int().min(1).max(TRANSLATION_LIMITS.fuzzyMatches).default(TRANSLATION_LIMITS.fuzzyMatches),
});
export const fuzzyMatchSchema = z.object({
  sourceHash: z.string(),
  sourceText: z.string(),
  preProcessedTarget: z.string(),
  type: z.string(),
  displayType: z.string(),
  /** 0–100 */
  similarity: z.number(),
});
export const fuzzyReply = z.object({ matches: z.array(fuzzyMatchSchema) });

/** `/translation/tm/export`: answers the file itself (attachment), not the envelope. */
export const tmExportRequest = z.object({ projectId: projectIdSchema, targetLang: targetLangSchema, format: tmFormatSchema });
/** `/translation/tm/import` (multipart: projectId, targetLang, file). */
export const tmImportFields = z.object({ projectId: projectIdSchema, targetLang: targetLangSchema });
/**
 * What an import did: `added` rows new to the memory, `changed` rows whose text or type it replaced,
 * `unchanged` rows it held already (so "imported" never hides that nothing changed); `imported` is
 * added + changed. `skipped` units are listed with their reason (at most TM_IMPORT_SKIP_LIST);
 * `unmatched` units name no segment of this project.
 */
export const tmImportReply = z.object({
  imported: z.number(),
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
  unmatched: z.number(),
  skippedUnits: z.array(z.object({ unit: z.string(), reason: z.string() })),
});
export const TM_IMPORT_SKIP_LIST = 200;
