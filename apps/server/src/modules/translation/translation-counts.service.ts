import type { TranslationCountsLanguage, TranslationType } from '@lipi/contract';
import { plainText } from '@lipi/engine/extract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countedSegments, queryRows } from '../projects/project-counts.ts';
import { segmentSource, tmTypeOf } from './segment-source.ts';
import type { TranslationScope } from './translation-access.ts';

type Grouped = { lang: string; type: string | null; display_type: string | null; segs: number; words: number };

/**
 * Segments and words per (language, TM type, display type): project-wide for a caller who sees
 * every URL, from the maintained counters; for one page, a collaborator or a parliament house's
 * user (the documents it sees), in one grouped query.
 */
export async function groupByTm(db: Db, scope: Omit<TranslationScope, 'auth'>, languages: string[]): Promise<Grouped[]> {
  if (languages.length === 0) return [];
  if (!scope.urlId && scope.seesAllUrls) return countedSegments(db, scope.project.id, languages);
  return queryRows<Grouped>(
    db,
    sql`with seg as ${segmentSource(scope)},
        langs as (select unnest(array[${sql.join(
          languages.map((l) => sql`${l}`),
          sql`, `,
        )}]::text[]) as lang)
        select l.lang, tm.type, tm.display_type, count(*)::int as segs, coalesce(sum(seg.word_count), 0)::int as words
        from seg cross join langs l
        left join translation_memory tm
          on tm.organisation_id = ${scope.project.organisationId}::uuid and tm.source_hash = seg.source_hash and tm.target_lang = l.lang
        group by l.lang, tm.type, tm.display_type`,
  );
}

const emptyCounts = (language: string): TranslationCountsLanguage => ({
  language,
  totalWordCount: 0,
  totalSegmentCount: 0,
  newContentWordCount: 0,
  newContentSegmentCount: 0,
  translatedWordCount: 0,
  translatedSegmentCount: 0,
  transliteratedWordCount: 0,
  transliteratedSegmentCount: 0,
  translatedByType: { MACHINE: 0, USER: 0, PBK: 0 },
  translatedSegmentsByType: { MACHINE: 0, USER: 0, PBK: 0 },
  noTranslationWordCount: 0,
  noTranslationSegmentCount: 0,
});

/**
 * `/translation/counts`: the rule of docs/decisions.md (word counts) per language: no TM row is
 * new content, a t13n row is transliterated, a translation of type MACHINE/USER/PBK is translated
 * under its type, NO_TRANSLATION_AVAILABLE is neither. A row changing type moves its words.
 */
export async function countTranslations(db: Db, scope: TranslationScope): Promise<TranslationCountsLanguage[]> {
  const result = new Map(scope.project.languages.map((l) => [l, emptyCounts(l)]));
  for (const row of await groupByTm(db, scope, scope.project.languages)) {
    const c = result.get(row.lang)!;
    c.totalWordCount += row.words;
    c.totalSegmentCount += row.segs;
    if (row.type === null) {
      c.newContentWordCount += row.words;
      c.newContentSegmentCount += row.segs;
    } else if (row.type === 'NO_TRANSLATION_AVAILABLE') {
      c.noTranslationWordCount += row.words;
      c.noTranslationSegmentCount += row.segs;
    } else if (row.display_type === 't13n') {
      c.transliteratedWordCount += row.words;
      c.transliteratedSegmentCount += row.segs;
    } else if (row.type === 'MACHINE' || row.type === 'USER' || row.type === 'PBK') {
      c.translatedWordCount += row.words;
      c.translatedSegmentCount += row.segs;
      c.translatedByType[row.type] += row.words;
      c.translatedSegmentsByType[row.type] += row.segs;
    }
  }
  return [...result.values()];
}

const emptyTmCounts = () => ({ USER: 0, MACHINE: 0, PBK: 0, NO_TRANSLATION_AVAILABLE: 0 });

/** `translation/tm/count`: segments per TM type and language (t13n rows count under their type). */
export async function countTmByType(db: Db, scope: TranslationScope) {
  const result = new Map(scope.project.languages.map((l) => [l, emptyTmCounts()]));
  for (const row of await groupByTm(db, scope, scope.project.languages)) {
    const counts = result.get(row.lang)!;
    if (row.type !== null && row.type in counts) counts[row.type as keyof typeof counts] += row.segs;
  }
  return { languages: [...result].map(([language, tmCounts]) => ({ language, tmCounts })) };
}

/**
 * `translation/fetchAllWordCount` and `fetchAllCharacterCount`: the new content (no TM row) of each
 * language, in words and in characters of visible text (markers removed): what an engine run costs.
 */
export async function sizeNewContent(db: Db, scope: TranslationScope, targetLang?: string) {
  const languages = targetLang ? [targetLang] : scope.project.languages;
  const rows = await queryRows<{ text: string; word_count: number; missing: string[] }>(
    db,
    sql`select seg.text, seg.word_count, array(
          select l from unnest(array[${sql.join(
            languages.map((l) => sql`${l}`),
            sql`, `,
          )}]::text[]) l
          where not exists (select 1 from translation_memory tm
            where tm.organisation_id = ${scope.project.organisationId}::uuid and tm.source_hash = seg.source_hash and tm.target_lang = l)) as missing
        from ${segmentSource(scope)} seg`,
  );
  const sizes = new Map(languages.map((language) => [language, { language, segmentCount: 0, wordCount: 0, characterCount: 0 }]));
  for (const row of rows) {
    const characters = [...plainText(row.text)].length;
    for (const lang of row.missing) {
      const size = sizes.get(lang)!;
      size.segmentCount += 1;
      size.wordCount += row.word_count;
      size.characterCount += characters;
    }
  }
  const list = [...sizes.values()];
  return { languages: list, totalWords: list.reduce((n, s) => n + s.wordCount, 0), totalCharacters: list.reduce((n, s) => n + s.characterCount, 0) };
}

/** `/translation/status/wordcount`: one page's words in one language with one translation type. */
export async function countUrlWords(db: Db, scope: TranslationScope, targetLang: string, translationType: TranslationType) {
  const type = tmTypeOf(translationType);
  const condition = type === null ? sql`tm.source_hash is null` : sql`tm.type = ${type}`;
  const [row] = await queryRows<{ segs: number; words: number }>(
    db,
    sql`select count(*)::int as segs, coalesce(sum(seg.word_count), 0)::int as words
        from ${segmentSource(scope)} seg
        left join translation_memory tm on tm.organisation_id = ${scope.project.organisationId}::uuid and tm.source_hash = seg.source_hash and tm.target_lang = ${targetLang}
        where ${condition}`,
  );
  return { wordCount: row?.words ?? 0, segmentCount: row?.segs ?? 0 };
}
