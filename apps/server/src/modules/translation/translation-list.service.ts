import type { TranslationListReply, TranslationRow } from '@lipi/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countedSegments, queryRows } from '../projects/project-counts.ts';
import {
  containsPattern,
  kindMatches,
  segmentOrder,
  segmentSource,
  tmJoin,
  tmTypeConditions,
  wantedTmTypes,
  whereAll,
  type SegmentKinds,
} from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';
import { toTmEntry, type TmJoinedRow } from './tm-entry.ts';
import { anchorBefore, rememberPageEnd, type Anchor } from './page-anchors.ts';

export type ListInput = {
  targetLang: string;
  filter?: Parameters<typeof tmTypeConditions>[0];
  translationType?: Parameters<typeof tmTypeConditions>[1];
  search?: string | undefined;
  pageNumber: number;
  pageSize: number;
};

/**
 * The list's total without counting rows: the project's maintained counters of the kinds and TM
 * types the filters select (every filter must hold, as in the row query's conditions).
 */
async function countedTotal(db: Db, scope: TranslationScope, input: ListInput, kinds: SegmentKinds) {
  const wanted = wantedTmTypes(input.filter, input.translationType);
  let total = 0;
  let words = 0;
  for (const group of await countedSegments(db, scope.project.id, [input.targetLang])) {
    if (!kindMatches(kinds, group.kind) || !wanted.every((type) => type === group.type)) continue;
    total += group.segs;
    words += group.words;
  }
  return [{ total, words }];
}

/**
 * The conditions (over seg and tm) of the editor's filters other than the URL, which segmentSource
 * takes. Shared with the bulk runs' selection (run-selection.ts) so a run and the list cannot disagree.
 */
export function listConditions(input: Pick<ListInput, 'filter' | 'translationType' | 'search'>): SQL[] {
  const conditions = tmTypeConditions(input.filter, input.translationType);
  if (input.search) {
    const pattern = containsPattern(input.search);
    conditions.push(sql`(seg.text ilike ${pattern} or tm.pre_processed_target ilike ${pattern})`);
  }
  return conditions;
}

type ListedRow = TmJoinedRow & { source_hash: string; text: string; kind: string; word_count: number; k_at: string | null; k_pos: number };

/** The list a page belongs to: every input but the page number (a collaborator's list is its own). */
const listKey = (scope: TranslationScope, input: ListInput, kinds: SegmentKinds) =>
  JSON.stringify([
    scope.project.id,
    scope.urlId,
    scope.seesAllUrls ? '' : scope.auth.userId,
    input.targetLang,
    input.filter ?? '',
    input.translationType ?? '',
    input.search ?? '',
    input.pageSize,
    kinds,
  ]);

/** Rows after the anchor in segmentOrder (created_at is null for one URL's rows: position decides there). */
function after(scope: TranslationScope, anchor: Anchor): SQL {
  if (scope.urlId || anchor.at === null) return sql`(seg.position, seg.source_hash) > (${anchor.position}::int, ${anchor.hash})`;
  return sql`(seg.created_at, seg.position, seg.source_hash) > (${anchor.at}::timestamptz, ${anchor.position}::int, ${anchor.hash})`;
}

/** The editor's rows: one per unique segment (or per segment of one page), with its TM row. */
export async function listTranslations(db: Db, scope: TranslationScope, input: ListInput, kinds: SegmentKinds = 'all'): Promise<TranslationListReply> {
  const from = sql`from ${segmentSource(scope, kinds)} seg ${tmJoin(scope, input.targetLang)} left join users u on u.id = tm.updated_by
    where ${whereAll(listConditions(input))}`;
  // Walking forward: seek from where the previous page ended (an index range); a jump: OFFSET.
  const list = listKey(scope, input, kinds);
  const anchor = anchorBefore(list, input.pageNumber);
  const page = anchor
    ? sql`and ${after(scope, anchor)} order by ${segmentOrder} limit ${input.pageSize}`
    : sql`order by ${segmentOrder} limit ${input.pageSize} offset ${(input.pageNumber - 1) * input.pageSize}`;
  const [rows, totals] = await Promise.all([
    queryRows<ListedRow>(
      db,
      sql`select seg.source_hash, seg.text, seg.kind, seg.word_count, seg.created_at::text as k_at, seg.position as k_pos,
            tm.pre_processed_target, tm.type, tm.display_type, tm.updated_at, u.name as updated_by_name
          ${from} ${page}`,
    ),
    !input.search && !scope.urlId && scope.seesAllUrls
      ? countedTotal(db, scope, input, kinds)
      : queryRows<{ total: number; words: number }>(db, sql`select count(*)::int as total, coalesce(sum(seg.word_count), 0)::int as words ${from}`),
  ]);
  const last = rows.at(-1);
  if (last && rows.length === input.pageSize) rememberPageEnd(list, input.pageNumber, { at: last.k_at, position: Number(last.k_pos), hash: last.source_hash });
  return {
    rows: rows.map((r): TranslationRow => ({
      sourceHash: r.source_hash,
      sourceText: r.text,
      kind: r.kind,
      wordCount: r.word_count,
      translation: toTmEntry(r),
    })),
    total: totals[0]?.total ?? 0,
    totalWords: totals[0]?.words ?? 0,
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
  };
}
