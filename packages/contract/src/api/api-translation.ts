import { z } from 'zod';
import { apiTranslationStatusSchema } from '../statuses.ts';
import { mtEngineSchema } from '../vocabularies.ts';
import { mtTargetLangSchema } from './machine-translation.ts';
import { projectIdSchema, projectLanguagesSchema } from './projects.ts';

/** API and JSON content (spec 02 §7 Api translation; docs/api-content.md). */
export const API_CONTENT_LIMITS = Object.freeze({
  /** A JSON file or payload (the issue's 20 MB) and its nesting. */
  jsonBytes: 20 * 1024 * 1024,
  jsonDepth: 100,
  /** Keys of one file: beyond this, split the file. */
  keysPerFile: 50_000,
  pageSize: 100,
});

export const API_CONTENT_MESSAGES = {
  created: 'Project created successfully',
  uploaded: (keys: number, segments: number) => `${keys} keys uploaded, ${segments} texts to translate`,
  fileDeleted: 'File deleted successfully',
  notFound: 'File not found',
  notApiProject: 'This is not an API project',
  uploadFormat: 'Please upload a correct format',
  tooManyKeys: `The file has more than ${API_CONTENT_LIMITS.keysPerFile} keys; please split it.`,
} as const;

export const API_KINDS = ['static', 'dynamic'] as const;
export const apiKindSchema = z.enum(API_KINDS);
export const JSON_FORMATS = ['i18next', 'icu', 'plain'] as const;
export const JSON_SHAPES = ['nested', 'flat'] as const;

const apiIdSchema = z.string({ error: 'apiId is required' }).trim().uuid('apiId is not valid');
const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(API_CONTENT_LIMITS.pageSize).default(10),
};

/** `project/apiTranslation/create`: an API project (no website address): a name and target languages. */
export const createApiProjectRequest = z.object({
  name: z.string({ error: 'Please enter a project name' }).trim().min(1, 'Please enter a project name').max(120),
  languages: projectLanguagesSchema,
});
export const createApiProjectReply = z.object({ projectId: z.string(), status: z.string() });
export const deleteApiProjectRequest = z.object({ projectId: projectIdSchema, keepTm: z.boolean().default(false) });

/** Multipart fields of `json/standard/file/upload` (with one .json file). */
export const jsonUploadFields = z.object({ projectId: projectIdSchema });

