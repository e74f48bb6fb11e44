import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** website | multiOrigin | mobile | api | file */
    kind: text('kind').notNull().default('website'),
    baseUrl: text('base_url').notNull(),
    hostname: text('hostname').notNull(),
    /** The language the site/content is written in (contract language code); English by default. */
    sourceLanguage: text('source_language').notNull().default('en'),
    languages: jsonb('languages').$type<string[]>().notNull(),
    /** Project creation vocabulary (spec 01 §4): partialCreated, processing, crawling, ... */
    status: text('status').notNull().default('partialCreated'),
    /** Crawling vocabulary: INACTIVE | ACTIVE | FAILED | COMPLETED */
    crawlStatus: text('crawl_status').notNull().default('INACTIVE'),
    lastProcessedUrl: text('last_processed_url'),
    parsedUrls: integer('parsed_urls').notNull().default(0),
    /** Crawl limits: the plan decides pageLimit (500 for free organisations). */
    pageLimit: integer('page_limit').notNull().default(500),
    maxDepth: integer('max_depth').notNull().default(5),
    /** Delivery flags, updated by key through /project/cache/update and /project/meta/update. */
    canonicalEnabled: boolean('canonical_enabled').notNull().default(true),
    cacheEnabled: boolean('cache_enabled').notNull().default(true),
    metaTagsEnabled: boolean('meta_tags_enabled').notNull().default(true),
    /**
     * "Translate new content automatically": null until chosen, then it follows the engines (on
     * for a language with a real engine, off for the built-in transliteration).
     */
    autoTranslateNew: boolean('auto_translate_new'),
    popupCss: text('popup_css').notNull().default(''),
    /** Set when a delete has been requested; the delete job removes the row. */
    deletingAt: timestamp('deleting_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_org_idx').on(t.organisationId), index('projects_hostname_idx').on(t.hostname)],
);
