import { z } from 'zod';
import { pipelineSchema } from '../vocabularies.ts';
import { mtTargetLangSchema } from './machine-translation.ts';
import { projectIdSchema, projectLanguagesSchema } from './projects.ts';
import { API_CONTENT_LIMITS, staticRunRequest } from './api-translation.ts';

/** The rest of the Api translation calls (items, languages, the texts editor, counts, stats); docs/api-content.md. */
export const API_EDITOR_MESSAGES = {
  fileAdded: 'File added successfully',
  itemDeleted: 'Deleted successfully',
  itemUpdated: 'Updated successfully',
  nameTaken: 'An item with this name already exists in the project',
  saved: 'Translation saved',
  textNotFound: 'Text not found',
  languagesAdded: 'Languages added successfully',
  languagesAddedCmsMissing: (codes: string[]) =>
    `Languages added successfully. The CMS has no locale for ${codes.join(', ')} yet: add it in the CMS (Strapi: Settings → Internationalization) and sync again; until then nothing is written for it.`,
  languageDeleted: 'Language deleted successfully',
  sentToManual: 'Sent for professional translation',
} as const;

const apiIdSchema = z.string({ error: 'apiId is required' }).trim().uuid('apiId is not valid');
const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(API_CONTENT_LIMITS.pageSize).default(10),
};

/** `add/file`: a JSON file sent as a JSON body (the multipart upload's twin for scripts and CI). */
export const addFileRequest = z.object({
  projectId: projectIdSchema,
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
  data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: 'data must be a JSON object or array' }),
});
/** `update`: rename an item (a file keeps its extension). */
export const updateItemRequest = z.object({
  projectId: projectIdSchema,
  apiId: apiIdSchema,
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
});

/** `nmt`: machine-translate every item's untranslated texts (or the items named) in one language. */
export const projectNmtRequest = staticRunRequest.omit({ apiId: true }).extend({
  /** A CMS project's content types (uids) whose synced entries to translate; none named = every text of the project. */
  contentTypes: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
});
/** `dynamic/nmt/tm`, `dynamic/transliteration/tm`: the texts apps sent (one domain, or all). */
export const dynamicRunRequest = staticRunRequest.omit({ apiId: true }).extend({ apiId: apiIdSchema.optional() });

/** `sendToManualTranslation`: texts of items (all when none named) to professional translation. */
export const sendToManualRequest = z.object({
  projectId: projectIdSchema,
  apiIds: z.array(apiIdSchema).max(100).default([]),
  /** A CMS project's content types (uids): their synced entries' texts go with the request. */
  contentTypes: z.array(z.string().trim().min(1).max(200)).max(200).default([]),
  targetLangs: z.array(mtTargetLangSchema).min(1, 'Choose at least one language').max(30),
  pipeline: pipelineSchema,
  dueDate: z.string().trim().max(40).optional(),
  notes: z.string().trim().max(2000).default(''),
});
export const sendToManualReply = z.object({
  requestId: z.string(),
  status: z.string(),
  apiIds: z.array(z.string()),
  contentTypes: z.array(z.string()),
});

export const languagesRequest = z.object({ projectId: projectIdSchema, languages: projectLanguagesSchema });
export const languagesReply = z.object({
  languages: z.array(z.string()),
  /** A connected CMS's missing locales among the project's languages: they are not written back until the CMS has them. */
  missingInCms: z.array(z.string()),
});
export const languageDeleteRequest = z.object({ projectId: projectIdSchema, targetLang: mtTargetLangSchema });
export const languageDeleteReply = z.object({ languages: z.array(z.string()), deletedTm: z.number().int() });

/** Editor lists: every file's (static) or domain's (dynamic) texts with one language's translation. */
export const TEXT_FILTERS = ['all', 'translated', 'untranslated'] as const;
export const textListRequest = z.object({
  projectId: projectIdSchema,
  targetLang: mtTargetLangSchema,
  apiId: apiIdSchema.optional(),
  search: z.string().trim().max(200).optional(),
  filter: z.enum(TEXT_FILTERS).default('all'),
  ...pageFields,
});
export const textRowSchema = z.object({
  apiId: z.string(),
  itemName: z.string(),
  key: z.string(),
  sourceHash: z.string(),
  text: z.string(),
  translation: z.string().nullable(),
  type: z.string().nullable(),
});
export type ApiTextRow = z.infer<typeof textRowSchema>;
export const textListReply = z.object({ rows: z.array(textRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** `applyStaticContentEditByUser`, `dynamic/tm/edit`: a person's translation, into the memory. */
export const textEditRequest = z.object({
  projectId: projectIdSchema,
  sourceHash: z.string({ error: 'sourceHash is required' }).trim().min(1).max(64),
  targetLang: mtTargetLangSchema,
  translation: z.string({ error: 'translation is required' }).trim().min(1, 'Please enter a translation').max(20_000),
});
export const textEditReply = z.object({
  sourceHash: z.string(),
  targetLang: z.string(),
  translation: z.string(),
  type: z.string(),
  warnings: z.array(z.object({ code: z.string(), message: z.string() })),
});

/** `tmCount/get`: per language, how many texts the memory holds and from whom. */
export const apiTmCountRequest = z.object({ projectId: projectIdSchema, apiId: apiIdSchema.optional() });
export const apiTmCountSchema = z.object({
  targetLang: z.string(),
  total: z.number().int(),
  translated: z.number().int(),
  human: z.number().int(),
  machine: z.number().int(),
});
export const apiTmCountReply = z.object({ total: z.number().int(), languages: z.array(apiTmCountSchema) });

/** `dynamic/segmentCount/get`: the texts and words apps have sent. */
export const segmentCountReply = z.object({ segments: z.number().int(), words: z.number().int(), domains: z.number().int() });

/** `getDynamicDataDomainList`: the dynamic call's domains (its optional `domain` field; 'Dynamic API' when absent). */
export const domainListReply = z.object({
  domains: z.array(z.object({ apiId: z.string(), domain: z.string(), segmentCount: z.number().int(), updatedAt: z.string() })),
});

/** `json/maual/status/get`: the project's professional-translation requests for API content. */
export const manualStatusReply = z.object({
  requests: z.array(
    z.object({
      requestId: z.string(),
      status: z.string(),
      targetLangs: z.array(z.string()),
      apiIds: z.array(z.string()),
      contentTypes: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});

/** `apiTransation/projectStats/stats`. */
export const apiProjectStatsReply = z.object({
  files: z.number().int(),
  domains: z.number().int(),
  keys: z.number().int(),
  segments: z.number().int(),
  words: z.number().int(),
  translated: z.record(z.string(), z.number().int()),
  requests: z.number().int(),
  nmtReqs: z.number().int(),
  characters: z.number().int(),
});
