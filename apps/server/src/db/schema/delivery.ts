import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * A visitor's better translation for a piece of text. Identical suggestions (same segment,
 * language and text) are merged into one row whose count grows.
 * status: new | inprocess | accepted | rejected
 */
export const suggestions = pgTable(
  'suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sourceHash: text('source_hash').notNull(),
    sourceText: text('source_text').notNull(),
    targetLang: text('target_lang').notNull(),
    /** The translation the visitor saw, if any. */
    currentText: text('current_text'),
    suggestedText: text('suggested_text').notNull(),
    pageUrl: text('page_url'),
    status: text('status').notNull().default('new'),
    count: integer('count').notNull().default(1),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suggestions_merge_unique').on(t.projectId, t.sourceHash, t.targetLang, t.suggestedText),
    index('suggestions_project_status_idx').on(t.projectId, t.status, t.updatedAt),
  ],
);

/** Free-text feedback a visitor leaves about a translated page. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    pageUrl: text('page_url'),
    targetLang: text('target_lang'),
    /** 1–5, optional */
    rating: integer('rating'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_project_idx').on(t.projectId, t.createdAt)],
);

/** Page views per project domain, language and day, reported by the snippet and the proxy (totalTraffic). */
export const pageViews = pgTable(
  'page_views',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** YYYY-MM-DD in UTC */
    day: text('day').notNull(),
    lang: text('lang').notNull(),
    /** snippet | proxy */
    channel: text('channel').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.hostname, t.day, t.lang, t.channel] })],
);

/** Pages the translating proxy rendered, kept while the project's cache flag is on. */
export const renderedPages = pgTable(
  'rendered_pages',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    url: text('url').notNull(),
    html: text('html').notNull(),
    etag: text('etag').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.lang, t.url] })],
);
