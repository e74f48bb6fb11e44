import type { EditorSelection } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { segmentOrder, segmentSource, tmJoin, whereAll } from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';
import { listConditions } from './translation-list.service.ts';

/** `hasInlineMarkup`: the text holds a paired inline tag (`<1>…</1>`: bold, a link…) an engine must carry to the right words. */
export type SelectedSegment = { sourceHash: string; words: number; characters: number; hasInlineMarkup: boolean };

type MeasuredRow = { source_hash: string; word_count: number; characters: number; inline_markup: boolean };
const toSelected = (r: MeasuredRow): SelectedSegment => ({
  sourceHash: r.source_hash,
  words: Number(r.word_count),
  characters: Number(r.characters),
  hasInlineMarkup: Boolean(r.inline_markup),
});

/**
 * The new content among the rows the editor shows with these filters: the list's own source
 * (segmentSource with the URL in the scope) and conditions (listConditions), narrowed to segments
 * without a translation in the language. For a translating engine a machine transliteration is not
 * a translation yet (as in findNewContent). Every row, in the list's order: a run's fixed work list.
 */
export async function selectNewContentShown(
  db: Db,
  scope: TranslationScope,
  targetLang: string,
  filters: Omit<EditorSelection, 'url'>,
  replacesTransliteration: boolean,
): Promise<SelectedSegment[]> {
  const transliterated = replacesTransliteration ? sql` or (tm.type = 'MACHINE' and tm.display_type = 't13n')` : sql``;
  const conditions = [...listConditions(filters), sql`(tm.source_hash is null or tm.type = 'NO_TRANSLATION_AVAILABLE'${transliterated})`];
  const rows = await queryRows<MeasuredRow>(
    db,
    sql`select seg.source_hash, seg.word_count, char_length(seg.text)::int as characters, seg.text ~ '<[0-9]+>' as inline_markup
        from ${segmentSource(scope, 'all')} seg ${tmJoin(scope, targetLang)}
        where ${whereAll(conditions)}
        order by ${segmentOrder}`,
  );
  return rows.map(toSelected);
}

/** Words and characters of named segments of the project (a run over selected rows). */
export async function measureSegments(db: Db, projectId: string, hashes: readonly string[]): Promise<SelectedSegment[]> {
  const out: SelectedSegment[] = [];
  for (let i = 0; i < hashes.length; i += 1000) {
    const chunk = hashes.slice(i, i + 1000);
    const rows = await queryRows<MeasuredRow>(
      db,
      sql`select source_hash, word_count, char_length(text)::int as characters, text ~ '<[0-9]+>' as inline_markup from segments
          where project_id = ${projectId}::uuid and source_hash in (${sql.join(
            chunk.map((h) => sql`${h}`),
            sql`, `,
          )})`,
    );
    out.push(...rows.map(toSelected));
  }
  return out;
}
