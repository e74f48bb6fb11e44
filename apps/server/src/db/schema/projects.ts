import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    languages: jsonb('languages').$type<string[]>().notNull(),
    /** Project creation vocabulary (spec 01 §4): partialCreated, processing, crawling, ... */
    status: text('status').notNull().default('partialCreated'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_org_idx').on(t.organisationId), index('projects_hostname_idx').on(t.hostname)],
);
