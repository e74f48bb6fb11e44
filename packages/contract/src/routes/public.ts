import {
  feedbackReply,
  feedbackRequest,
  publicTranslationsQuery,
  publicTranslationsReply,
  publicTranslationsRequest,
  suggestionReply,
  suggestionRequest,
  trackerReply,
  trackerRequest,
  verifyScriptReply,
  verifyScriptRequest,
} from '../api/public.ts';
import { defineRoute } from './define.ts';

const tag = 'Public (snippet)';
const projectId = '0b9f3c52-5d1e-4f0a-9a53-2f0c1d7e8a11';
const url = 'https://www.example.com/about';
const pageReply = {
  lang: 'hi',
  sourceLang: 'en',
  defaultLang: 'en',
  languages: [
    { code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
    { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr' },
  ],
  translations: { '9f3a1c0e5b7d2a64': { t: 'हमारे बारे में', d: 'translation' } },
  settings: { popupCss: '', fontSizes: { hi: '18px' }, noTranslateSelectors: ['.brand'], keyboardClasses: [], metaTags: true },
  ui: { tag: 'hi', dir: 'ltr', strings: { chooseLanguage: 'भाषा चुनें', suggest: 'बेहतर अनुवाद सुझाएँ', languageLabel: 'भाषा: {language}। भाषा बदलें' } },
};

/**
 * The calls the snippet makes from customers' pages: no sign-in, any origin (CORS `*` without
 * credentials), per-IP rate limits, JSON also accepted as text/plain (no preflight; sendBeacon).
 */
export const PUBLIC_ROUTES = {
  pageTranslations: defineRoute({
    method: 'GET',
    path: 'public/translations',
    tag,
    summary: "A page's translations and the snippet's settings (ETag; 304 when unchanged; Cache-Control: public, no-cache)",
    query: publicTranslationsQuery,
    reply: publicTranslationsReply,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    public: true,
    example: { request: { projectId, lang: 'hi-IN,hi,en', url }, reply: pageReply },
  }),
  hashTranslations: defineRoute({
    method: 'POST',
    path: 'public/translations',
    tag,
    summary: 'Translations of content the page added later, by source hash (not cached)',
    body: publicTranslationsRequest,
    reply: publicTranslationsReply,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    public: true,
    example: { request: { projectId, lang: 'hi', url, hashes: ['9f3a1c0e5b7d2a64'] }, reply: pageReply },
  }),
  tracker: defineRoute({
    method: 'POST',
    path: 'tracker/projectContentTracker',
    tag,
    summary: 'Segments the snippet found without a translation, and page views (body up to 1 MB)',
    body: trackerRequest,
    reply: trackerReply,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    public: true,
    example: {
      request: { projectId, url, lang: 'hi', segments: [{ text: 'Our new offers', kind: 'text' }], views: 1 },
      reply: { recorded: 1, skipped: 0, views: 1 },
    },
  }),
  suggestion: defineRoute({
    method: 'POST',
    path: 'public/suggestion',
    tag,
    summary: "A visitor's better translation of a segment (identical ones are merged)",
    body: suggestionRequest,
    reply: suggestionReply,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    public: true,
    example: {
      request: { projectId, url, lang: 'hi', sourceHash: '9f3a1c0e5b7d2a64', suggestedText: 'हमारे विषय में' },
      reply: { id: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', count: 1 },
    },
  }),
  feedback: defineRoute({
    method: 'POST',
    path: 'public/feedback',
    tag,
    summary: "A visitor's feedback on a translated page",
    body: feedbackRequest,
    reply: feedbackReply,
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    public: true,
    example: { request: { projectId, url, lang: 'hi', rating: 4, message: 'Clear and easy to read' }, reply: { id: '7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a' } },
  }),
} as const;

/** The dashboard's check of a site's snippet installation. */
export const SNIPPET_ROUTES = {
  verifyScript: defineRoute({
    method: 'POST',
    path: 'parser/verifyScriptIntegration',
    tag: 'Delivery',
    summary: "Check that a site's pages load the snippet with this project's id (levels 0–3)",
    body: verifyScriptRequest,
    reply: verifyScriptReply,
    errors: ['NOT_FOUND'],
  }),
} as const;
