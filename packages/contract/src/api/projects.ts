import { z } from 'zod';
import { DEFAULT_SOURCE_LANG, getLanguage, isLanguageCode } from '../languages.ts';
import { MESSAGES, urlSchema } from '../validation.ts';

const languageTitle = (code: string) => {
  const name = isLanguageCode(code) ? getLanguage(code).name : code;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** Project messages the client shows as they are (spec 02 §8). */
export const PROJECT_MESSAGES = {
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  deleteRequested: 'Project delete request sent, Project will be deleted in a moment',
  deleted: 'Project deleted successfully',
  deleteFailed: 'Error while deleting the project',
  notFound: 'Project not found',
  exists: (hostname: string) => `Project with ${hostname} already exists`,
  freeLimit: 'A free organisation can have only one project. Please upgrade your plan to add another.',
  freePageLimit: 'A free organisation can crawl at most 500 pages per project.',
  /** The crawl's warning when it stopped adding pages at the project's limit, and where to raise it. */
  pageLimitReached: (limit: number) =>
    `The crawl stopped at the page limit of ${limit} pages: further pages of the site were not added. Raise it with Edit (Page limit) at the top of the project and crawl again.`,
  /** What the create wizard and the scope screen say before a crawl. */
  /** A project's target languages never include its source language (issues #10, #15). */
  targetIsSource: (code: string) =>
    `${languageTitle(code)} is the project's source language: it cannot also be a target language. Remove it from the target languages or choose another source language.`,
  crawlsUpTo: (limit: number) => `The crawl adds up to ${limit} pages; raise the limit with Edit (Page limit) at the top of the project.`,
} as const;

/** Free organisations (plan 'free'): one project, at most this many pages crawled. */
export const FREE_ORG_LIMITS = Object.freeze({ projects: 1, pageLimit: 500 });

/** Ids are checked by the server (an unknown or foreign id is 404 'Project not found'). */
export const projectIdSchema = z.string({ error: 'projectId is required' }).trim().min(1, 'projectId is required').max(100);
export const projectIdRequest = z.object({ projectId: projectIdSchema });

/** Target languages: codes of the language table, at least one, duplicates dropped. */
export const projectLanguagesSchema = z
  .array(z.string().trim().refine(isLanguageCode, 'Unknown language code'), { error: MESSAGES.languagesRequired })
  .min(1, MESSAGES.languagesRequired)
  .max(30)
  .transform((codes) => [...new Set(codes)]);

/** The language a project's content is written in: any code of the language table; English by default. */
export const sourceLanguageSchema = z.string().trim().refine(isLanguageCode, 'Unknown source language code');
export const projectSourceLanguage = (v: { sourceLanguage?: string | null }) => v.sourceLanguage ?? DEFAULT_SOURCE_LANG;

export const pageRequest = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** Website project: the older client sends `baseUrl`, the newer `url`; either is accepted. */
export const createProjectRequest = z
  .object({
    url: urlSchema.optional(),
    baseUrl: urlSchema.optional(),
    languages: projectLanguagesSchema,
    name: z.string().trim().min(1).max(120).optional(),
    /** Absent: English. */
    sourceLanguage: sourceLanguageSchema.optional(),
  })
  .refine((v) => v.url || v.baseUrl, { message: MESSAGES.urlInvalid, path: ['url'] })
  .superRefine((v, ctx) => {
    const source = projectSourceLanguage(v);
    if ((v.languages as string[]).includes(source)) ctx.addIssue({ code: 'custom', message: PROJECT_MESSAGES.targetIsSource(source), path: ['languages'] });
  });
export const createProjectReply = z.object({ projectId: z.string(), status: z.string() });

export const domainInputSchema = z.object({ url: urlSchema, languages: projectLanguagesSchema });
export const createMultiOriginRequest = z.object({
  name: z.string().trim().min(1, 'Please enter a project name').max(120),
  domains: z.array(domainInputSchema).min(1, 'Please add at least one domain').max(50),
});

export const listProjectsRequest = pageRequest.extend({ searchText: z.string().trim().max(200).optional() });

/** One row of the projects list; counts come from the project's in-scope URLs and unique segments. */
export const projectListItemSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  baseUrl: z.string(),
  hostname: z.string(),
  kind: z.string(),
  /** The language the project is written in (English unless chosen otherwise). */
  sourceLanguage: z.string(),
  languages: z.array(z.string()),
  status: z.string(),
  crawlStatus: z.string(),
  parsedUrls: z.number(),
  domainCount: z.number(),
  sourceWordCount: z.number(),
  uniqueWordCount: z.number(),
  createdAt: z.string(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;
export const listProjectsReply = z.object({ projectList: z.array(projectListItemSchema), totalProjects: z.number() });

/** Counts for one target language (TM = the organisation's translation memory). */
export const languageCountsSchema = z.object({
  language: z.string(),
  /** Words of unique in-scope segments with no TM row for this language. */
  newContentWordCount: z.number(),
  newContentSegmentCount: z.number(),
  /** Words whose TM row is a translation (display type 'translation') of type MACHINE, USER or PBK. */
  translatedWordCount: z.number(),
  /** Words whose TM row is a transliteration (display type t13n). */
  transliteratedWordCount: z.number(),
  translatedByType: z.object({ MACHINE: z.number(), USER: z.number(), PBK: z.number() }),
  /** Segments per TM type (NO_TRANSLATION_AVAILABLE counts neither as new nor as translated). */
  tmCounts: z.object({ USER: z.number(), MACHINE: z.number(), PBK: z.number(), NO_TRANSLATION_AVAILABLE: z.number() }),
});
export type LanguageCounts = z.infer<typeof languageCountsSchema>;

export const projectTotalsSchema = z.object({
  sourceWordCount: z.number(),
  uniqueWordCount: z.number(),
  urlCount: z.number(),
  inScopeUrlCount: z.number(),
  trackedUrlCount: z.number(),
});

export const projectDomainSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  origin: z.string(),
  isActive: z.boolean(),
  isPrimary: z.boolean(),
  languages: z.array(z.string()),
  verificationLevel: z.number(),
});

