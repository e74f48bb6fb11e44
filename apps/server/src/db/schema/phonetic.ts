import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/**
 * Spellings an organisation's editors accepted for a romanised word in phonetic typing, counted:
 * offered first to that organisation the next time the word is typed (most picked first).
 */
export const phoneticPicks = pgTable(
  'phonetic_picks',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /** The word as typed, in lower case. */
    typed: text('typed').notNull(),
    chosen: text('chosen').notNull(),
    picks: integer('picks').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.lang, t.typed, t.chosen] })],
);