export const apiItemSchema = z.object({
  apiId: z.string(),
  name: z.string(),
  kind: apiKindSchema,
  format: z.enum(JSON_FORMATS),
  shape: z.enum(JSON_SHAPES),
  status: apiTranslationStatusSchema,
  keyCount: z.number().int(),
  segmentCount: z.number().int(),
  wordCount: z.number().int(),
  /** Per target language: how many of the file's texts have a translation. */
  translated: z.record(z.string(), z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiItem = z.infer<typeof apiItemSchema>;

export const jsonUploadReply = apiItemSchema;

export const apiProjectRequest = z.object({ projectId: projectIdSchema });
export const apiItemRequest = z.object({ projectId: projectIdSchema, apiId: apiIdSchema });

export const apiListRequest = z.object({ projectId: projectIdSchema, ...pageFields });
export const apiListReply = z.object({ items: z.array(apiItemSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export const jsonListReply = z.object({ files: z.array(apiItemSchema) });

/** `json/blob/fetch`: one language's file, the source (`en`), or every language as a zip (`all`). */
export const jsonFetchRequest = apiItemRequest.extend({ targetLang: z.string().trim().min(1).max(20).default('all') });

export const keysListRequest = apiItemRequest.extend(pageFields);
export const keysListReply = z.object({ keys: z.array(z.object({ key: z.string(), value: z.string() })), total: z.number().int() });

/** `data/paginated/get`: the file's texts with their translation in one language. */
export const apiDataRequest = apiItemRequest.extend({ targetLang: mtTargetLangSchema, ...pageFields, search: z.string().trim().max(200).optional() });
export const apiDataRowSchema = z.object({
  key: z.string(),
  sourceHash: z.string(),
  text: z.string(),
  translation: z.string().nullable(),
  type: z.string().nullable(),
  displayType: z.string().nullable(),
});
export const apiDataReply = z.object({ rows: z.array(apiDataRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** `static/nmt/tm` and `static/transliteration/tm`: a run over one file's texts (or all the project's files). */
export const staticRunRequest = z.object({
  projectId: projectIdSchema,
  apiId: apiIdSchema.optional(),
  targetLang: mtTargetLangSchema,
  requestId: z.string().trim().min(1).max(200).optional(),
  /** Engine for a machine-translation run; default: the project's engine for the pair. */
  nmtService: mtEngineSchema.optional(),
  /** Only these texts (the editor's selection); default every untranslated text. */
  sourceHashes: z.array(z.string().trim().min(1).max(64)).min(1).max(1000).optional(),
});

/** The header a dynamic call carries its project API key in. */
export const API_KEY_HEADER = 'x-api-key';

export const API_KEY_MESSAGES = {
  created: 'API key created. Copy it now: it is shown only once.',
  revoked: 'API key revoked',
  invalid: 'Invalid or revoked API key',
  notFound: 'API key not found',
  /** The dynamic call's texts are in the project's source language (English unless the project says otherwise). */
  wrongSource: (source: string) => `This project's texts are in ${source}: send sourceLanguage "${source}".`,
  requestDeleted: 'Request deleted successfully',
  requestNotFound: 'Request not found',
} as const;

export const apiKeySchema = z.object({
  keyId: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export const createApiKeyRequest = z.object({ projectId: projectIdSchema, name: z.string().trim().min(1, 'Please enter a name for the key').max(80) });
/** The only reply that carries the key itself. */
export const createApiKeyReply = apiKeySchema.extend({ key: z.string() });
export const apiKeyListReply = z.object({ keys: z.array(apiKeySchema) });
export const revokeApiKeyRequest = z.object({ projectId: projectIdSchema, keyId: z.string().trim().uuid('keyId is not valid') });

/**
 * `avk_get/translation`: JSON in (a string, a list of values or a whole object), the same shape
 * back translated. `bot` marks crawler traffic: served from memory only, never billed.
 */
export const dynamicTranslationRequest = z.object({
  sourceLanguage: z.string().trim().default('en'),
  targetLanguage: mtTargetLangSchema,
  bot: z.boolean().default(false),
  /** Groups the texts in the dashboard (getDynamicDataDomainList); default 'Dynamic API'. */
  domain: z.string().trim().min(1).max(120).optional(),
  data: z.unknown().refine((v) => v !== undefined, 'data is required'),
});
export const dynamicCountsSchema = z.object({
  segments: z.number().int(),
  fromMemory: z.number().int(),
  machine: z.number().int(),
  failed: z.number().int(),
});
export const dynamicTranslationReply = z.object({
  requestId: z.string(),
  targetLanguage: z.string(),
  data: z.unknown(),
  counts: dynamicCountsSchema,
  issues: z.array(z.object({ key: z.string(), message: z.string() })),
});

export const apiRequestSchema = z.object({
  requestId: z.string(),
  keyPrefix: z.string().nullable(),
  sourceLang: z.string(),
  targetLang: z.string(),
  bot: z.boolean(),
  status: z.string(),
  segments: z.number().int(),
  fromMemory: z.number().int(),
  machine: z.number().int(),
  failed: z.number().int(),
  characters: z.number().int(),
  payloadBytes: z.number().int(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export const requestsListRequest = z.object({ projectId: projectIdSchema, ...pageFields });
/** jsonRequestsList with its total; nmtReqs counts the requests that called an engine. */
export const requestsListReply = z.object({ jsonRequestsList: z.array(apiRequestSchema), total: z.number().int(), nmtReqs: z.number().int() });
export const requestDetailsRequest = z.object({ projectId: projectIdSchema, requestId: z.string().trim().uuid('requestId is not valid') });
export const requestDetailsReply = apiRequestSchema.extend({ issues: z.array(z.object({ key: z.string(), message: z.string() })) });
