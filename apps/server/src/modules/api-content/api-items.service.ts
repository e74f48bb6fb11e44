import { API_CONTENT_LIMITS, API_EDITOR_MESSAGES } from '@lipi/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { apiTranslations, cmsConnections, projects } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { queryRows } from '../projects/project-counts.ts';
import { getApiItem, uploadJsonFile } from './json-files.service.ts';

/**
 * `add/file`: the JSON body's data stored as a file, exactly as an upload of the same text would be
 * (two-space indentation and a final newline, the shape most i18n tooling writes).
 */
export async function addJsonFile(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, input: { name: string; data: unknown }) {
  const name = /\.json$/i.test(input.name) ? input.name : `${input.name}.json`;
  const content = Buffer.from(JSON.stringify(input.data, null, 2) + '\n', 'utf8');
  if (content.length > API_CONTENT_LIMITS.jsonBytes) throw badRequest('The JSON is larger than 20 MB.');
  return uploadJsonFile(ctx, project, { filename: name, content });
}

/** `update`: a new name, unique among the project's items of the same kind (a file keeps `.json`). */
export async function renameItem(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, input: { apiId: string; name: string }) {
  const item = await getApiItem(ctx.db, project.id, input.apiId);
  const name = item.kind === 'static' && !/\.json$/i.test(input.name) ? `${input.name}.json` : input.name;
  if (/[\\/]/.test(name)) throw badRequest('A name cannot contain / or \\.');
  const [taken] = await ctx.db
    .select({ id: apiTranslations.id })
    .from(apiTranslations)
    .where(
      and(eq(apiTranslations.projectId, project.id), eq(apiTranslations.kind, item.kind), eq(apiTranslations.name, name), ne(apiTranslations.id, item.id)),
    );
  if (taken) throw new AppError('CONFLICT', API_EDITOR_MESSAGES.nameTaken);
  const [row] = await ctx.db.update(apiTranslations).set({ name, updatedAt: ctx.clock.now() }).where(eq(apiTranslations.id, item.id)).returning();
  return row!;
}

/**
 * `newLang/add` and `dynamic/language/add`: target languages join the project (the dynamic call
 * answers only project languages). Locked row update, so two adds at once both land.
 */
export async function addLanguages(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, languages: string[]) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ languages: string[] }>(tx as unknown as Db, sql`select languages from projects where id = ${project.id}::uuid for update`);
    const merged = [...new Set([...(row?.languages ?? project.languages), ...languages])];
    if (merged.length > 30) throw badRequest('A project can have at most 30 languages.');
    await tx.update(projects).set({ languages: merged, updatedAt: ctx.clock.now() }).where(eq(projects.id, project.id));
    return { languages: merged, missingInCms: await missingCmsLocales(tx as unknown as Db, project.id, merged) };
  });
}

/** The languages a connected CMS has no locale for (Lipi never writes those: Strapi would accept them silently). */
export async function missingCmsLocales(db: Db, projectId: string, languages: string[]) {
  const [cms] = await db
    .select({ locales: cmsConnections.locales, defaultLocale: cmsConnections.defaultLocale })
    .from(cmsConnections)
    .where(eq(cmsConnections.projectId, projectId));
  return cms ? languages.filter((l) => l !== cms.defaultLocale && !cms.locales.includes(l)) : [];
}
