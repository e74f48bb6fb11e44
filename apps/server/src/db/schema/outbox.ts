import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The dev mailbox and SMS outbox: where messages go when no SMTP or SMS webhook is configured,
 * readable at /dev/outbox. Never used when NODE_ENV=production.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'mail' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to, t.createdAt)],
);
