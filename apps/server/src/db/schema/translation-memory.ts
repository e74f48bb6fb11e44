import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/**
 * Translation memory, kept per organisation so a project delete with keepTm keeps it:
 * one current translation per (sourceHash, target language).
 */
export const translationMemory = pgTable(
  'translation_memory',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    sourceHash: text('source_hash').notNull(),
    targetLang: text('target_lang').notNull(),
    sourceText: text('source_text').notNull(),
    preProcessedTarget: text('pre_processed_target').notNull(),
    /** USER | MACHINE | PBK | NO_TRANSLATION_AVAILABLE */
    type: text('type').notNull(),
    /** translation | t13n */
    displayType: text('display_type').notNull().default('translation'),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.sourceHash, t.targetLang] }),
    index('tm_lang_idx').on(t.organisationId, t.targetLang),
    // The proxy's cache check: has any row of this organisation and language changed since a page was rendered?
    index('tm_lang_updated_idx').on(t.organisationId, t.targetLang, t.updatedAt),
    // Fuzzy matches: pg_trgm similarity over the source text (the extension is created by migration 0001).
    index('tm_source_trgm_idx').using('gin', t.sourceText.op('gin_trgm_ops')),
  ],
);
