import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { users } from './users.ts';

/** The origins of a project (one for a single-origin site, several for multiOrigin). */
export const projectDomains = pgTable(
  'project_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    origin: text('origin').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    languages: jsonb('languages').$type<string[]>().notNull(),
    /** Domain verification vocabulary: 0 none, 1 script, 2 project id, 3 client verified. */
    verificationLevel: integer('verification_level').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_domains_unique').on(t.projectId, t.hostname), index('project_domains_host_idx').on(t.hostname)],
);

/** Collaborators see only the domains assigned to them. */
export const domainCollaborators = pgTable(
  'domain_collaborators',
  {
    domainId: uuid('domain_id')
      .notNull()
      .references(() => projectDomains.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.userId] })],
);
