import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { scopeUrls } from './scope.ts';

/**
 * Translated URL paths (scope/addUrlTranslations, scope/updateTranslatedUrl): the path a page has in
 * one language on the translating proxy, e.g. `/about` → `/hamare-bare-mein` in Hindi. Paths are
 * stored decoded (Unicode, NFC) and unique per site and language, in both directions, so the proxy
 * maps a request to exactly one page. Earlier translated paths stay in `previousPaths` and answer
 * with a permanent redirect (docs/proxy.md).
 */
export const urlTranslations = pgTable(
  'url_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scopeUrlId: uuid('scope_url_id')
      .notNull()
      .references(() => scopeUrls.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    lang: text('lang').notNull(),
    sourcePath: text('source_path').notNull(),
    translatedPath: text('translated_path').notNull(),
    previousPaths: text('previous_paths')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('url_translations_source_unique').on(t.projectId, t.hostname, t.lang, t.sourcePath),
    uniqueIndex('url_translations_translated_unique').on(t.projectId, t.hostname, t.lang, t.translatedPath),
    index('url_translations_scope_url_idx').on(t.scopeUrlId),
  ],
);
