import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { scopeUrls } from './scope.ts';
import { users } from './users.ts';

/**
 * The Word documents of a document project. The uploaded file stays in the storage adapter,
 * immutable (storageKey); its paragraphs are segments of the project held by the document's own
 * scope URL (scopeUrlId, source 'upload'), so the editor, machine-translation runs, memory and
 * manual-translation requests treat a document like a page.
 */
export const docFiles = pgTable(
  'doc_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    scopeUrlId: uuid('scope_url_id').references(() => scopeUrls.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Parliament category (LOB, BUL1…) and sub-type, as uploaded. */
    category: text('category'),
    subType: text('sub_type'),
    docDate: text('doc_date'),
    /** lokSabha | rajyaSabha: only that house's users (and organisation-wide roles) see it; null: everyone of the organisation. */
    house: text('house'),
    /** File processing vocabulary (spec 01 §4): NEW_URL, PBK_SENT, NMT_TRANSLATED, PBK_TRANSLATED, PBK_EXPORTED, FAILED. */
    status: text('status').notNull().default('NEW_URL'),
    failureReason: text('failure_reason'),
    languages: jsonb('languages').$type<string[]>().notNull(),
    /** The last machine-translation run of each language: { hi: runId }. */
    runs: jsonb('runs').$type<Record<string, string>>().notNull().default({}),
    manualRequestId: uuid('manual_request_id'),
    unitCount: integer('unit_count').notNull().default(0),
    sourceWordCount: integer('source_word_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doc_files_project_created_idx').on(t.projectId, t.createdAt),
    index('doc_files_project_category_idx').on(t.projectId, t.category, t.docDate),
    index('doc_files_project_house_idx').on(t.projectId, t.house),
  ],
);

/** Ids of the document webhooks already handled: a replayed delivery is refused. */
export const docWebhookEvents = pgTable('doc_webhook_events', {
  id: text('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
