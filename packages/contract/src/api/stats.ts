import { z } from 'zod';
import { isLanguageCode } from '../languages.ts';
import { projectIdSchema } from './projects.ts';

export const STATS_LIMITS = Object.freeze({
  /** The longest range one call reads (two years and a day, so "last 2 years" fits). */
  maxRangeDays: 731,
  /** The range when none is given: the last 30 days. */
  defaultRangeDays: 30,
  urlPageSize: 20,
  maxUrlPageSize: 100,
  /** Points of a domain's sparkline, whatever the range. */
  trendPoints: 30,
});

/** Machine-translation characters a month each plan includes (until the payments module sets them per order). */

export const STATS_MESSAGES = {
  /** Spec 02 §8: the one message of a failed stats call on the client. */
  failed: 'Error encountered while fetching stats',
  inverted: 'The start date must be on or before the end date',
  tooLong: `Choose a range of at most ${STATS_LIMITS.maxRangeDays} days (2 years)`,
  future: 'The range starts in the future: choose dates up to today',
  badDate: 'Dates are written YYYY-MM-DD',
} as const;

const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, STATS_MESSAGES.badDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), STATS_MESSAGES.badDate);

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The filters every stats call takes: a date range (UTC days, both included), and optionally one
 * project, one domain (hostname) and one language. organisationId: super admins only (others see
 * their own organisation whatever they send).
 */
export const statsFilterShape = {
  from: dayString.optional(),
  to: dayString.optional(),
  projectId: projectIdSchema.optional(),
  domain: z.string().trim().toLowerCase().min(1).max(253).optional(),
  lang: z.string().trim().refine(isLanguageCode, 'Unknown language code').optional(),
  organisationId: z.string().uuid('Invalid organisationId').optional(),
};

type RangeInput = { from?: string; to?: string };
/** Inverted and over-long ranges are refused with a message that says what to change. */
function checkRange(value: RangeInput, ctx: z.RefinementCtx) {
  if (!value.from || !value.to) return;
  const days = daysBetween(value.from, value.to);
  if (days < 0) ctx.addIssue({ code: 'custom', message: STATS_MESSAGES.inverted, path: ['from'] });
  else if (days + 1 > STATS_LIMITS.maxRangeDays) ctx.addIssue({ code: 'custom', message: STATS_MESSAGES.tooLong, path: ['from'] });
}

export const statsFilterRequest = z.object(statsFilterShape).superRefine(checkRange);
export type StatsFilter = z.infer<typeof statsFilterRequest>;
export const urlWiseStatRequest = z
  .object({
    ...statsFilterShape,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(STATS_LIMITS.maxUrlPageSize).default(STATS_LIMITS.urlPageSize),
  })
  .superRefine(checkRange);
export const downloadStatsRequest = z.object({ ...statsFilterShape, format: z.enum(['csv', 'xlsx']).default('csv') }).superRefine(checkRange);
export const domainWiseRequest = z.object({ ...statsFilterShape, projectId: projectIdSchema }).superRefine(checkRange);

const range = { from: z.string(), to: z.string() };

export const fetchStatReply = z.object({
  ...range,
  stat: z.object({
    projects: z.number(),
    domains: z.number(),
    totalLanguages: z.number(),
    languages: z.array(z.string()),
    sourceWords: z.number(),
    translatedWords: z.number(),
    transliteratedWords: z.number(),
    wordsByType: z.object({ MACHINE: z.number(), USER: z.number(), PBK: z.number() }),
    views: z.number(),
    visits: z.number(),
    downloads: z.number(),
    visitsThisMonth: z.number(),
    visitsLastMonth: z.number(),
    /** Percent change of visits from last month; null when last month had none. */
    visitsChange: z.number().nullable(),
    mtCallsThisMonth: z.number(),
    mtCharactersThisMonth: z.number(),
    /** MT characters per month of the plan (the plans table); null: no limit. */
    mtAllowance: z.number().nullable(),
  }),
});

export const monthWiseStatReply = z.object({
  ...range,
  monthWiseData: z.array(
    z.object({ month: z.string(), lang: z.string(), visits: z.number(), views: z.number(), wordsTranslated: z.number(), wordsTransliterated: z.number() }),
  ),
  wordsByType: z.array(z.object({ month: z.string(), type: z.string(), words: z.number() })),
  mtMonthly: z.array(z.object({ month: z.string(), engine: z.string(), calls: z.number(), characters: z.number() })),
});

export const domainWiseItemSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  hostname: z.string(),
  languages: z.array(z.string()),
  views: z.number(),
  visits: z.number(),
  downloads: z.number(),
  mtCalls: z.number(),
  mtCharacters: z.number(),
  /** Visits over the range in STATS_LIMITS.trendPoints buckets (the sparkline). */
  trend: z.array(z.number()),
});
export type DomainWiseItem = z.infer<typeof domainWiseItemSchema>;
export const domainWiseStatReply = z.object({
  ...range,
  domainWiseData: z.array(domainWiseItemSchema),
  /** Visits and views per day and language. */
  siteVisitData: z.array(z.object({ day: z.string(), lang: z.string(), visits: z.number(), views: z.number() })),
});

export const urlWiseStatReply = z.object({
  ...range,
  urlWiseStatData: z.array(z.object({ url: z.string(), hostname: z.string(), lang: z.string(), views: z.number(), visits: z.number() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const perDomain = <T extends z.ZodRawShape>(shape: T) => z.array(z.object({ hostname: z.string(), ...shape }));
export const domainWiseWordCountReply = z.object({
  ...range,
  totalDomain: z.number(),
  wordCount: z.number(),
  uniqueWordCount: z.number(),
  domains: perDomain({ wordCount: z.number(), uniqueWordCount: z.number() }),
});
export const domainWiseTrafficReply = z.object({
  ...range,
  totalDomain: z.number(),
  totalTraffic: z.number(),
  totalVisits: z.number(),
  domains: perDomain({ totalTraffic: z.number(), visits: z.number() }),
});
export const domainWiseNmtCallReply = z.object({
  ...range,
  totalDomain: z.number(),
  nmtCall: z.number(),
  characters: z.number(),
  domains: perDomain({ nmtCall: z.number(), characters: z.number() }),
});

/** The rollup's state after a run was asked for: events up to rolledUpTo are in the rollups; pending (capped) are not yet. */
export const statsRollupReply = z.object({
  queued: z.boolean(),
  rolledUpTo: z.number().int(),
  rolledAt: z.string().nullable(),
  pending: z.number().int(),
});
