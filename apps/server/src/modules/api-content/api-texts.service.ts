import { API_EDITOR_MESSAGES, type ApiTextRow } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { queryRows } from '../projects/project-counts.ts';
import { assertLanguage } from '../translation/translation-access.ts';
import { containsPattern } from '../translation/segment-source.ts';
import { saveUserTranslation } from '../translation/translation-edit.service.ts';
import { getApiItem } from './json-files.service.ts';

export type ApiKind = 'static' | 'dynamic';
type ListInput = {
  targetLang: string;
  apiId?: string | undefined;
  search?: string | undefined;
  filter: 'all' | 'translated' | 'untranslated';
  page: number;
  pageSize: number;
};

/** The api_values of the project's items of one kind (optionally one item), as a SQL condition on `v`/`a`. */
async function itemCondition(db: Db, project: ProjectRow, kind: ApiKind, apiId: string | undefined) {
  if (apiId) {
    const item = await getApiItem(db, project.id, apiId);
    if (item.kind !== kind) throw new AppError('NOT_FOUND', API_CONTENT_NOT_FOUND[kind]);
  }
  return sql`a.project_id = ${project.id}::uuid and a.kind = ${kind} ${apiId ? sql`and a.id = ${apiId}::uuid` : sql``}`;
}
const API_CONTENT_NOT_FOUND: Record<ApiKind, string> = { static: 'File not found', dynamic: 'Domain not found' };

/**
 * `getStaticTranslationDataList` / `getDynamicTranslationDataList`: every key of the project's files
 * (or of the texts apps sent) with one language's translation from the memory; search over key and
 * text, filter translated / untranslated, in item then key order.
 */
export async function listTexts(db: Db, project: ProjectRow, kind: ApiKind, input: ListInput) {
  assertLanguage(project, input.targetLang);
  const where = await itemCondition(db, project, kind, input.apiId);
  const search = input.search ? sql`and (s.text ilike ${containsPattern(input.search)} or v.key ilike ${containsPattern(input.search)})` : sql``;
  const done = sql`(tm.source_hash is not null and tm.type <> 'NO_TRANSLATION_AVAILABLE')`;
  const filter = input.filter === 'translated' ? sql`and ${done}` : input.filter === 'untranslated' ? sql`and not ${done}` : sql``;
  const from = sql`from api_translations a
    join api_values v on v.api_id = a.id
    join segments s on s.project_id = v.project_id and s.source_hash = v.source_hash
    left join translation_memory tm on tm.organisation_id = ${project.organisationId}::uuid and tm.source_hash = v.source_hash and tm.target_lang = ${input.targetLang}
    where ${where} ${search} ${filter}`;
  const rows = await queryRows<{
    api_id: string;
    name: string;
    key: string;
    source_hash: string;
    text: string;
    translation: string | null;
    type: string | null;
  }>(
    db,
    sql`select a.id as api_id, a.name, v.key, v.source_hash, s.text, tm.pre_processed_target as translation, tm.type ${from}
        order by a.created_at, a.id, v.position limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`);
  const out: ApiTextRow[] = rows.map((r) => ({
    apiId: r.api_id,
    itemName: r.name,
    key: r.key,
    sourceHash: r.source_hash,
    text: r.text,
    translation: r.type === 'NO_TRANSLATION_AVAILABLE' ? null : r.translation,
    type: r.type,
  }));
  return { rows: out, total: Number(total?.n ?? 0), page: input.page, pageSize: input.pageSize };
}

/**
 * `applyStaticContentEditByUser` / `dynamic/tm/edit`: a person's translation of one of the
 * project's texts, saved in the organisation's memory as USER (so every file and call holding the
 * same text gets it, and machine runs never overwrite it). A translation whose placeholders differ
 * from the source's is refused; quality findings come back as warnings.
 */
export async function editText(
  db: Db,
  project: ProjectRow,
  kind: ApiKind,
  userId: string,
  input: { sourceHash: string; targetLang: string; translation: string },
) {
  assertLanguage(project, input.targetLang);
  const [segment] = await queryRows<{ text: string }>(
    db,
    sql`select s.text from segments s
        where s.project_id = ${project.id}::uuid and s.source_hash = ${input.sourceHash}
          and exists (select 1 from api_values v join api_translations a on a.id = v.api_id
                      where v.project_id = s.project_id and v.source_hash = s.source_hash and a.kind = ${kind})`,
  );
  if (!segment) throw new AppError('NOT_FOUND', API_EDITOR_MESSAGES.textNotFound);
  const { saved, warnings } = await saveUserTranslation(
    db,
    project,
    userId,
    { sourceHash: input.sourceHash, text: segment.text },
    { targetLang: input.targetLang, translation: input.translation, displayType: 'translation' },
  );
  return { sourceHash: input.sourceHash, targetLang: input.targetLang, translation: saved.preProcessedTarget, type: saved.type, warnings };
}

/** `tmCount/get`: per project language, the unique texts of the kind and how many the memory holds, by people or machine. */
export async function tmCounts(db: Db, project: ProjectRow, kind: ApiKind, apiId: string | undefined) {
  const where = await itemCondition(db, project, kind, apiId);
  const held = sql`select distinct v.source_hash from api_translations a join api_values v on v.api_id = a.id where ${where}`;
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${held}) h`);
  const rows =
    project.languages.length === 0
      ? []
      : await queryRows<{ target_lang: string; translated: number; human: number }>(
          db,
          sql`select tm.target_lang, count(*)::int as translated, count(*) filter (where tm.type in ('USER', 'PBK'))::int as human
              from (${held}) h join translation_memory tm on tm.organisation_id = ${project.organisationId}::uuid and tm.source_hash = h.source_hash
              where tm.type <> 'NO_TRANSLATION_AVAILABLE' and tm.target_lang in (${sql.join(
                project.languages.map((l) => sql`${l}`),
                sql`, `,
              )})
              group by tm.target_lang`,
        );
  const byLang = new Map(rows.map((r) => [r.target_lang, r]));
  const n = Number(total?.n ?? 0);
  return {
    total: n,
    languages: project.languages.map((lang) => {
      const r = byLang.get(lang);
      const translated = Number(r?.translated ?? 0);
      const human = Number(r?.human ?? 0);
      return { targetLang: lang, total: n, translated, human, machine: translated - human };
    }),
  };
}
