import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-off fixes of stored data that a code change calls for (a new normalisation rule, say): run
 * once per database by a job, in bounded batches. `cursor` is where the fix stopped, so a restart
 * goes on from there; `doneAt` is set when it has covered every row.
 */
export const dataFixes = pgTable('data_fixes', {
  name: text('name').primaryKey(),
  cursor: jsonb('cursor').$type<Record<string, string>>(),
  /** Rows the fix changed so far. */
  changed: integer('changed').notNull().default(0),
  doneAt: timestamp('done_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
