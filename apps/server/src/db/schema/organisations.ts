import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** A code of the plans table: 'free' for free trials (the default 'standard' is for organisations a super admin makes). */
  plan: text('plan').notNull().default('standard'),
  isActive: boolean('is_active').notNull().default(true),
  /** May this organisation's users start machine translation runs; a super admin switches it. */
  nmtEnabled: boolean('nmt_enabled').notNull().default(true),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
