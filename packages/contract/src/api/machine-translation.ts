import { z } from 'zod';
import { isLanguageCode, languageCodeSchema } from '../languages.ts';
import { mtEngineSchema } from '../vocabularies.ts';
import { projectIdSchema } from './projects.ts';
import { editorFiltersSchema } from './translation.ts';

/** Spec 02 §8: the reply of an apply call when nothing is left to translate. */
export const NO_NEW_CONTENT_MESSAGE = 'Currently, there is no new content available for translation.';

/** Live progress of a translation run, pushed to the project's room (≤ 4 per second and at every status change). */
export const TRANSLATION_PROGRESS_EVENT = 'translation:progress';

export const TRANSLATION_RUN_KINDS = ['nmt', 't13n'] as const;
export type TranslationRunKind = (typeof TRANSLATION_RUN_KINDS)[number];
export const TRANSLATION_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type TranslationRunStatus = (typeof TRANSLATION_RUN_STATUSES)[number];

export const MT_LIMITS = Object.freeze({
  /** Segments one apply call may name (an empty list means all new content of the language). */
  idsPerRequest: 50_000,
  requestIdLength: 200,
  /** How many per-segment errors the status call returns. */
  errorsShown: 50,
  /** How many recent runs `/translation/nmt/runs` returns. */
  recentRuns: 20,
});

export const mtTargetLangSchema = z.string({ error: 'targetLang is required' }).trim().refine(isLanguageCode, 'Unknown language code');

const idArrSchema = z
  .array(z.string().trim().min(1).max(200))
  .max(MT_LIMITS.idsPerRequest, `At most ${MT_LIMITS.idsPerRequest} segments per request`)
  .default([]);
const requestIdSchema = z.string().trim().min(1, 'requestId is required').max(MT_LIMITS.requestIdLength);

/**
 * `/translation/nmt/apply`. idArr holds sourceHashes; empty means every segment of the project
 * without a translation in targetLang. nmtService defaults to the project's engine for the pair.
 * The same requestId again returns the same run. `tp` is accepted for compatibility and ignored.
 */
export const applyNmtRequest = z.object({
  projectId: projectIdSchema,
  targetLang: mtTargetLangSchema,
  idArr: idArrSchema,
  tp: z.union([z.string(), z.number(), z.boolean()]).optional(),
  nmtService: mtEngineSchema.optional(),
  requestId: requestIdSchema,
  origin: z.string().trim().max(100).optional(),
  /** With idArr empty: the editor's filters; the run takes the new content among the rows they show. */
  selection: editorFiltersSchema.optional(),
});

/**
 * `/translation/nmt/selection/count`: what a run would take (the same body as its apply call, without
 * requestId), for the confirmation shown before any paid call.
 */
export const runSelectionCountRequest = z.object({
  projectId: projectIdSchema,
  targetLang: mtTargetLangSchema,
  kind: z.enum(TRANSLATION_RUN_KINDS),
  nmtService: mtEngineSchema.optional(),
  idArr: idArrSchema,
  selection: editorFiltersSchema.optional(),
});
export const runSelectionCountReply = z.object({
  segments: z.number(),
  words: z.number(),
  characters: z.number(),
  /** The engine id the run would use, and its label ("Transliteration" for the built-in engine). */
  engine: z.string(),
  engineLabel: z.string(),
  /**
   * Whether the engine carries inline markup (bold, links: the `<1>…</1>` markers) to the right
   * words; false for rule-based and word-by-word engines such as Apertium.
   */
  keepsTags: z.boolean(),
  /** Segments of the selection holding inline markup (their formatting is at risk when keepsTags is false). */
  inlineMarkupSegments: z.number(),
});
export type RunSelectionCount = z.infer<typeof runSelectionCountReply>;

export const translationRunSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  requestId: z.string(),
  kind: z.enum(TRANSLATION_RUN_KINDS),
  targetLang: z.string(),
  engine: z.string(),
  pivotLang: z.string().nullable(),
  status: z.enum(TRANSLATION_RUN_STATUSES),
  total: z.number(),
  done: z.number(),
  fromMemory: z.number(),
  failed: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TranslationRun = z.infer<typeof translationRunSchema>;

