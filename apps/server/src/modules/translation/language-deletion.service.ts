import { TRANSLATION_MESSAGES } from '@lipi/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projectDomains, projects } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { queryRows } from '../projects/project-counts.ts';
import { forgetProxyTargets } from '../render/proxy-target-cache.ts';

/**
 * `translation/languageDeletion`: the language leaves the project (every domain of it) and the
 * organisation's TM rows in that language for this project's segments go, except rows another
 * project of the organisation still uses (it holds the segment and has the language), the same
 * rule as a project delete without keepTm. Revisions stay as history.
 */
export async function deleteLanguage(db: Db, project: ProjectRow, targetLang: string, now: Date) {
  if (project.languages.length <= 1) throw badRequest(TRANSLATION_MESSAGES.lastLanguage);
  const result = await db.transaction(async (tx) => {
    const deleted = await queryRows<{ source_hash: string }>(
      tx as unknown as Db,
      sql`delete from translation_memory tm
          where tm.organisation_id = ${project.organisationId}::uuid and tm.target_lang = ${targetLang}
            and exists (select 1 from segments s where s.project_id = ${project.id}::uuid and s.source_hash = tm.source_hash)
            and not exists (
              select 1 from segments o join projects p on p.id = o.project_id
              where o.source_hash = tm.source_hash and p.organisation_id = tm.organisation_id and p.id <> ${project.id}::uuid
                and p.languages ? ${targetLang})
          returning tm.source_hash`,
    );
    const domains = await tx.select().from(projectDomains).where(eq(projectDomains.projectId, project.id));
    for (const domain of domains) {
      if (!domain.languages.includes(targetLang)) continue;
      await tx
        .update(projectDomains)
        .set({ languages: domain.languages.filter((l) => l !== targetLang) })
        .where(eq(projectDomains.id, domain.id));
    }
    const languages = project.languages.filter((l) => l !== targetLang);
    await tx.update(projects).set({ languages, updatedAt: now }).where(eq(projects.id, project.id));
    return { deletedTm: deleted.length, languages };
  });
  forgetProxyTargets();
  return result;
}
