import type { LanguageCounts } from '@lipi/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** drizzle's execute() answers { rows } on both drivers; the row shape is the query's. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/**
 * The unique segments that count: those held by at least one in-scope URL, so taking a URL out
 * of scope takes its words out of the project's totals.
 */
const inScopeSegment = sql`exists (
  select 1 from url_segments us join scope_urls su on su.id = us.scope_url_id
  where us.project_id = s.project_id and us.source_hash = s.source_hash and su.is_in_scope)`;

export type ProjectTotals = { sourceWordCount: number; uniqueWordCount: number; urlCount: number; inScopeUrlCount: number; trackedUrlCount: number };
const emptyTotals = (): ProjectTotals => ({ sourceWordCount: 0, uniqueWordCount: 0, urlCount: 0, inScopeUrlCount: 0, trackedUrlCount: 0 });

/**
 * Totals of several projects in two grouped queries: sourceWordCount sums the in-scope URLs'
 * occurrences (scope_urls), uniqueWordCount sums the project's unique in-scope segments.
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
    Object.assign(totals.get(row.project_id)!, { sourceWordCount: row.source_words, urlCount: row.url_count, inScopeUrlCount: row.in_scope, trackedUrlCount: row.tracked });
  }
  const unique = await queryRows<{ project_id: string; words: number }>(
    db,
    sql`select s.project_id, coalesce(sum(s.word_count), 0)::int as words
        from segments s where s.project_id in (${idList(projectIds)}) and ${inScopeSegment} group by s.project_id`,
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
 * Per target language, the project's unique in-scope segments against the organisation's TM in
 * one grouped query: no TM row is new content; a t13n row is transliterated; a translation of
 * type MACHINE, USER or PBK is translated. NO_TRANSLATION_AVAILABLE is neither: someone decided
 * the segment stays as it is.
 */
export async function languageCounts(db: Db, project: { id: string; organisationId: string; languages: string[] }): Promise<LanguageCounts[]> {
  const result = new Map(project.languages.map((l) => [l, emptyLanguage(l)]));
  if (project.languages.length === 0) return [];
  const rows = await queryRows<{ lang: string; type: string | null; display_type: string | null; segs: number; words: number }>(
    db,
    sql`with seg as (select s.source_hash, s.word_count from segments s where s.project_id = ${project.id}::uuid and ${inScopeSegment}),
        langs as (select unnest(array[${sql.join(project.languages.map((l) => sql`${l}`), sql`, `)}]::text[]) as lang)
        select l.lang, tm.type, tm.display_type, count(*)::int as segs, coalesce(sum(seg.word_count), 0)::int as words
        from seg cross join langs l
        left join translation_memory tm
          on tm.organisation_id = ${project.organisationId}::uuid and tm.source_hash = seg.source_hash and tm.target_lang = l.lang
        group by l.lang, tm.type, tm.display_type`,
  );
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
