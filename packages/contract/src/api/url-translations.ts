import { z } from 'zod';
import { isLanguageCode } from '../languages.ts';
import { projectIdSchema } from './projects.ts';

/*
 * Translated URL paths (docs/proxy.md, "Translated paths"): the address a page has in one language on
 * the translating proxy, e.g. `/open-account` → `/khata-kholen` in Hindi. The rules and messages
 * live here once, for the API, the scope screen's form and the tests.
 */

export const URL_TRANSLATION_LIMITS = Object.freeze({
  /** Characters of a decoded translated path. */
  pathLength: 300,
  /** Rows one scope/addUrlTranslations call takes. */
  perCall: 200,
});

export const URL_TRANSLATION_MESSAGES = {
  empty: 'Please enter a translated path',
  notAPath: 'Enter a path that starts with /, without the domain',
  queryOrFragment: 'A translated path has no query string (?) or fragment (#)',
  badEncoding: 'This path has a broken percent-encoding (%)',
  emptyPart: 'A translated path has no empty parts (//)',
  dotPart: 'A translated path has no . or .. parts',
  characters: 'Use letters (any script), digits, - _ . and ~ only',
  tooLong: `A translated path has at most ${URL_TRANSLATION_LIMITS.pathLength} characters`,
  home: 'The home page keeps its address',
  sameAsSource: 'The translated path is the same as the original path',
  notInScope: 'This URL is not in the project',
  languageNotInProject: "This language is not one of the site's languages",
  alreadyTranslated: 'This page already has a translated path in this language: change it instead',
  notTranslated: 'This page has no translated path in this language yet',
  takenByTranslation: 'Another page already uses this translated path in this language',
  takenBySource: 'Another page of the site has this path: the translated path would hide it',
  added: (n: number) => (n === 1 ? '1 translated path added' : `${n} translated paths added`),
  updated: 'Translated path updated; the old path redirects to the new one',
  removed: 'Translated path removed; it redirects to the original path',
} as const;

const SEGMENT = /^[\p{L}\p{M}\p{N}\-_.~]+$/u;

export type PathCheck = { ok: true; path: string } | { ok: false; message: string };

/**
 * A translated path as typed (raw Unicode or percent-encoded, with or without the leading `/`),
 * checked and normalised: decoded, NFC, one leading `/`. Links written by the proxy encode it again.
 */
export function parseTranslatedPath(input: string): PathCheck {
  const raw = input.trim();
  const fail = (message: string): PathCheck => ({ ok: false, message });
  if (!raw) return fail(URL_TRANSLATION_MESSAGES.empty);
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) return fail(URL_TRANSLATION_MESSAGES.notAPath);
  if (/[?#]/.test(raw)) return fail(URL_TRANSLATION_MESSAGES.queryOrFragment);
  const parts = (raw.startsWith('/') ? raw.slice(1) : raw).split('/');
  // One trailing slash is part of a path (`/about/`); an empty part elsewhere is not.
  const trailing = parts.length > 1 && parts.at(-1) === '';
  const segments = trailing ? parts.slice(0, -1) : parts;
  const decoded: string[] = [];
  for (const segment of segments) {
    if (segment === '') return fail(segments.length === 1 ? URL_TRANSLATION_MESSAGES.home : URL_TRANSLATION_MESSAGES.emptyPart);
    let text: string;
    try {
      text = decodeURIComponent(segment).normalize('NFC');
    } catch {
      return fail(URL_TRANSLATION_MESSAGES.badEncoding);
    }
    if (text === '.' || text === '..') return fail(URL_TRANSLATION_MESSAGES.dotPart);
    if (!SEGMENT.test(text)) return fail(URL_TRANSLATION_MESSAGES.characters);
    decoded.push(text);
  }
  const path = `/${decoded.join('/')}${trailing ? '/' : ''}`;
  if (path.length > URL_TRANSLATION_LIMITS.pathLength) return fail(URL_TRANSLATION_MESSAGES.tooLong);
  return { ok: true, path };
}

/** The decoded, NFC form of a URL's pathname, as translated paths are compared. */
export function decodedPathname(pathname: string): string {
  try {
    return decodeURI(pathname).normalize('NFC');
  } catch {
    return pathname;
  }
}

/** A decoded path as it goes into a link: each character outside the URL's own set percent-encoded. */
export const encodePath = (path: string) => encodeURI(path);

const langSchema = z.string({ error: 'lang is required' }).trim().refine(isLanguageCode, 'Unknown language code');
const urlSchema = z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(2048);
const translatedPathSchema = z.string({ error: URL_TRANSLATION_MESSAGES.empty }).max(URL_TRANSLATION_LIMITS.pathLength * 12);

export const urlTranslationSchema = z.object({
  id: z.string(),
  /** The scope URL (source page) this path belongs to. */
  url: z.string(),
  hostname: z.string(),
  lang: z.string(),
  sourcePath: z.string(),
  /** Decoded (Unicode); links carry it percent-encoded. */
  translatedPath: z.string(),
  /** Earlier translated paths: they answer with a permanent redirect to the current one. */
  previousPaths: z.array(z.string()),
  updatedAt: z.string(),
});
export type UrlTranslation = z.infer<typeof urlTranslationSchema>;

/** POST scope/addUrlTranslations: new translated paths of pages in one language. */
export const addUrlTranslationsRequest = z.object({
  projectId: projectIdSchema,
  lang: langSchema,
  translations: z
    .array(z.object({ url: urlSchema, translatedPath: translatedPathSchema }))
    .min(1, 'Add at least one translated path')
    .max(URL_TRANSLATION_LIMITS.perCall, `At most ${URL_TRANSLATION_LIMITS.perCall} translated paths per call`),
});
export type AddUrlTranslationsRequest = z.infer<typeof addUrlTranslationsRequest>;
/** Each row either added or refused with its reason; the others still count. */
export const addUrlTranslationsReply = z.object({
  added: z.array(urlTranslationSchema),
  rejected: z.array(z.object({ url: z.string(), translatedPath: z.string(), reason: z.string() })),
});
export type AddUrlTranslationsReply = z.infer<typeof addUrlTranslationsReply>;

/** POST scope/updateTranslatedUrl: a new translated path for a page; the old one redirects to it. */
export const updateTranslatedUrlRequest = z.object({ projectId: projectIdSchema, lang: langSchema, url: urlSchema, translatedPath: translatedPathSchema });
export type UpdateTranslatedUrlRequest = z.infer<typeof updateTranslatedUrlRequest>;
export const updateTranslatedUrlReply = z.object({ translation: urlTranslationSchema });

/**
 * POST scope/removeTranslatedUrl (Lipi's own call; the spec has none): the page goes back to its
 * original path in that language, and every translated path it had redirects there permanently,
 * so links and search results that carry them keep working.
 */
export const removeTranslatedUrlRequest = z.object({ projectId: projectIdSchema, lang: langSchema, url: urlSchema });
export type RemoveTranslatedUrlRequest = z.infer<typeof removeTranslatedUrlRequest>;
/** The paths that now redirect to the original one. */
export const removeTranslatedUrlReply = z.object({ sourcePath: z.string(), redirects: z.array(z.string()) });

/** POST scope/urlTranslations/list (Lipi's own read call): the project's translated paths, optionally of one page. */
export const listUrlTranslationsRequest = z.object({ projectId: projectIdSchema, url: urlSchema.optional() });
export const listUrlTranslationsReply = z.object({ translations: z.array(urlTranslationSchema) });
export type ListUrlTranslationsReply = z.infer<typeof listUrlTranslationsReply>;