/** A new project's page limit (the plan may lower it: FREE_ORG_LIMITS). */
export const DEFAULT_PAGE_LIMIT = 500;

export const projectDetailsReply = projectListItemSchema.extend({
  lastProcessedUrl: z.string().nullable(),
  pageLimit: z.number(),
  /** The in-scope URLs have reached pageLimit: a crawl adds no further pages. */
  pageLimitReached: z.boolean(),
  maxDepth: z.number(),
  canonical: z.boolean(),
  cache: z.boolean(),
  metaTags: z.boolean(),
  updatedAt: z.string(),
  domains: z.array(projectDomainSchema),
  /** Hostnames of the project other than its main one. */
  otherDomains: z.array(z.string()),
  totals: projectTotalsSchema,
  counts: z.array(languageCountsSchema),
});

export const updateProjectRequest = z.object({
  projectId: projectIdSchema,
  name: z.string().trim().min(1).max(120).optional(),
  languages: projectLanguagesSchema.optional(),
  /** The server refuses a source language that is (or would be) among the target languages. */
  sourceLanguage: sourceLanguageSchema.optional(),
  pageLimit: z.number().int().min(1).max(100_000).optional(),
  maxDepth: z.number().int().min(0).max(20).optional(),
});
export const updateProjectReply = projectListItemSchema.extend({ pageLimit: z.number(), maxDepth: z.number() });

export const deleteProjectRequest = z.object({ projectId: projectIdSchema, keepTm: z.boolean().default(true) });
export const deleteProjectReply = z.object({ projectId: z.string() });

export const fetchProjectIdRequest = z
  .object({ url: z.string().trim().max(2000).optional(), hostname: z.string().trim().max(253).optional() })
  .refine((v) => v.url || v.hostname, { message: 'Please send a url or a hostname', path: ['url'] });
export const fetchProjectIdReply = z.object({ projectId: z.string() });
export const accessVerifyReply = z.object({ access: z.literal(true) });

/** Delivery flags of the snippet, set one key at a time. */
export const PROJECT_FLAG_KEYS = ['canonical', 'cache', 'metaTags'] as const;
export const projectFlagRequest = z.object({ projectId: projectIdSchema, key: z.enum(PROJECT_FLAG_KEYS), status: z.boolean() });
export const projectFlagsReply = z.object({ canonical: z.boolean(), cache: z.boolean(), metaTags: z.boolean() });

export const wordCountParams = z.object({ projectId: projectIdSchema });
export const wordCountReply = projectTotalsSchema.extend({ projectId: z.string(), counts: z.array(languageCountsSchema) });

export const crawlCountersSchema = z.object({
  projectStatus: z.string(),
  crawlStatus: z.string(),
  lastProcessedUrl: z.string().nullable(),
  parsedUrls: z.number(),
  /** scope URLs by crawl state. */
  urlsByStatus: z.object({ pending: z.number(), fetching: z.number(), fetched: z.number(), failed: z.number(), skipped: z.number() }),
  /** The latest crawl run's live counters, null before the first crawl. */
  lastRun: z
    .object({
      status: z.string(),
      pagesFound: z.number(),
      pagesFetched: z.number(),
      pagesFailed: z.number(),
      segmentCount: z.number(),
      wordCount: z.number(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
    })
    .nullable(),
});
export const projectStatsReply = z.object({ totals: projectTotalsSchema, counts: z.array(languageCountsSchema), crawl: crawlCountersSchema });

export const urlWiseStatsRequest = z.object({ projectId: projectIdSchema, urls: z.array(z.string().trim().min(1).max(2000)).min(1).max(500) });
export const urlWiseStatsReply = z.object({
  urls: z.array(
    z.object({
      url: z.string(),
      found: z.boolean(),
      hostname: z.string().nullable(),
      crawlStatus: z.string().nullable(),
      isInScope: z.boolean(),
      isTracked: z.boolean(),
      segmentCount: z.number(),
      sourceWordCount: z.number(),
      uniqueWordCount: z.number(),
    }),
  ),
});

export const freeProjectReply = z.object({
  project: z
    .object({ id: z.string(), name: z.string(), baseUrl: z.string(), languages: z.array(z.string()), status: z.string(), crawlStatus: z.string() })
    .nullable(),
});
