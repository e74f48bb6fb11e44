import type { TranslationListReply, TranslationRow } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { containsPattern, segmentOrder, segmentSource, tmJoin, tmTypeConditions, whereAll, type SegmentKinds } from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';
import { toTmEntry, type TmJoinedRow } from './tm-entry.ts';

export type ListInput = {
  targetLang: string;
  filter?: Parameters<typeof tmTypeConditions>[0];
  translationType?: Parameters<typeof tmTypeConditions>[1];
  search?: string | undefined;
  pageNumber: number;
  pageSize: number;
};

type ListedRow = TmJoinedRow & { source_hash: string; text: string; kind: string; word_count: number };

/** The editor's rows: one per unique segment (or per segment of one page), with its TM row. */
export async function listTranslations(db: Db, scope: TranslationScope, input: ListInput, kinds: SegmentKinds = 'all'): Promise<TranslationListReply> {
  const conditions = tmTypeConditions(input.filter, input.translationType);
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(sql`(seg.text ilike ${pattern} or tm.pre_processed_target ilike ${pattern})`);
  }
  const from = sql`from ${segmentSource(scope, kinds)} seg ${tmJoin(scope, input.targetLang)} left join users u on u.id = tm.updated_by
    where ${whereAll(conditions)}`;
  const [rows, totals] = await Promise.all([
    queryRows<ListedRow>(
      db,
      sql`select seg.source_hash, seg.text, seg.kind, seg.word_count,
            tm.pre_processed_target, tm.type, tm.display_type, tm.updated_at, u.name as updated_by_name
          ${from}
          order by ${segmentOrder}
          limit ${input.pageSize} offset ${(input.pageNumber - 1) * input.pageSize}`,
    ),
    queryRows<{ total: number; words: number }>(db, sql`select count(*)::int as total, coalesce(sum(seg.word_count), 0)::int as words ${from}`),
  ]);
  return {
    rows: rows.map((r): TranslationRow => ({ sourceHash: r.source_hash, sourceText: r.text, kind: r.kind, wordCount: r.word_count, translation: toTmEntry(r) })),
    total: totals[0]?.total ?? 0,
    totalWords: totals[0]?.words ?? 0,
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
  };
}
