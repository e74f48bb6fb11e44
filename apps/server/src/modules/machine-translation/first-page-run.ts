import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { organisations, projects } from '../../db/schema/index.ts';
import { isDomainError } from '../../lib/errors.ts';
import { startTranslationRun } from './translation-run.service.ts';

/**
 * The free trial's first minute: as soon as a free organisation's start page (depth 0, where the
 * crawl began; not sitemap or hand-added URLs) is stored,
 * its first language is translated with the project's engine (the offline default when none is
 * chosen), so the trial shows a translated page before the crawl ends. The requestId makes a
 * re-crawl of the same page start nothing new. Never fails the crawl: a refusal is only logged.
 */
export async function startFirstPageRun(ctx: AppContext, page: { projectId: string; scopeUrlId: string; isStartPage: boolean }): Promise<void> {
  if (!page.isStartPage) return;
  try {
    const [row] = await ctx.db
      .select({ project: projects, plan: organisations.plan })
      .from(projects)
      .innerJoin(organisations, eq(organisations.id, projects.organisationId))
      .where(and(eq(projects.id, page.projectId), isNull(projects.deletingAt)));
    const lang = row?.project.languages[0];
    if (!row || row.plan !== 'free' || !lang) return;
    const requestId = `first-page:${page.scopeUrlId}:${lang}`;
    // No userId: a run the system started notifies nobody (run-progress.ts).
    await startTranslationRun(ctx, { project: row.project, targetLang: lang, kind: 'nmt', requestId });
  } catch (err) {
    if (isDomainError(err, 'NO_NEW_CONTENT')) return;
    ctx.log.warn({ err, projectId: page.projectId }, 'translation: the first-page run could not start');
  }
}
