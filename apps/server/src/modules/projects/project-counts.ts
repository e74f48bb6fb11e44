import type { LanguageCounts } from '@lipi/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** drizzle's execute() answers { rows } on both drivers; the row shape is the query's. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export type ProjectTotals = { sourceWordCount: number; uniqueWordCount: number; urlCount: number; inScopeUrlCount: number; trackedUrlCount: number };
const emptyTotals = (): ProjectTotals => ({ sourceWordCount: 0, uniqueWordCount: 0, urlCount: 0, inScopeUrlCount: 0, trackedUrlCount: 0 });

/**
 * Totals of several projects in two grouped queries: sourceWordCount sums the in-scope URLs'
 * occurrences (scope_urls), uniqueWordCount sums the project's unique in-scope segments (their
 * counters in segment_counts).
 */
export async function totalsForProjects(db: Db, projectIds: string[]): Promise<Map<string, ProjectTotals>> {
  const totals = new Map(projectIds.map((id) => [id, emptyTotals()]));
  if (projectIds.length === 0) return totals;
  const urls = await queryRows<{ project_id: string; source_words: number; url_count: number; in_scope: number; tracked: number }>(
    db,
    sql`select project_id,
          coalesce(sum(source_word_count) filter (where is_in_scope), 0)::int as source_words,
          count(*)::int as url_count,
          count(*) filter (where is_in_scope)::int as in_scope,
          count(*) filter (where is_tracked)::int as tracked
        from scope_urls where project_id in (${idList(projectIds)}) group by project_id`,
  );
  for (const row of urls) {
    Object.assign(totals.get(row.project_id)!, {
      sourceWordCount: row.source_words,
      urlCount: row.url_count,
      inScopeUrlCount: row.in_scope,
      trackedUrlCount: row.tracked,
    });
  }
  const unique = await queryRows<{ project_id: string; words: number }>(
    db,
    sql`select project_id, coalesce(sum(words), 0)::int as words
        from segment_counts where project_id in (${idList(projectIds)}) and lang = '' group by project_id`,
  );
  for (const row of unique) totals.get(row.project_id)!.uniqueWordCount = row.words;
  return totals;
}

const emptyLanguage = (language: string): LanguageCounts => ({
  language,
  newContentWordCount: 0,
  newContentSegmentCount: 0,
  translatedWordCount: 0,
  transliteratedWordCount: 0,
  translatedByType: { MACHINE: 0, USER: 0, PBK: 0 },
  tmCounts: { USER: 0, MACHINE: 0, PBK: 0, NO_TRANSLATION_AVAILABLE: 0 },
});

/**
 * Per target language, the project's unique in-scope segments against the organisation's TM
 * (from the maintained counters): no TM row is new content; a t13n row is transliterated; a translation of
 * type MACHINE, USER or PBK is translated. NO_TRANSLATION_AVAILABLE is neither: someone decided
 * the segment stays as it is.
 */
export async function languageCounts(db: Db, project: { id: string; organisationId: string; languages: string[] }): Promise<LanguageCounts[]> {
  if (project.languages.length === 0) return [];
  return tallyLanguageCounts(project.languages, await countedSegments(db, project.id, project.languages));
}

/** The overview's per-language counts from segments grouped by language and TM row (the rule above). */
export function tallyLanguageCounts(languages: string[], rows: Omit<TmGroup, 'kind'>[]): LanguageCounts[] {
  const result = new Map(languages.map((l) => [l, emptyLanguage(l)]));
  for (const row of rows) {
    const counts = result.get(row.lang)!;
    if (row.type === null) {
      counts.newContentWordCount += row.words;
      counts.newContentSegmentCount += row.segs;
      continue;
    }
    if (row.type in counts.tmCounts) counts.tmCounts[row.type as keyof LanguageCounts['tmCounts']] += row.segs;
    if (row.display_type === 't13n') counts.transliteratedWordCount += row.words;
    else if (row.type in counts.translatedByType) {
      counts.translatedWordCount += row.words;
      counts.translatedByType[row.type as keyof LanguageCounts['translatedByType']] += row.words;
    }
  }
  return [...result.values()];
}

/** A group of a project's in-scope segments: one kind, one language, one TM type (null: no TM row). */
export type TmGroup = { kind: string; lang: string; type: string | null; display_type: string | null; segs: number; words: number };

type CountRow = { kind: string; lang: string; tm_type: string; display_type: string; segs: number; words: number };

/**
 * The project's unique in-scope segments per kind, language and TM row, read from segment_counts
 * (kept by triggers, migration 0005_speed) instead of joining every segment with the memory: a
 * few rows per language. Without a TM row is what remains of the kind's total.
 */
export async function countedSegments(db: Db, projectId: string, languages: string[]): Promise<TmGroup[]> {
  if (languages.length === 0) return [];
  const rows = await queryRows<CountRow>(
    db,
    sql`select kind, lang, tm_type, display_type, segs, words from segment_counts
        where project_id = ${projectId}::uuid and lang in ('', ${sql.join(
          languages.map((l) => sql`${l}`),
          sql`, `,
        )})`,
  );
  const groups: TmGroup[] = [];
  for (const total of rows.filter((r) => r.lang === '')) {
    for (const lang of languages) {
      const withRow = rows.filter((r) => r.lang === lang && r.kind === total.kind && r.segs !== 0);
      let segs = total.segs;
      let words = total.words;
      for (const r of withRow) {
        groups.push({ kind: r.kind, lang, type: r.tm_type, display_type: r.display_type, segs: r.segs, words: r.words });
        segs -= r.segs;
        words -= r.words;
      }
      if (segs !== 0) groups.push({ kind: total.kind, lang, type: null, display_type: null, segs, words });
    }
  }
  return groups;
}
