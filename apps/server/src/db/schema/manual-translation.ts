import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ManualAnalysis } from '@lipi/contract';
import { projects } from './projects.ts';

/**
 * A professional-translation request. The analysis and quote are stored with it (prices of the day),
 * so a later price change never rewrites what was quoted.
 */
export const manualRequests = pgTable(
  'manual_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    targetLangs: jsonb('target_langs').$type<string[]>().notNull(),
    urls: jsonb('urls').$type<string[]>().notNull().default([]),
    pipeline: text('pipeline').notNull(),
    dueDate: text('due_date'),
    notes: text('notes').notNull().default(''),
    /** Spec 01 §4 manual translation statuses. */
    status: text('status').notNull(),
    analysis: jsonb('analysis').$type<ManualAnalysis>(),
    totalAmount: doublePrecision('total_amount').notNull().default(0),
    rejectReason: text('reject_reason'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manual_requests_org_idx').on(t.organisationId, t.createdAt), index('manual_requests_project_idx').on(t.projectId, t.createdAt)],
);

/** Every status a request went through, with who and why. */
export const manualRequestHistory = pgTable(
  'manual_request_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => manualRequests.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    by: uuid('by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('manual_request_history_idx').on(t.requestId, t.at)],
);

/** One batch per target language of a request. */
export const manualBatches = pgTable(
  'manual_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => manualRequests.id, { onDelete: 'cascade' }),
    targetLang: text('target_lang').notNull(),
    /** pending | inProgress | completed | signOff | reverted */
    status: text('status').notNull().default('pending'),
    segments: integer('segments').notNull().default(0),
    units: integer('units').notNull().default(0),
  },
  (t) => [uniqueIndex('manual_batches_request_lang_unique').on(t.requestId, t.targetLang)],
);

/**
 * A linguist's unit of work: at most MT_REQUEST_LIMITS.subBatchSize segments, worked through the
 * pipeline's steps in order. currentAssignee mirrors assignees[current step] for the task inbox.
 */
export const manualSubBatches = pgTable(
  'manual_sub_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => manualBatches.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    targetLang: text('target_lang').notNull(),
    seq: integer('seq').notNull(),
    segments: integer('segments').notNull().default(0),
    units: integer('units').notNull().default(0),
    /** Index into the pipeline's steps; equal to its length once every step is done. */
    stepIndex: integer('step_index').notNull().default(0),
    assignees: jsonb('assignees').$type<Record<string, string>>().notNull().default({}),
    currentAssignee: uuid('current_assignee'),
  },
  (t) => [index('manual_sub_batches_request_idx').on(t.requestId, t.targetLang, t.seq), index('manual_sub_batches_assignee_idx').on(t.currentAssignee)],
);

/** The segments of a sub-batch: the working draft and, after sign-off, what the TM held before it. */
export const manualSegments = pgTable(
  'manual_segments',
  {
    subBatchId: uuid('sub_batch_id')
      .notNull()
      .references(() => manualSubBatches.id, { onDelete: 'cascade' }),
    sourceHash: text('source_hash').notNull(),
    requestId: uuid('request_id').notNull(),
    targetLang: text('target_lang').notNull(),
    sourceText: text('source_text').notNull(),
    draft: text('draft').notNull().default(''),
    position: integer('position').notNull().default(0),
    signedOff: boolean('signed_off').notNull().default(false),
    /** The TM row before the sign-off (null target: there was none), restored by revert. */
    previousTarget: text('previous_target'),
    previousType: text('previous_type'),
    previousDisplayType: text('previous_display_type'),
  },
  (t) => [primaryKey({ columns: [t.subBatchId, t.sourceHash] }), index('manual_segments_request_idx').on(t.requestId, t.targetLang)],
);

/** A batch handed to the external TMS: its id there, where it stands, and the outbound attempts. */
export const manualTmsBatches = pgTable(
  'manual_tms_batches',
  {
    batchId: uuid('batch_id')
      .primaryKey()
      .references(() => manualBatches.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    organisationId: uuid('organisation_id').notNull(),
    tmsBatchId: text('tms_batch_id'),
    /** queued | sent | accepted | rework (a rejection went back) | delivered | refused (in part) | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('manual_tms_batches_tms_id_unique').on(t.tmsBatchId), index('manual_tms_batches_request_idx').on(t.requestId)],
);

/** webhook-id of every TMS callback handled: a replay of one is answered and ignored. */
export const tmsWebhookEvents = pgTable('tms_webhook_events', {
  webhookId: text('webhook_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
