import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * API content of a project (spec 02 §3 Api translation item): a static JSON file (its source text
 * kept to rebuild each language in the input's shape) or a dynamic API fed by requests.
 */
export const apiTranslations = pgTable(
  'api_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** static | dynamic */
    kind: text('kind').notNull(),
    /** The file name (static) or the API's name (dynamic); unique per project. */
    name: text('name').notNull(),
    /** i18next | icu | plain */
    format: text('format').notNull().default('plain'),
    /** nested | flat */
    shape: text('shape').notNull().default('nested'),
    /** Api translation statuses (spec 01 §4): created, syncing, synced, applied_nmt, sent_to_pbk, pbk_translated */
    status: text('status').notNull().default('created'),
    source: text('source'),
    keyCount: integer('key_count').notNull().default(0),
    segmentCount: integer('segment_count').notNull().default(0),
    wordCount: integer('word_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_translations_project_name_unique').on(t.projectId, t.kind, t.name),
    index('api_translations_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * Which segments (the project's `segments` rows, shared with every other source) an API item's
 * keys hold, in key order: one row per translatable piece of a value.
 */
export const apiValues = pgTable(
  'api_values',
  {
    apiId: uuid('api_id')
      .notNull()
      .references(() => apiTranslations.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    position: integer('position').notNull(),
    key: text('key').notNull(),
    sourceHash: text('source_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.apiId, t.position] }),
    // A dynamic API records each key and text once however often apps send it.
    uniqueIndex('api_values_api_key_hash_unique').on(t.apiId, t.key, t.sourceHash),
    index('api_values_project_hash_idx').on(t.projectId, t.sourceHash),
  ],
);

/** Keys of the public dynamic call: shown once, stored as a SHA-256 hash, revocable. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash), index('api_keys_project_idx').on(t.projectId)],
);

/** One logged dynamic request with its counts (jsonRequestsList, nmtReqs). */
export const apiRequests = pgTable(
  'api_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id'),
    sourceLang: text('source_lang').notNull(),
    targetLang: text('target_lang').notNull(),
    bot: boolean('bot').notNull().default(false),
    /** completed | failed */
    status: text('status').notNull(),
    segments: integer('segments').notNull().default(0),
    fromMemory: integer('from_memory').notNull().default(0),
    machine: integer('machine').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    characters: integer('characters').notNull().default(0),
    payloadBytes: integer('payload_bytes').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    error: text('error'),
    /** Up to 50 per-value issues (key and message), for the details view. */
    issues: jsonb('issues').$type<{ key: string; message: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_requests_project_idx').on(t.projectId, t.createdAt)],
);
