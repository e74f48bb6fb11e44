import { z } from 'zod';
import { translationTypeSchema } from '../vocabularies.ts';
import { projectIdSchema } from './projects.ts';
import { optionalUrl, targetLangSchema } from './translation.ts';

/* Word counts and reports of the translation area (what a run would cost, TM counts, per-URL reports). */

/** `translation/fetchAllWordCount` and `translation/fetchAllCharacterCount`: what an engine run would cost. */
export const newContentSizeSchema = z.object({ language: z.string(), segmentCount: z.number(), wordCount: z.number(), characterCount: z.number() });
export const newContentSizeReply = z.object({ languages: z.array(newContentSizeSchema), totalWords: z.number(), totalCharacters: z.number() });

/** `translation/tm/count`: segments per TM type and language. */
export const tmCountReply = z.object({
  languages: z.array(
    z.object({ language: z.string(), tmCounts: z.object({ USER: z.number(), MACHINE: z.number(), PBK: z.number(), NO_TRANSLATION_AVAILABLE: z.number() }) }),
  ),
});

/** `/translation/status/wordcount`: words of one URL in one language with one translation type. */
export const statusWordCountRequest = z.object({
  projectId: projectIdSchema,
  url: z.string().trim().min(1).max(2048),
  targetLang: targetLangSchema,
  translationType: translationTypeSchema,
});
export const statusWordCountReply = z.object({
  url: z.string(),
  targetLang: z.string(),
  translationType: z.string(),
  wordCount: z.number(),
  segmentCount: z.number(),
});

/** `translation/generateReport` (JSON) and `/report/download` (CSV): per language and URL. */
export const reportRequest = z.object({ projectId: projectIdSchema, targetLang: targetLangSchema.optional(), url: optionalUrl });
export const reportRowSchema = z.object({
  url: z.string(),
  language: z.string(),
  totalWords: z.number(),
  machineWords: z.number(),
  userWords: z.number(),
  pbkWords: z.number(),
  transliteratedWords: z.number(),
  noTranslationWords: z.number(),
  newContentWords: z.number(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportReply = z.object({ report: z.array(reportRowSchema) });
