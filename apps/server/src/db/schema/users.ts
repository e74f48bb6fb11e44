import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Identifies the user to integrations and to the contract gate (spec 01 §2). */
    apikey: text('apikey').notNull(),
    contractAgreed: boolean('contract_agreed').notNull().default(false),
    /** May this user start machine translation runs (engine calls cost money); set by an admin. */
    nmtEnabled: boolean('nmt_enabled').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped by logout, password change and reset: tokens carrying an older value are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_apikey_unique').on(t.apikey), index('users_org_idx').on(t.organisationId)],
);
