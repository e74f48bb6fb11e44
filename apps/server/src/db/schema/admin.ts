import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * Every administrative change (user created, role or status changed, organisation edited, password
 * changed through the profile…): who did it, when, to what, and the values before and after. Rows are
 * only ever inserted, in the same transaction as the change they describe.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation the change belongs to (the target's): whose admins may read the row. */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    /** Null once the acting user is deleted; actorEmail keeps who it was. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** A short human label of the target (an email, an organisation name) kept as it was then. */
    targetLabel: text('target_label').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_org_created_idx').on(t.organisationId, t.createdAt), index('audit_log_actor_idx').on(t.actorId)],
);

/** The parliament document categories (LOB, BUL1, …) a Lok Sabha / Rajya Sabha user works on. */
export const userCategories = pgTable(
  'user_categories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
