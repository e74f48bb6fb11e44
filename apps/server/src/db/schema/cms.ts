import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/** A project's headless CMS (one per project): address, API token encrypted at rest, webhook secret hashed. */
export const cmsConnections = pgTable('cms_connections', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('strapi'),
  baseUrl: text('base_url').notNull(),
  /** AES-256-GCM under a key derived from the server secret (lib/secret-box.ts). */
  tokenEnc: text('token_enc').notNull(),
  /** Strapi major version seen at verification: 5 (documentId) or 4 (attributes wrapper). */
  version: integer('version').notNull().default(5),
  environment: text('environment').notNull().default('prod'),
  domain: text('domain').notNull().default(''),
  locales: jsonb('locales').$type<string[]>().notNull().default([]),
  defaultLocale: text('default_locale').notNull().default('en'),
  autoSync: boolean('auto_sync').notNull().default(false),
  /** SHA-256 of the webhook secret (a random 256-bit value needs no slow hash). */
  webhookSecretHash: text('webhook_secret_hash'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A content type chosen for translation, with the fields chosen and its API translation status. */
export const cmsContentTypes = pgTable(
  'cms_content_types',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    kind: text('kind').notNull(),
    displayName: text('display_name').notNull(),
    pluralName: text('plural_name').notNull(),
    singularName: text('singular_name').notNull(),
    /** [{name, type}] of the chosen localized text fields. */
    fields: jsonb('fields').$type<{ name: string; type: string }[]>().notNull().default([]),
    /** Spec 01 §4: created, syncing, synced, applied_nmt, sent_to_pbk, pbk_translated. */
    status: text('status').notNull().default('created'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.uid] })],
);

/** One CMS entry (a document) as last pulled: its chosen fields' source values and where it got to. */
export const cmsEntries = pgTable(
  'cms_entries',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    documentId: text('document_id').notNull(),
    title: text('title').notNull().default(''),
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    /** The segment hashes the entry holds (what lists and counts read). */
    hashes: jsonb('hashes').$type<string[]>().notNull().default([]),
    /** synced | translated | applied | failed */
    status: text('status').notNull().default('synced'),
    appliedLangs: jsonb('applied_langs').$type<string[]>().notNull().default([]),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.uid, t.documentId] })],
);

/** A sync (full, one entry from a webhook, or apply only): a persistent job with its progress. */
export const cmsSyncs = pgTable(
  'cms_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** full | entry | apply */
    mode: text('mode').notNull(),
    uids: jsonb('uids').$type<string[]>().notNull().default([]),
    documentId: text('document_id'),
    targetLang: text('target_lang'),
    /** queued | running | completed | failed */
    status: text('status').notNull().default('queued'),
    phase: text('phase').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('cms_syncs_project_idx').on(t.projectId, t.createdAt)],
);

/** Webhook deliveries already accepted (digest of the raw body): a replay of one is refused. */
export const cmsWebhookEvents = pgTable(
  'cms_webhook_events',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cms_webhook_events_unique').on(t.projectId, t.digest)],
);
