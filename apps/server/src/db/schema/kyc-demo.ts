import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * One KYC document of an organisation. The file itself lives in the storage adapter under
 * storageKey (never in the database, never under the web root). Aadhaar rows keep at most the last
 * four digits of the masked number: regulation forbids storing more.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull().default('pending'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    aadhaarLast4: text('aadhaar_last4'),
    /** gst documents: the GSTIN the uploader typed (checksum-validated); read by invoices once accepted. */
    gstin: text('gstin'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedByEmail: text('reviewed_by_email'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [index('kyc_documents_org_idx').on(t.organisationId, t.uploadedAt), index('kyc_documents_status_idx').on(t.status, t.uploadedAt)],
);

/**
 * A demo id: a prospect's site shown translated through the proxy preview without an organisation
 * of their own. It owns a project in the owner's organisation; the proxy refuses that project's
 * pages once the demo is expired or deleted.
 */
export const demoIds = pgTable(
  'demo_ids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .unique()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    ownerEmail: text('owner_email').notNull(),
    label: text('label').notNull().default(''),
    url: text('url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    visits: integer('visits').notNull().default(0),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('demo_ids_org_created_idx').on(t.organisationId, t.createdAt)],
);
