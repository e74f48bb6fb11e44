import { z } from 'zod';
import { isLanguageCode } from '../languages.ts';
import { displayTypeSchema } from '../vocabularies.ts';
import { projectIdSchema } from './projects.ts';

/*
 * The public calls: what the snippet (and the translating proxy) ask of the server without
 * signing in. They answer with CORS for any origin (no credentials), are rate-limited per IP and
 * also accept `Content-Type: text/plain` JSON bodies, so the snippet avoids preflights and can
 * use navigator.sendBeacon. See docs/snippet.md.
 */

export const PUBLIC_LIMITS = Object.freeze({
  urlChars: 2048,
  /** Extra hashes one POST /public/translations may ask for (content added after load). */
  hashesPerCall: 1000,
  /** Segments one tracker call may report, and the length of each (segment text with markers). */
  trackerSegments: 200,
  segmentChars: 2000,
  /** Page views one tracker call may report (the snippet sends 1; the proxy batches). */
  viewsPerCall: 1000,
  suggestionChars: 2000,
  feedbackChars: 2000,
});

/** Query parameter that forces the snippet's language on a page: `?lipi_lang=hi`. */
export const SNIPPET_LANG_PARAM = 'lipi_lang';

/** FNV-1a 64 of the segment text, as the engine writes it (16 lowercase hex digits). */
export const sourceHashSchema = z.string().regex(/^[0-9a-f]{16}$/, 'Invalid sourceHash');
const langSchema = z.string().trim().min(2).max(20).refine(isLanguageCode, 'Unknown language code');
/** The page the visitor is on: an absolute http(s) URL. */
export const pageUrlSchema = z
  .string()
  .trim()
  .min(1, 'url is required')
  .max(PUBLIC_LIMITS.urlChars)
  .refine((v) => /^https?:\/\//i.test(v), 'url must be an http(s) URL');

/**
 * GET /api/public/translations?projectId=&lang=&url= — the page's translations (the segments the
 * crawler or the tracker stored for the URL) and the delivery settings. Cacheable: ETag, 304,
 * `Cache-Control: public, no-cache` (revalidated each time).
 * POST /api/public/translations {projectId, lang, url, hashes} — the same reply for the listed
 * hashes only (content the page added later); the page's own are not repeated.
 */
/** One code, or the visitor's candidates in order of preference (`hi-IN,hi,en`): the first the domain offers wins. */
export const languageCandidatesSchema = z
  .string()
  .trim()
  .min(2)
  .max(200)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?(,[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?)*$/, 'lang must be a language code or a comma-separated list of codes');
export const publicTranslationsQuery = z.object({ projectId: projectIdSchema, lang: languageCandidatesSchema, url: pageUrlSchema });
export const publicTranslationsRequest = z.object({
  projectId: projectIdSchema,
  lang: langSchema,
  url: pageUrlSchema,
  hashes: z.array(sourceHashSchema).max(PUBLIC_LIMITS.hashesPerCall),
});

/** t: the translation in segment-text syntax (markers `<n>…</n>`, `{n}`); d: translation | t13n. */
export const publicTranslationSchema = z.object({ t: z.string(), d: displayTypeSchema });
export type PublicTranslation = z.infer<typeof publicTranslationSchema>;

export const publicLanguageSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  /** BCP 47 tag for `<html lang>` (the product code is `code`). */
  tag: z.string(),
});
export type PublicLanguage = z.infer<typeof publicLanguageSchema>;

export const snippetSettingsSchema = z.object({
  /** Sanitised CSS for the switcher, inserted as the text of a <style> element. */
  popupCss: z.string(),
  /** CSS font size per language code, e.g. {hi: '18px'}. */
  fontSizes: z.record(z.string(), z.string()),
  /** The project's no-translation nodes (the engine's selector subset). */
  noTranslateSelectors: z.array(z.string()),
  /** Class names of inputs that get phonetic Indic typing (swalekh integration nodes). */
  keyboardClasses: z.array(z.string()),
  /** The project's meta-tag flag: translate meta description / og / twitter texts. */
  metaTags: z.boolean(),
});
export type SnippetSettings = z.infer<typeof snippetSettingsSchema>;

/**
 * The snippet's own words in the reply's language (contract snippet-strings.ts): `tag` and `dir`
 * are those of the language the strings are written in (English where not translated yet).
 */
