import { z } from 'zod';
import { isLanguageCode, keyboardLanguageSchema } from '../languages.ts';
import { projectIdSchema } from './projects.ts';
import { MT_LIMITS, mtTargetLangSchema } from './machine-translation.ts';
import { editorFiltersSchema } from './translation.ts';

/**
 * Transliteration memory (`transliteration/post`, kind memory) and glossary
 * (`transliterationGlossary/create`, kind glossary): how a word is written in a target script.
 * The transliteration engine looks a word up in the glossary, then the memory, then falls back to
 * the rule-based transliterator.
 */
export const TRANSLITERATION_ENTRY_KINDS = ['memory', 'glossary'] as const;
export type TransliterationEntryKind = (typeof TRANSLITERATION_ENTRY_KINDS)[number];
export const TRANSLITERATION_GLOSSARY_CSV_FILENAME = 'transliterationGlossary.csv';
/** `transliteration/csv/get`: the memory in its upload layout (Lipi's own call; spec 02 §7 has a download of the glossary only). */
export const TRANSLITERATION_MEMORY_CSV_FILENAME = 'transliterationMemory.csv';

export const TRANSLITERATION_LIMITS = Object.freeze({
  wordLength: 200,
  entriesPerProject: 20_000,
  uploadBytes: 2 * 1024 * 1024,
  uploadRows: 10_000,
  pageSize: 200,
  deleteIds: 1000,
  phoneticLength: 200,
  /** One word of phonetic typing, as typed and as chosen. */
  phoneticWordLength: 64,
});

/**
 * Upload layout (CSV or XLSX), the same for memory and glossary: first row `source` then one
 * column per language code (`hi`, `mr`, …); each later row is a word and its spelling per
 * language (an empty cell is skipped). A file with any bad row changes nothing.
 */
export const transliterationEntrySchema = z.object({
  id: z.string(),
  source: z.string(),
  targetLang: z.string(),
  target: z.string(),
  createdAt: z.string(),
});
export type TransliterationEntry = z.infer<typeof transliterationEntrySchema>;

export const getTransliterationEntriesRequest = z.object({
  projectId: projectIdSchema,
  targetLang: z.string().trim().refine(isLanguageCode, 'Unknown language code').optional(),
  search: z.string().trim().max(200).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(TRANSLITERATION_LIMITS.pageSize).default(10),
});
export const transliterationEntriesReply = z.object({ entries: z.array(transliterationEntrySchema), total: z.number() });

export const deleteTransliterationEntriesRequest = z.object({
  projectId: projectIdSchema,
  ids: z.array(z.string().trim().min(1).max(100)).min(1, 'Please select at least one entry').max(TRANSLITERATION_LIMITS.deleteIds),
});

/** `/transliteration/applyTransliteration`: a run of the offline transliteration engine (display type t13n). */
export const applyTransliterationRequest = z.object({
  projectId: projectIdSchema,
  targetLang: mtTargetLangSchema,
  idArr: z.array(z.string().trim().min(1).max(200)).max(MT_LIMITS.idsPerRequest).default([]),
  /** Optional here (the spec's call has none): when given, the same id again returns the same run. */
  requestId: z.string().trim().min(1).max(MT_LIMITS.requestIdLength).optional(),
  /** With idArr empty: the editor's filters, as for `/translation/nmt/apply`. */
  selection: editorFiltersSchema.optional(),
});

/** `GET /transliteration/phonetic?text=namaste&lang=hi`: the site keyboard's phonetic typing. */
export const phoneticRequest = z.object({
  text: z.string().min(1, 'text is required').max(TRANSLITERATION_LIMITS.phoneticLength),
  lang: keyboardLanguageSchema,
});
export const phoneticReply = z.object({ text: z.string(), suggestions: z.array(z.string()).optional() });

/** `POST /transliteration/phonetic/pick`: the spelling an editor accepted for a typed word; the
 * organisation's picks are offered first the next time anyone in it types that word. */
export const phoneticPickRequest = z.object({
  lang: keyboardLanguageSchema,
  typed: z.string().trim().min(1, 'typed is required').max(TRANSLITERATION_LIMITS.phoneticWordLength),
  chosen: z.string().trim().min(1, 'chosen is required').max(TRANSLITERATION_LIMITS.phoneticWordLength),
});
export const phoneticPickReply = z.object({ picks: z.number().int() });
