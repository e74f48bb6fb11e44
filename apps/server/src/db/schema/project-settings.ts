import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';

/**
 * The project settings lists of spec 02 §3 share one shape: a typed entry with a value (and an
 * optional language), so add/get/delete are one code path. kinds: ignorePattern,
 * noTranslationNode, customFontSize, swalekhNode.
 */
export const projectSettingEntries = pgTable(
  'project_setting_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_setting_entries_idx').on(t.projectId, t.kind)],
);
