import { writeCsv, writeXlsx } from '@lipi/engine/codecs';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';
import { sql } from 'drizzle-orm';
import { periodSource } from './stats-source.ts';
import type { StatScope } from './stats-scope.ts';

export const DOWNLOAD_COLUMNS = ['project', 'domain', 'language', 'views', 'visits', 'from', 'to'] as const;

/**
 * The domain-wise figures per language as rows, then a total row. Cells go through the engine's
 * writers, which neutralise formula-looking cells (= + - @) in CSV and write XLSX cells as text.
 */
export async function domainWiseRows(db: Db, scope: StatScope): Promise<string[][]> {
  const rows = await queryRows<{ project_id: string; hostname: string; lang: string; views: number; visits: number }>(
    db,
    sql`select project_id, hostname, lang, sum(views)::int as views, sum(visits)::int as visits from ${await periodSource(db, scope)} t
        where lang <> '' group by 1, 2, 3 order by 2, 3`,
  );
  const names = new Map(scope.domains.map((d) => [d.projectId, d.projectName]));
  const body = rows.map((r) => [names.get(r.project_id) ?? '', r.hostname, r.lang, String(r.views), String(r.visits), scope.from, scope.to]);
  const total = [
    'Total',
    '',
    '',
    String(rows.reduce((s, r) => s + Number(r.views), 0)),
    String(rows.reduce((s, r) => s + Number(r.visits), 0)),
    scope.from,
    scope.to,
  ];
  return [[...DOWNLOAD_COLUMNS], ...body, total];
}

export async function domainWiseFile(db: Db, scope: StatScope, format: 'csv' | 'xlsx') {
  const rows = await domainWiseRows(db, scope);
  const name = `domain-wise-stats-${scope.from}-to-${scope.to}.${format}`;
  if (format === 'csv') return { name, type: 'text/csv; charset=utf-8', body: Buffer.from(writeCsv(rows), 'utf8') };
  return { name, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: Buffer.from(await writeXlsx(rows)) };
}
