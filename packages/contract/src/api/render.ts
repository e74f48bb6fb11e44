import { z } from 'zod';
import { projectIdSchema } from './projects.ts';

/*
 * The translating proxy (docs/proxy.md). Visitors reach it without signing in:
 *   path form  GET {RENDER_BASE_URL}/{projectId}/{lang}/{path?query}          (the main domain)
 *              GET {RENDER_BASE_URL}/{projectId}/{lang}/~{hostname}/{path}     (another domain of the project)
 *   host form  GET https://{lang}.{domain hostname}/{path}   (the customer points a CNAME at Lipi)
 *              GET http(s)://{lang}--{projectId without dashes}.{RENDER_SUBDOMAIN}/{path}
 * The signed-in calls below belong to the dashboard.
 */

export const RENDER_MESSAGES = {
  cacheCleared: 'Cache cleared successfully',
  cacheClearFailed: 'There was a problem while clearing cache',
  previewNotInProject: 'This URL is not on a domain of the project',
  languageNotInProject: "This language is not one of the project's languages",
} as const;

export const RENDER_LIMITS = Object.freeze({
  /** Origin pages larger than this are refused with a 502 page. */
  maxPageBytes: 5 * 1024 * 1024,
  /** A cached page is served for at most this long; a TM or project change invalidates it sooner. */
  cacheTtlSeconds: 600,
  /** Live cached pages one project may hold (all languages). */
  cachedPagesPerProject: 5000,
});

/** GET /api/snippet/cache/clear?projectId= — drops the project's rendered pages (all languages). */
export const cacheClearQuery = z.object({ projectId: projectIdSchema });
export type CacheClearQuery = z.infer<typeof cacheClearQuery>;
/** How many cached pages were dropped. */
export const cacheClearReply = z.object({ cleared: z.number() });
export type CacheClearReply = z.infer<typeof cacheClearReply>;

/** POST /api/scope/getPreviewUrl — the proxy link of a page of the project in one language. */
export const previewUrlRequest = z.object({
  projectId: projectIdSchema,
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(2048),
  lang: z.string({ error: 'lang is required' }).trim().min(1, 'lang is required').max(20),
});
export type PreviewUrlRequest = z.infer<typeof previewUrlRequest>;

export const previewUrlReply = z.object({
  /** Host form when the project's domain has a language host configured, else path form. */
  previewUrl: z.string(),
  /** Path form, always available (works without DNS set-up). */
  pathUrl: z.string(),
  /** Host form on RENDER_SUBDOMAIN (`{lang}--{id}.{RENDER_SUBDOMAIN}`), null for another domain than the main one. */
  subdomainUrl: z.string().nullable(),
  form: z.enum(['host', 'path']),
});
export type PreviewUrlReply = z.infer<typeof previewUrlReply>;
