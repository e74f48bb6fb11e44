import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { projects } from './projects.ts';

/**
 * Every version a TM row has had, newest last: written whenever a translation changes (user edit,
 * machine translation, accepted suggestion, replace, explicit revision/create), so a correction
 * keeps its history even when the current row is overwritten.
 */
export const tmRevisions = pgTable(
  'tm_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sourceHash: text('source_hash').notNull(),
    targetLang: text('target_lang').notNull(),
    preProcessedTarget: text('pre_processed_target').notNull(),
    /** USER | MACHINE | PBK | NO_TRANSLATION_AVAILABLE */
    type: text('type').notNull(),
    /** translation | t13n */
    displayType: text('display_type').notNull(),
    /** What produced it: user, nmt:{engine}, t13n, suggestion, replace, import, revision */
    origin: text('origin').notNull().default('user'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tm_revisions_key_idx').on(t.organisationId, t.sourceHash, t.targetLang, t.createdAt)],
);

/**
 * Glossary terms of a project. rule: never (keep the term as written), always (always translate
 * as translations[lang]), transliterate (write the term in the target script).
 */
export const glossaryTerms = pgTable(
  'glossary_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    rule: text('rule').notNull(),
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    isCaseSensitive: boolean('is_case_sensitive').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('glossary_terms_unique').on(t.projectId, t.term)],
);

/**
 * Transliteration memory (kind 'memory', `transliteration/post`) and the transliteration glossary
 * (kind 'glossary', `transliterationGlossary/create`): a word and how it is written in a target
 * script, consulted before the rule-based transliterator.
 */
export const transliterationEntries = pgTable(
  'transliteration_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetLang: text('target_lang').notNull(),
    source: text('source').notNull(),
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transliteration_entries_unique').on(t.projectId, t.kind, t.targetLang, t.source)],
);

/** Which machine-translation engine serves a project's language pair, optionally through a pivot. */
export const projectEngines = pgTable(
  'project_engines',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sourceLang: text('source_lang').notNull().default('en'),
    targetLang: text('target_lang').notNull(),
    /** An engine id from the contract's MT_ENGINES (default: the offline transliteration engine). */
    engine: text('engine').notNull(),
    pivotLang: text('pivot_lang'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.sourceLang, t.targetLang] })],
);

/**
 * One bulk machine translation or transliteration (`/translation/nmt/apply`,
 * `/transliteration/applyTransliteration`): the segments to do are stored with the run, so a
 * restarted server resumes it, and (projectId, requestId) is unique so a repeated request is one run.
 */
export const translationRuns = pgTable(
  'translation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').notNull(),
    requestId: text('request_id').notNull(),
    /** nmt | t13n */
    kind: text('kind').notNull(),
    targetLang: text('target_lang').notNull(),
    engine: text('engine').notNull(),
    pivotLang: text('pivot_lang'),
    /** queued | running | completed | failed */
    status: text('status').notNull().default('queued'),
    sourceHashes: jsonb('source_hashes').$type<string[]>().notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    fromMemory: integer('from_memory').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Index into sourceHashes of the next batch: what a resumed run starts from. */
    cursor: integer('cursor').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('translation_runs_request_unique').on(t.projectId, t.requestId), index('translation_runs_status_idx').on(t.status)],
);

/** Per-segment failures of a run, shown to the user instead of being dropped silently. */
export const translationRunErrors = pgTable(
  'translation_run_errors',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => translationRuns.id, { onDelete: 'cascade' }),
    sourceHash: text('source_hash').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.sourceHash] })],
);

/** Engine calls and characters per project domain, engine and month (domain stats: nmtCall). */
export const engineUsage = pgTable(
  'engine_usage',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    /** YYYY-MM in UTC */
    month: text('month').notNull(),
    engine: text('engine').notNull(),
    calls: integer('calls').notNull().default(0),
    characters: integer('characters').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.hostname, t.month, t.engine] })],
);