/** `/translation/nmt/status`: one of requestId or runId. */
export const runStatusRequest = z
  .object({ projectId: projectIdSchema, requestId: requestIdSchema.optional(), runId: z.string().trim().min(1).max(100).optional() })
  .refine((v) => Boolean(v.requestId || v.runId), { message: 'requestId or runId is required', path: ['requestId'] });
export const runErrorSchema = z.object({ sourceHash: z.string(), message: z.string() });
export const runStatusReply = z.object({ run: translationRunSchema, errors: z.array(runErrorSchema) });

export const listRunsRequest = z.object({ projectId: projectIdSchema });
export const listRunsReply = z.object({ runs: z.array(translationRunSchema) });

export const translationProgressSchema = z.object({
  runId: z.string(),
  projectId: z.string(),
  targetLang: z.string(),
  kind: z.enum(TRANSLATION_RUN_KINDS),
  status: z.enum(TRANSLATION_RUN_STATUSES),
  total: z.number(),
  done: z.number(),
  fromMemory: z.number(),
  failed: z.number(),
});
export type TranslationProgress = z.infer<typeof translationProgressSchema>;

/** `/translation/engines/list`: every engine the product knows and whether this server can use it. */
export const mtEngineInfoSchema = z.object({
  id: z.string(),
  label: z.string(),
  configured: z.boolean(),
  /** Languages it translates English into on this server (from the provider's own list when it publishes one). */
  targets: z.array(z.string()),
  /** The pairs the running provider listed (LibreTranslate /languages, Apertium /listPairs); null when it has no list. */
  pairs: z.array(z.object({ source: z.string(), target: z.string() })).nullable(),
  languagesError: z.string().nullable(),
  /** The provider's list is still being read (a slow first answer): the client asks again shortly instead of showing no targets. */
  languagesPending: z.boolean(),
});
export const listEnginesReply = z.object({ engines: z.array(mtEngineInfoSchema) });

/** `/translation/engines/get`: per target language of the project; isDefault when nothing was chosen. */
export const projectEnginesRequest = z.object({ projectId: projectIdSchema });
export const projectEngineSchema = z.object({ targetLang: z.string(), engine: z.string(), pivotLang: z.string().nullable(), isDefault: z.boolean() });
export const projectEnginesReply = z.object({ sourceLang: z.string(), engines: z.array(projectEngineSchema) });

/** `/translation/engines/update`: pivotLang null or absent means direct. */
export const updateProjectEngineRequest = z
  .object({
    projectId: projectIdSchema,
    targetLang: mtTargetLangSchema,
    engine: mtEngineSchema,
    pivotLang: mtTargetLangSchema.nullish(),
  })
  .refine((v) => !v.pivotLang || v.pivotLang !== v.targetLang, { message: 'The pivot language must differ from the target language', path: ['pivotLang'] });

/** `translation/engine/test` (not in the spec; docs/mt-engines.md): one sample sentence through an engine as configured. */
export const engineTestRequest = z.object({
  engine: mtEngineSchema,
  source: languageCodeSchema.default('en'),
  target: mtTargetLangSchema,
  text: z.string().trim().min(1).max(500).optional(),
});
/** ok: the engine answered; otherwise `error` is the provider's message as it came. */
export const engineTestReply = z.object({
  ok: z.boolean(),
  engine: z.string(),
  source: z.string(),
  target: z.string(),
  text: z.string(),
  translation: z.string().nullable(),
  error: z.string().nullable(),
  ms: z.number(),
});

/**
 * `/translation/auto/get` and `/translation/auto/update`: "Translate new content automatically".
 * isDefault: nothing chosen yet, so it follows the engines (on when a language uses a real engine,
 * off when all use the built-in transliteration).
 */
export const autoTranslateRequest = z.object({ projectId: projectIdSchema });
export const autoTranslateReply = z.object({ enabled: z.boolean(), isDefault: z.boolean() });
export const updateAutoTranslateRequest = z.object({ projectId: projectIdSchema, enabled: z.boolean() }).strict();
