import type { ApiItem } from '@lipi/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTranslations } from '../../db/schema/index.ts';
import { queryRows } from '../projects/project-counts.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { containsPattern } from '../translation/segment-source.ts';
import { getApiItem, type ApiItemRow } from './json-files.service.ts';

/** Per item of the page and project language: how many of its unique texts have a translation. */
async function translatedCounts(db: Db, project: ProjectRow, apiIds: string[]): Promise<Map<string, Record<string, number>>> {
  const counts = new Map<string, Record<string, number>>(apiIds.map((id) => [id, Object.fromEntries(project.languages.map((l) => [l, 0]))]));
  if (apiIds.length === 0 || project.languages.length === 0) return counts;
  const rows = await queryRows<{ api_id: string; target_lang: string; n: number }>(
    db,
    sql`select v.api_id, tm.target_lang, count(distinct v.source_hash)::int as n
        from api_values v join translation_memory tm
          on tm.organisation_id = ${project.organisationId}::uuid and tm.source_hash = v.source_hash and tm.type <> 'NO_TRANSLATION_AVAILABLE'
        where v.api_id in (${sql.join(
          apiIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and tm.target_lang in (${sql.join(
          project.languages.map((l) => sql`${l}`),
          sql`, `,
        )})
        group by v.api_id, tm.target_lang`,
  );
  for (const row of rows) counts.get(row.api_id)![row.target_lang] = Number(row.n);
  return counts;
}

const toItem = (row: ApiItemRow, translated: Record<string, number>): ApiItem => ({
  apiId: row.id,
  name: row.name,
  kind: row.kind as ApiItem['kind'],
  format: row.format as ApiItem['format'],
  shape: row.shape as ApiItem['shape'],
  status: row.status as ApiItem['status'],
  keyCount: row.keyCount,
  segmentCount: row.segmentCount,
  wordCount: row.wordCount,
  translated,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const itemColumns = {
  id: apiTranslations.id,
  projectId: apiTranslations.projectId,
  kind: apiTranslations.kind,
  name: apiTranslations.name,
  format: apiTranslations.format,
  shape: apiTranslations.shape,
  status: apiTranslations.status,
  keyCount: apiTranslations.keyCount,
  segmentCount: apiTranslations.segmentCount,
  wordCount: apiTranslations.wordCount,
  createdAt: apiTranslations.createdAt,
  updatedAt: apiTranslations.updatedAt,
};

/** A page of a project's API items, newest first (the stored source text is not read here). */
export async function listApiItems(db: Db, project: ProjectRow, input: { page: number; pageSize: number }) {
  const rows = await db
    .select(itemColumns)
    .from(apiTranslations)
    .where(eq(apiTranslations.projectId, project.id))
    .orderBy(desc(apiTranslations.createdAt), apiTranslations.id)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(apiTranslations).where(eq(apiTranslations.projectId, project.id));
  const counts = await translatedCounts(
    db,
    project,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toItem({ ...r, source: null }, counts.get(r.id)!)), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function describeApiItem(db: Db, project: ProjectRow, row: ApiItemRow): Promise<ApiItem> {
  const counts = await translatedCounts(db, project, [row.id]);
  return toItem(row, counts.get(row.id)!);
}

/** Every static file of a project (bounded: a project holds at most a few hundred files in practice). */
export async function listJsonFiles(db: Db, project: ProjectRow) {
  const rows = await db
    .select(itemColumns)
    .from(apiTranslations)
    .where(sql`${apiTranslations.projectId} = ${project.id} and ${apiTranslations.kind} = 'static'`)
    .orderBy(apiTranslations.name)
    .limit(500);
  const counts = await translatedCounts(
    db,
    project,
    rows.map((r) => r.id),
  );
  return { files: rows.map((r) => toItem({ ...r, source: null }, counts.get(r.id)!)) };
}

type DataRow = { key: string; source_hash: string; text: string; translation: string | null; type: string | null; display_type: string | null };

/** An item's texts in key order with their translation in one language, a page at a time. */
export async function listApiData(
  db: Db,
  project: ProjectRow,
  input: { apiId: string; targetLang: string; page: number; pageSize: number; search?: string | undefined },
) {
  await getApiItem(db, project.id, input.apiId);
  const search = input.search ? sql`and (s.text ilike ${containsPattern(input.search)} or v.key ilike ${containsPattern(input.search)})` : sql``;
  const from = sql`from api_values v join segments s on s.project_id = v.project_id and s.source_hash = v.source_hash
    left join translation_memory tm on tm.organisation_id = ${project.organisationId}::uuid and tm.source_hash = v.source_hash and tm.target_lang = ${input.targetLang}
    where v.api_id = ${input.apiId}::uuid ${search}`;
  const rows = await queryRows<DataRow>(
    db,
    sql`select v.key, v.source_hash, s.text, tm.pre_processed_target as translation, tm.type, tm.display_type ${from}
        order by v.position limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`);
  return {
    rows: rows.map((r) => ({ key: r.key, sourceHash: r.source_hash, text: r.text, translation: r.translation, type: r.type, displayType: r.display_type })),
    total: Number(total?.n ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}