export const snippetUiSchema = z.object({
  tag: z.string(),
  dir: z.enum(['ltr', 'rtl']),
  strings: z.record(z.string(), z.string()),
});
export type SnippetUi = z.infer<typeof snippetUiSchema>;

export const publicTranslationsReply = z.object({
  lang: z.string(),
  sourceLang: z.string(),
  /** The language shown when neither the URL, a stored choice nor the browser picks one. */
  defaultLang: z.string(),
  /** The source language first, then the domain's target languages. */
  languages: z.array(publicLanguageSchema),
  translations: z.record(z.string(), publicTranslationSchema),
  settings: snippetSettingsSchema,
  ui: snippetUiSchema,
});
export type PublicTranslationsReply = z.infer<typeof publicTranslationsReply>;

export const SEGMENT_KINDS = ['text', 'attribute', 'title', 'meta'] as const;

/**
 * POST /api/tracker/projectContentTracker — segments the snippet found with no translation, and
 * page views. The server recomputes every hash from the text (a client's hash is never stored).
 */
export const trackerSegmentSchema = z.object({
  text: z.string().min(1).max(PUBLIC_LIMITS.segmentChars),
  sourceHash: sourceHashSchema.optional(),
  kind: z.enum(SEGMENT_KINDS),
});
export const trackerRequest = z.object({
  projectId: projectIdSchema,
  url: pageUrlSchema,
  lang: langSchema,
  segments: z.array(trackerSegmentSchema).max(PUBLIC_LIMITS.trackerSegments).default([]),
  views: z.number().int().min(0).max(PUBLIC_LIMITS.viewsPerCall).optional(),
  /** The snippet's name for this page view: a report sent twice counts once. */
  viewId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,40}$/, 'Invalid viewId')
    .optional(),
  /** The snippet saw an automated or headless browser (navigator.webdriver…): the view is not counted. */
  automated: z.boolean().optional(),
});
export type TrackerRequest = z.infer<typeof trackerRequest>;
/** recorded: segments stored for the URL (new or already known); skipped: ignorable or not on a tracked page. */
export const trackerReply = z.object({ recorded: z.number(), skipped: z.number(), views: z.number() });

/** POST /api/public/suggestion — identical suggestions are merged (count + 1). */
export const suggestionRequest = z.object({
  projectId: projectIdSchema,
  url: pageUrlSchema,
  lang: langSchema,
  sourceHash: sourceHashSchema,
  suggestedText: z.string().trim().min(1, 'Please enter a suggestion').max(PUBLIC_LIMITS.suggestionChars),
  currentText: z.string().max(PUBLIC_LIMITS.suggestionChars).optional(),
});
export const suggestionReply = z.object({ id: z.string(), count: z.number() });
export const SUGGESTION_MESSAGES = {
  thanks: 'Thank you for your suggestion',
  unknownSegment: 'This text is not known for this project',
  markers: 'The suggestion must keep the formatting markers of the original text',
} as const;

/** POST /api/public/feedback */
export const feedbackRequest = z.object({
  projectId: projectIdSchema,
  url: pageUrlSchema,
  lang: langSchema.optional(),
  rating: z.number().int().min(1).max(5).optional(),
  message: z.string().trim().min(1, 'Please enter your feedback').max(PUBLIC_LIMITS.feedbackChars),
});
export const feedbackReply = z.object({ id: z.string() });
export const FEEDBACK_MESSAGES = { thanks: 'Thank you for your feedback' } as const;

/**
 * POST /api/parser/verifyScriptIntegration {projectId, url?} (signed in). Levels follow the
 * domain verification vocabulary: 0 none, 1 script tag found, 2 with this project's id,
 * 3 the snippet has called the public API from that host within 7 days.
 */
export const verifyScriptRequest = z.object({ projectId: projectIdSchema, url: z.string().trim().max(PUBLIC_LIMITS.urlChars).optional() });
export const verifyCheckSchema = z.object({ level: z.number(), passed: z.boolean(), reason: z.string() });
export const verifyScriptReply = z.object({
  hostname: z.string(),
  url: z.string(),
  verificationLevel: z.number(),
  checks: z.array(verifyCheckSchema),
});
export type VerifyScriptReply = z.infer<typeof verifyScriptReply>;
