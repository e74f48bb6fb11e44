import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * The string files of a mobile project (Android strings.xml, iOS .strings/.stringsdict, Flutter .arb): the current source version as
 * uploaded, byte for byte, so a download rewrites exactly the user's file with translations in it.
 */
export const mobileFiles = pgTable(
  'mobile_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** The file's name in the app's res/values folder (strings.xml, strings_settings.xml…). */
    fileName: text('file_name').notNull(),
    /** android | ios-strings | ios-stringsdict | arb (engine files/mobile MobileFormat). */
    format: text('format').notNull().default('android'),
    content: text('content').notNull(),
    hasBom: boolean('has_bom').notNull().default(false),
    /** The upload's encoding (utf-8, or utf-16le/utf-16be for .strings from older Xcode): downloads keep it. */
    encoding: text('encoding').notNull().default('utf-8'),
    /** 1 on upload, +1 on each resync. */
    version: integer('version').notNull().default(1),
    unitCount: integer('unit_count').notNull().default(0),
    sourceWordCount: integer('source_word_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mobile_files_project_name_unique').on(t.projectId, t.fileName)],
);

/** The keys of a file's current version in file order, each pointing at its segment (sourceHash). */
export const mobileStrings = pgTable(
  'mobile_strings',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => mobileFiles.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
    /** `name`, `name#quantity` (plural item) or `name[index]` (array item). */
    unitId: text('unit_id').notNull(),
    position: integer('position').notNull(),
    /** string | plural | select | array */
    kind: text('kind').notNull(),
    sourceHash: text('source_hash').notNull(),
    translatable: boolean('translatable').notNull(),
    wordCount: integer('word_count').notNull(),
    comment: text('comment'),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.unitId] }),
    index('mobile_strings_file_position_idx').on(t.fileId, t.position),
    index('mobile_strings_project_hash_idx').on(t.projectId, t.sourceHash),
  ],
);

/**
 * Collaborators assigned to a mobile project. Website collaborators are assigned per domain
 * (domain_collaborators); an app has no domain, so the assignment is to the project itself.
 */
export const projectCollaborators = pgTable(
  'project_collaborators',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_collaborators_user_idx').on(t.userId)],
);
