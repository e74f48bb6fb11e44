import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../projects/project-counts.ts';

const n = (v: unknown) => Number(v ?? 0);
export const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** What an organisation uses now: live projects, active users, and this month's MT characters. */
export async function findOrganisationUsage(db: Db, organisationId: string, month: string) {
  const [row] = await queryRows<{ projects: number; seats: number; mt: number; languages: number; pages: number }>(
    db,
    sql`select
      (select count(*) from projects where organisation_id = ${organisationId} and deleting_at is null) as projects,
      (select count(*) from users where organisation_id = ${organisationId} and is_active) as seats,
      (select coalesce(sum(eu.characters), 0) from engine_usage eu join projects p on p.id = eu.project_id
         where p.organisation_id = ${organisationId} and eu.month = ${month}) as mt,
      (select coalesce(max(jsonb_array_length(languages)), 0) from projects where organisation_id = ${organisationId} and deleting_at is null) as languages,
      (select coalesce(max(page_limit), 0) from projects where organisation_id = ${organisationId} and deleting_at is null) as pages`,
  );
  return { projects: n(row?.projects), seats: n(row?.seats), mtCharacters: n(row?.mt), languages: n(row?.languages), pages: n(row?.pages) };
}

/**
 * The most any organisation on a plan uses of each limit (plan/update may not go below it). Pages
 * are counted as in-scope URLs of a project, not the project's page limit setting.
 */
export async function findHighestUsage(db: Db, planCode: string) {
  const [row] = await queryRows<{ projects: number; seats: number; languages: number; pages: number }>(
    db,
    sql`with orgs as (select id from organisations where plan = ${planCode})
      select
        (select coalesce(max(c), 0) from (select count(*) c from projects where organisation_id in (select id from orgs) and deleting_at is null group by organisation_id) t) as projects,
        (select coalesce(max(c), 0) from (select count(*) c from users where organisation_id in (select id from orgs) and is_active group by organisation_id) t) as seats,
        (select coalesce(max(jsonb_array_length(languages)), 0) from projects where organisation_id in (select id from orgs) and deleting_at is null) as languages,
        (select coalesce(max(c), 0) from (select count(*) c from scope_urls su join projects p on p.id = su.project_id
           where p.organisation_id in (select id from orgs) and su.is_in_scope group by su.project_id) t) as pages`,
  );
  return { projects: n(row?.projects), seats: n(row?.seats), languages: n(row?.languages), pages: n(row?.pages) };
}
