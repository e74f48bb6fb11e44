import { z } from 'zod';
import { projectIdSchema } from './projects.ts';

/** Scope and crawl messages the client shows as they are (spec 02 §8). */
export const SCOPE_MESSAGES = {
  crawlStarted: 'Crawl started',
  added: (n: number) => `${n} Url added successfully`,
  addFailed: (n: number) => `${n} Url addition failed`,
  addNothing: 'Url add to scope failed',
  toggleFailed: 'Scope toggle failed',
  trackToggleFailed: 'Track Url toggle failed',
  uploaded: 'Wordcount will be updated shortly. Please check back after some time',
  uploadFormat: 'Please upload a correct format',
  uploadTooLarge: 'Please upload a file of at most 2 MB and 5000 lines',
  urlNotFound: 'Url not found in scope',
  snapshotNotFound: 'No saved copy of this page yet',
  outsideProject: "Url is outside the project's domains",
  alreadyInScope: 'Url already in scope',
  scopeReplaced: (added: number, removed: number) => `Scope replaced: ${added} Url added, ${removed} Url taken out of scope`,
} as const;

/** Limits of the scope calls: an upload, one add call, one page of a list. */
export const SCOPE_LIMITS = Object.freeze({ uploadBytes: 2 * 1024 * 1024, uploadLines: 5000, addUrls: 1000, pageSize: 200, allUrlPart: 1000 });

/** Live progress of a crawl, pushed to the project's room as CRAWL_PROGRESS_EVENT (≤ 4 per second). */
export const CRAWL_PROGRESS_EVENT = 'crawl:progress';
export const crawlProgressSchema = z.object({
  projectId: z.string(),
  runId: z.string(),
  /** Project creation vocabulary: crawling, crawled, parsing, parsed, crawlingFailed, parsingFailed. */
  status: z.string(),
  /** Crawling vocabulary: ACTIVE, COMPLETED, FAILED, INACTIVE. */
  crawlStatus: z.string(),
  pagesFound: z.number(),
  pagesFetched: z.number(),
  pagesFailed: z.number(),
  pagesSkipped: z.number(),
  segments: z.number(),
  words: z.number(),
  lastProcessedUrl: z.string().nullable(),
});
export type CrawlProgress = z.infer<typeof crawlProgressSchema>;

const urlText = z.string().trim().min(1).max(2048);

export const startCrawlRequest = z.object({ projectId: projectIdSchema, initUrl: urlText.optional() });
export const startCrawlReply = z.object({ runId: z.string(), status: z.string(), crawlStatus: z.string() });
export const lastCrawlRequest = z.object({ projectId: projectIdSchema });
export const lastCrawlReply = z.object({ lastProcessedUrl: z.string(), parsedUrls: z.number(), status: z.string() });

/** One row of the scope table. */
export const scopeUrlSchema = z.object({
  id: z.string(),
  url: z.string(),
  hostname: z.string(),
  isTracked: z.boolean(),
  isInScope: z.boolean(),
  /** pending | fetching | fetched | failed | skipped */
  crawlStatus: z.string(),
  httpStatus: z.number().nullable(),
  sourceWordCount: z.number(),
  uniqueWordCount: z.number(),
  segmentCount: z.number(),
  fetchedAt: z.string().nullable(),
  title: z.string().nullable(),
  /** Why a URL failed or was skipped (robots.txt, canonical, redirect, size…). */
  error: z.string().nullable(),
});
export type ScopeUrl = z.infer<typeof scopeUrlSchema>;
export const scopeUrlListReply = z.object({ urls: z.array(scopeUrlSchema), total: z.number() });

const pageNumber = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(SCOPE_LIMITS.pageSize).default(10);

export const scopePageParams = z.object({ projectId: projectIdSchema, pageNumber, pageSize });
export const scopePageQuery = z.object({ searchText: z.string().trim().max(500).optional() });
export const scopeProjectParams = z.object({ projectId: projectIdSchema });
export const allUrlQuery = z.object({ pagePart: z.coerce.number().int().min(0).max(10_000).default(0) });
export const allUrlReply = z.object({ urls: z.array(z.string()), pagePart: z.number(), total: z.number() });
export const scopeUrlsQuery = z.object({
  pageNumber,
  pageSize,
  search: z.string().trim().max(500).optional(),
  selectedHostname: z.string().trim().max(255).optional(),
});

/** Per submitted URL: true when added, otherwise the reason it was not. */
export const scopeAddResultSchema = z.object({
  results: z.record(z.string(), z.union([z.literal(true), z.string()])),
  added: z.number(),
  failed: z.number(),
});
export const scopeAddRequest = z.object({
  projectId: projectIdSchema,
  urls: z.array(urlText).min(1, 'Please enter at least one Url').max(SCOPE_LIMITS.addUrls),
});
export const scopeAddReply = scopeAddResultSchema;
/** project/scope: the scope set to exactly a file's URLs; `removed` counts those taken out of scope. */
export const projectScopeReply = scopeAddResultSchema.extend({ removed: z.number() });

/** A URL is named by its id or by its address. */
const urlTarget = { projectId: projectIdSchema, urlId: z.string().trim().max(100).optional(), url: urlText.optional() };
const hasTarget = (v: { urlId?: string; url?: string }) => Boolean(v.urlId || v.url);
export const scopeToggleRequest = z.object({ ...urlTarget, isInScope: z.boolean() }).refine(hasTarget, { message: 'urlId or url is required', path: ['url'] });
export const trackingToggleRequest = z
  .object({ ...urlTarget, isTracked: z.boolean() })
  .refine(hasTarget, { message: 'urlId or url is required', path: ['url'] });
export const scopeUrlReply = scopeUrlSchema;

export const scopeProjectRequest = z.object({ projectId: projectIdSchema });
export const resyncReply = z.object({ runId: z.string(), urls: z.number() });
export const flushRequest = z.object({ projectId: projectIdSchema, url: urlText });
export const flushReply = z.object({ runId: z.string(), url: z.string() });
export const scopeUrlRequest = z.object({ projectId: projectIdSchema, url: urlText });

export const domainWiseUrlsReply = z.object({ domains: z.array(z.object({ hostname: z.string(), count: z.number(), inScope: z.number() })) });
export const uniqueDomainsReply = z.object({ hostnames: z.array(z.string()) });
export const fetchByDomainRequest = z.object({ projectId: projectIdSchema, hostname: z.string().trim().min(1).max(255), pageNumber, pageSize });
export const fetchAllDomainsReply = z.object({
  domains: z.array(z.object({ hostname: z.string(), origin: z.string(), isActive: z.boolean(), urlCount: z.number() })),
});

export const trackingUrlsReply = z.object({ urls: z.array(scopeUrlSchema) });
export const snapshotSchema = z.object({ id: z.string(), fetchedAt: z.string(), byteLength: z.number() });
export const trackingFilesReply = z.object({ url: z.string(), files: z.array(snapshotSchema) });
export const trackingFileRequest = z.object({ projectId: projectIdSchema, snapshotId: z.string().trim().min(1).max(100) });
/** The saved HTML travels as a JSON string: it is never served as a page of ours. */
export const snapshotHtmlReply = snapshotSchema.extend({ url: z.string(), html: z.string() });
