import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * Every URL of a project: the crawl frontier (status pending → fetched/failed/skipped) and the
 * scope users manage (in scope, tracked). Normalised URLs are unique per project, which is what
 * makes a crawl idempotent and resumable.
 */
export const scopeUrls = pgTable(
  'scope_urls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    hostname: text('hostname').notNull(),
    depth: integer('depth').notNull().default(0),
    /** pending | fetching | fetched | failed | skipped */
    crawlStatus: text('crawl_status').notNull().default('pending'),
    httpStatus: integer('http_status'),
    error: text('error'),
    isInScope: boolean('is_in_scope').notNull().default(true),
    isTracked: boolean('is_tracked').notNull().default(false),
    /** manual | crawl | sitemap | upload */
    source: text('source').notNull().default('crawl'),
    title: text('title'),
    contentHash: text('content_hash'),
    segmentCount: integer('segment_count').notNull().default(0),
    sourceWordCount: integer('source_word_count').notNull().default(0),
    uniqueWordCount: integer('unique_word_count').notNull().default(0),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scope_urls_project_url_unique').on(t.projectId, t.url),
    index('scope_urls_project_status_idx').on(t.projectId, t.crawlStatus),
    // One origin's URLs in url order (scope/urls with selectedHostname, fetchByDomain: OFFSET or keyset pages).
    index('scope_urls_project_host_url_idx').on(t.projectId, t.hostname, t.url),
  ],
);

/** Fetched HTML kept for the tracking calls (getTrackingFilesrc, getFilehtmls). */
export const pageSnapshots = pgTable(
  'page_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scopeUrlId: uuid('scope_url_id')
      .notNull()
      .references(() => scopeUrls.id, { onDelete: 'cascade' }),
    html: text('html').notNull(),
    contentHash: text('content_hash').notNull(),
    byteLength: integer('byte_length').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_snapshots_url_idx').on(t.scopeUrlId, t.fetchedAt)],
);

/** Unique source segments of a project, by the engine's sourceHash of the normalised text. */
export const segments = pgTable(
  'segments',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sourceHash: text('source_hash').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    wordCount: integer('word_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Derived from url_segments and scope_urls, kept by database triggers (migration 0005) whoever
     * writes them: the segment's first position on any page, and whether an in-scope URL holds it.
     * They spare the editor's calls a min() and an EXISTS per segment on every request.
     */
    firstPosition: integer('first_position'),
    inScope: boolean('in_scope').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.sourceHash] }),
    // The editor's project-wide order (found order, then first position), in-scope segments only.
    index('segments_in_scope_order_idx')
      .on(t.projectId, t.createdAt, t.firstPosition, t.sourceHash)
      .where(sql`in_scope`),
  ],
);

/**
 * The project's in-scope segments counted per kind and per current TM row (language, type,
 * display type), kept by database triggers on segments and translation_memory (migration
 * 0005_speed) so the overview and the editor's totals read a few rows instead of joining every
 * segment with the memory. The row with lang = '' (and tm_type = display_type = '') holds all the
 * in-scope segments of a kind; a language's new content is that minus its TM rows.
 */
export const segmentCounts = pgTable(
  'segment_counts',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    tmType: text('tm_type').notNull(),
    displayType: text('display_type').notNull(),
    segs: integer('segs').notNull(),
    words: integer('words').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.kind, t.lang, t.tmType, t.displayType] })],
);

/** Which segments a URL holds and how often: the basis of per-URL and per-project counts. */
export const urlSegments = pgTable(
  'url_segments',
  {
    scopeUrlId: uuid('scope_url_id')
      .notNull()
      .references(() => scopeUrls.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    sourceHash: text('source_hash').notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scopeUrlId, t.sourceHash] }),
    // With the position, a segment's first position is the first entry of its range (the flags triggers' min).
    index('url_segments_project_position_idx').on(t.projectId, t.sourceHash, t.position),
  ],
);

/** One row per crawl started, with its live counters (also pushed over the realtime channel). */
export const crawlRuns = pgTable(
  'crawl_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    initUrl: text('init_url').notNull(),
    /** full: seeds robots/sitemaps and follows links; refresh: only fetches the pending rows (add, upload, flush, resync). */
    mode: text('mode').notNull().default('full'),
    /** Crawling vocabulary: INACTIVE | ACTIVE | FAILED | COMPLETED */
    status: text('status').notNull().default('ACTIVE'),
    /**
     * The baton: only the job carrying this token may work on the run until leaseUntil, so two
     * workers (or two server instances) never crawl one project at once, and a dead worker's
     * run is picked up again once its lease lapses.
     */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When robots.txt and the sitemaps were read into the frontier; a resumed run does not redo it. */
    seededAt: timestamp('seeded_at', { withTimezone: true }),
    pagesFound: integer('pages_found').notNull().default(0),
    pagesFetched: integer('pages_fetched').notNull().default(0),
    pagesFailed: integer('pages_failed').notNull().default(0),
    segmentCount: integer('segment_count').notNull().default(0),
    wordCount: integer('word_count').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('crawl_runs_project_idx').on(t.projectId, t.startedAt), index('crawl_runs_status_idx').on(t.status)],
);
