import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { segments } from '../../db/schema/index.ts';
import { queryRows } from '../projects/project-counts.ts';

const CHUNK = 1000;

/**
 * The new content of a language: segments in scope (on a URL in scope, or on no URL at all, as
 * for app and file projects) without a translation in that language. For a translating engine a
 * machine transliteration (MACHINE, t13n: the default engine's output) is not a translation yet,
 * so it is new content that the engine replaces. In a stable order, so the run's cursor always
 * means the same thing.
 */
export async function findNewContent(
  db: Db,
  project: { id: string; organisationId: string },
  targetLang: string,
  replacesTransliteration: boolean,
): Promise<string[]> {
  const translated = replacesTransliteration ? sql`and not (tm.type = 'MACHINE' and tm.display_type = 't13n')` : sql``;
  const rows = await queryRows<{ source_hash: string }>(
    db,
    sql`select s.source_hash from segments s
        where s.project_id = ${project.id}
          and not exists (select 1 from translation_memory tm
            where tm.organisation_id = ${project.organisationId} and tm.source_hash = s.source_hash
              and tm.target_lang = ${targetLang} and tm.type <> 'NO_TRANSLATION_AVAILABLE' ${translated})
          and (exists (select 1 from url_segments us join scope_urls u on u.id = us.scope_url_id
                 where us.project_id = ${project.id} and us.source_hash = s.source_hash and u.is_in_scope)
               or not exists (select 1 from url_segments us where us.project_id = ${project.id} and us.source_hash = s.source_hash))
        order by s.created_at, s.source_hash`,
  );
  return rows.map((r) => r.source_hash);
}

/** The named segments that exist in the project, once each, in the order given. */
export async function findProjectSegments(db: Db, projectId: string, sourceHashes: string[]): Promise<string[]> {
  const wanted = [...new Set(sourceHashes)];
  const found = new Set<string>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await db
      .select({ hash: segments.sourceHash })
      .from(segments)
      .where(and(eq(segments.projectId, projectId), inArray(segments.sourceHash, wanted.slice(i, i + CHUNK))));
    for (const row of rows) found.add(row.hash);
  }
  return wanted.filter((h) => found.has(h));
}

export type RunSegment = { sourceHash: string; text: string; hostname: string };

/**
 * Texts of a slice of a run, with the hostname engine usage is counted against: the first URL of
 * the project holding the segment, else the project's main hostname.
 */
export async function loadRunSegments(db: Db, project: { id: string; hostname: string }, sourceHashes: string[]): Promise<Map<string, RunSegment>> {
  if (sourceHashes.length === 0) return new Map();
  const rows = await queryRows<{ source_hash: string; text: string; hostname: string | null }>(
    db,
    sql`select s.source_hash, s.text,
          (select u.hostname from url_segments us join scope_urls u on u.id = us.scope_url_id
            where us.project_id = s.project_id and us.source_hash = s.source_hash order by u.hostname limit 1) as hostname
        from segments s
        where s.project_id = ${project.id} and s.source_hash in (${sql.join(
          sourceHashes.map((h) => sql`${h}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.source_hash, { sourceHash: r.source_hash, text: r.text, hostname: r.hostname ?? project.hostname }]));
}
