import type { ReportRow } from '@lipi/contract';
import { writeCsv } from '@lipi/engine/codecs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import type { TranslationScope } from './translation-access.ts';

type Grouped = { url: string; lang: string; type: string | null; display_type: string | null; words: number };

/**
 * `translation/generateReport`: per in-scope URL the caller may see and per language, the unique
 * words of the page by what their translation is (the counts rule of docs/decisions.md).
 */
export async function buildReport(db: Db, scope: TranslationScope, targetLang?: string): Promise<ReportRow[]> {
  const languages = targetLang ? [targetLang] : scope.project.languages;
  if (languages.length === 0) return [];
  const onlyUrl = scope.urlId ? sql`and scope_urls.id = ${scope.urlId}::uuid` : sql``;
  const rows = await queryRows<Grouped>(
    db,
    sql`select scope_urls.url, l.lang, tm.type, tm.display_type, coalesce(sum(s.word_count), 0)::int as words
        from scope_urls
        join url_segments us on us.scope_url_id = scope_urls.id
        join segments s on s.project_id = us.project_id and s.source_hash = us.source_hash
        cross join unnest(array[${sql.join(
          languages.map((l) => sql`${l}`),
          sql`, `,
        )}]::text[]) as l(lang)
        left join translation_memory tm on tm.organisation_id = ${scope.project.organisationId}::uuid and tm.source_hash = s.source_hash and tm.target_lang = l.lang
        where scope_urls.project_id = ${scope.project.id}::uuid and scope_urls.is_in_scope and ${scope.visible} ${onlyUrl}
        group by scope_urls.url, l.lang, tm.type, tm.display_type
        order by scope_urls.url, l.lang`,
  );
  const byKey = new Map<string, ReportRow>();
  for (const row of rows) {
    const key = `${row.url}\u0000${row.lang}`;
    let report = byKey.get(key);
    if (!report) {
      report = {
        url: row.url,
        language: row.lang,
        totalWords: 0,
        machineWords: 0,
        userWords: 0,
        pbkWords: 0,
        transliteratedWords: 0,
        noTranslationWords: 0,
        newContentWords: 0,
      };
      byKey.set(key, report);
    }
    report.totalWords += row.words;
    if (row.type === null) report.newContentWords += row.words;
    else if (row.type === 'NO_TRANSLATION_AVAILABLE') report.noTranslationWords += row.words;
    else if (row.display_type === 't13n') report.transliteratedWords += row.words;
    else if (row.type === 'MACHINE') report.machineWords += row.words;
    else if (row.type === 'USER') report.userWords += row.words;
    else if (row.type === 'PBK') report.pbkWords += row.words;
  }
  return [...byKey.values()];
}

const HEADER = [
  'URL',
  'Language',
  'Total words',
  'Machine translated',
  'Self translated',
  'Prabandhak translated',
  'Transliterated',
  'No translation',
  'New content',
];

/** `/report/download`: the same report as CSV (the engine's writer neutralises formula-like cells). */
export function reportCsv(rows: ReportRow[]): string {
  return writeCsv([
    HEADER,
    ...rows.map((r) => [
      r.url,
      r.language,
      ...[r.totalWords, r.machineWords, r.userWords, r.pbkWords, r.transliteratedWords, r.noTranslationWords, r.newContentWords].map(String),
    ]),
  ]);
}
