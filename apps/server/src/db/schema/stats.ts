import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * The daily salt of the visitor hash (sha256 of salt + IP + user agent + site). A new one is made
 * for each UTC day and the older ones deleted, so yesterday's hashes cannot be recomputed and a
 * visitor cannot be followed across days. The IP and user agent themselves are never stored.
 */
export const statSalts = pgTable('stat_salts', {
  /** YYYY-MM-DD in UTC */
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * One row per visitor hash of the day: when it was last seen (a visit is the views of one visitor
 * with less than 30 minutes between them) and how many views it reported (the flood cap).
 * Rows of past days are deleted with their salt.
 */
export const statVisitors = pgTable(
  'stat_visitors',
  {
    visitor: text('visitor').primaryKey(),
    day: text('day').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** lastAt before the latest view: tells the ingest whether that view started a new visit. */
    prevAt: timestamp('prev_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
  },
  (t) => [index('stat_visitors_day_idx').on(t.day)],
);

/**
 * Raw events, append-only: page views (snippet and proxy) and downloads. The rollup job folds them
 * into stat_daily / stat_daily_urls; the retention job deletes old ones (the rollups are kept).
 */
export const statEvents = pgTable(
  'stat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** view | download */
    kind: text('kind').notNull(),
    hostname: text('hostname').notNull(),
    /** The page (views) or what was downloaded (downloads: the call's path). */
    url: text('url').notNull(),
    /** The language read ('' for downloads). */
    lang: text('lang').notNull(),
    /** snippet | proxy | dashboard */
    channel: text('channel').notNull(),
    /** Daily-salted visitor hash ('' for downloads). */
    visitor: text('visitor').notNull(),
    newVisit: boolean('new_visit').notNull().default(false),
    /** The same view reported twice has the same key: counted once. */
    dedupeKey: text('dedupe_key').notNull(),
    /** YYYY-MM-DD in UTC */
    day: text('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('stat_events_dedupe').on(t.projectId, t.dedupeKey), index('stat_events_day_idx').on(t.day), index('stat_events_at_idx').on(t.at)],
);

/** Daily figures per project, hostname and language (downloads: lang ''). Rebuilt per day by the rollup job. */
export const statDaily = pgTable(
  'stat_daily',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    day: text('day').notNull(),
    lang: text('lang').notNull(),
    views: integer('views').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.hostname, t.lang] }), index('stat_daily_day_idx').on(t.day)],
);

/**
 * Monthly figures per project, hostname and language: the sums of stat_daily over each month, rebuilt
 * by the rollup job for every month whose days it rebuilt. A year of a range reads ~12 rows per domain
 * and language here instead of ~365 (the < 100 ms target of issue 12 at 10 M events).
 */
export const statMonthly = pgTable(
  'stat_monthly',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** YYYY-MM */
    month: text('month').notNull(),
    lang: text('lang').notNull(),
    views: integer('views').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month, t.hostname, t.lang] }), index('stat_monthly_month_idx').on(t.month)],
);

/** Daily page views and visits per URL (urlWiseStat). */
export const statDailyUrls = pgTable(
  'stat_daily_urls',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    day: text('day').notNull(),
    lang: text('lang').notNull(),
    url: text('url').notNull(),
    views: integer('views').notNull().default(0),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.hostname, t.lang, t.url] })],
);

/**
 * Monthly page views and visits per URL: the sums of stat_daily_urls over each month, rebuilt with
 * stat_monthly. urlWiseStat reads the whole months of a range here and only the partial ones daily.
 */
export const statMonthlyUrls = pgTable(
  'stat_monthly_urls',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** YYYY-MM */
    month: text('month').notNull(),
    lang: text('lang').notNull(),
    url: text('url').notNull(),
    views: integer('views').notNull().default(0),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.month, t.hostname, t.lang, t.url] })],
);

/** The rollup's high-water mark: every event with id ≤ lastEventId is in the rollups. One row (id 1). */
export const statRollupState = pgTable('stat_rollup_state', {
  id: integer('id').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});
