import { z } from 'zod';
import { isLanguageCode } from '../languages.ts';
import { projectIdSchema } from './projects.ts';

/** Spec 02 §5: the one message of a glossary or transliteration upload the server cannot read. */
export const GLOSSARY_UPLOAD_FORMAT_ERROR = 'Please upload a correct format';
/** Spec 02 §9: the name of the glossary download. */
export const GLOSSARY_CSV_FILENAME = 'maskTermsList.csv';

/**
 * never: keep the term exactly as written; always: use translations[lang]; transliterate: write the
 * term in the target script. Masked before machine translation and restored after.
 */
export const GLOSSARY_RULES = ['never', 'always', 'transliterate'] as const;
export type GlossaryRule = (typeof GLOSSARY_RULES)[number];
export const glossaryRuleSchema = z.enum(GLOSSARY_RULES, { error: 'rule must be never, always or transliterate' });

export const GLOSSARY_LIMITS = Object.freeze({
  termLength: 200,
  translationLength: 500,
  termsPerProject: 5000,
  uploadBytes: 2 * 1024 * 1024,
  uploadRows: 5000,
  pageSize: 200,
  deleteIds: 1000,
});

const translationsSchema = z
  .record(z.string(), z.string().trim().min(1).max(GLOSSARY_LIMITS.translationLength))
  .refine((r) => Object.keys(r).every(isLanguageCode), 'Unknown language code in translations');

export const addGlossaryTermRequest = z
  .object({
    projectId: projectIdSchema,
    term: z.string().trim().min(1, 'Please enter a term').max(GLOSSARY_LIMITS.termLength),
    rule: glossaryRuleSchema,
    translations: translationsSchema.default({}),
    isCaseSensitive: z.boolean().default(false),
  })
  .refine((v) => v.rule !== 'always' || Object.keys(v.translations).length > 0, {
    message: 'A term translated always needs at least one translation',
    path: ['translations'],
  });

export const glossaryTermSchema = z.object({
  id: z.string(),
  term: z.string(),
  rule: glossaryRuleSchema,
  translations: z.record(z.string(), z.string()),
  isCaseSensitive: z.boolean(),
  createdAt: z.string(),
});
export type GlossaryTermEntry = z.infer<typeof glossaryTermSchema>;

export const getGlossaryRequest = z.object({
  projectId: projectIdSchema,
  search: z.string().trim().max(200).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(GLOSSARY_LIMITS.pageSize).default(10),
});
export const glossaryPageReply = z.object({ terms: z.array(glossaryTermSchema), total: z.number() });

export const deleteGlossaryRequest = z.object({
  projectId: projectIdSchema,
  ids: z.array(z.string().trim().min(1).max(100)).min(1, 'Please select at least one entry').max(GLOSSARY_LIMITS.deleteIds),
});
export const deleteGlossaryEntriesReply = z.object({ deleted: z.number() });

/**
 * `/glossary/upload` (multipart: projectId, file). CSV or XLSX; the first row names the columns:
 * `term`, `rule`, optional `isCaseSensitive` (true/false), then one column per language code
 * (`hi`, `mr`, …) holding that language's translation. The same layout `/glossary/csv/get` writes.
 * Existing terms are replaced; a file with any bad row changes nothing.
 */
export const glossaryUploadReply = z.object({ imported: z.number() });
export const glossaryCsvRequest = z.object({ projectId: projectIdSchema });
