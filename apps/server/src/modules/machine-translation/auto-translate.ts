import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projectEngines, projects } from '../../db/schema/index.ts';
import { AppError, isDomainError } from '../../lib/errors.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import { queryRows } from '../projects/project-counts.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { getProjectEngines, nameOf, resolveEngine, SOURCE_LANG } from './project-engines.service.ts';
import { startTranslationRun } from './translation-run.service.ts';

/**
 * "Translate new content automatically" (docs/auto-translate.md): segments the snippet reports
 * after load are machine translated a little later, so a visitor's next view is translated.
 * Reports within one window share one job: the window is the debounce, and the job runs after it.
 */
export const AUTO_TRANSLATE_WINDOW_SECONDS = 30;

/** Tracker occurrences sit at positions from here (tracker.service.ts), crawled ones below. */
const TRACKER_POSITION = 1_000_000;

type Ctx = Pick<AppContext, 'db'>;

/** The effective setting: the stored choice, else on when any language uses a real engine. */
export async function getAutoTranslate(ctx: Ctx, project: ProjectRow) {
  if (project.autoTranslateNew !== null) return { enabled: project.autoTranslateNew, isDefault: false };
  const { engines } = await getProjectEngines(ctx, project);
  return { enabled: engines.some((e) => e.engine !== 'transliteration'), isDefault: true };
}

export async function updateAutoTranslate(ctx: Pick<AppContext, 'db' | 'clock'>, project: ProjectRow, enabled: boolean) {
  await ctx.db.update(projects).set({ autoTranslateNew: enabled, updatedAt: ctx.clock.now() }).where(eq(projects.id, project.id));
  return { enabled, isDefault: false };
}

/**
 * Called by the tracker when it stored new segments of a visitor's page. One job per project and
 * window (pg-boss drops a second send with the same key in the same window); it starts once the
 * window is over and picks up every tracker segment created since the window began.
 */
export async function scheduleAutoTranslate(ctx: Pick<AppContext, 'db' | 'clock' | 'queue' | 'log'>, projectId: string) {
  const [row] = await ctx.db.select({ setting: projects.autoTranslateNew }).from(projects).where(eq(projects.id, projectId));
  if (!row || row.setting === false) return;
  // By default only real engines translate automatically: a transliteration-only project queues nothing.
  if (row.setting === null) {
    const [real] = await ctx.db
      .select({ id: projectEngines.projectId })
      .from(projectEngines)
      .where(and(eq(projectEngines.projectId, projectId), ne(projectEngines.engine, 'transliteration')))
      .limit(1);
    if (!real) return;
  }
  const windowMs = AUTO_TRANSLATE_WINDOW_SECONDS * 1000;
  const since = new Date(Math.floor(ctx.clock.now().getTime() / windowMs) * windowMs);
  try {
    await ctx.queue.send(
      'translation.auto',
      { projectId, since: since.toISOString() },
      { singletonKey: `auto:${projectId}`, singletonSeconds: AUTO_TRANSLATE_WINDOW_SECONDS, startAfter: AUTO_TRANSLATE_WINDOW_SECONDS },
    );
  } catch (err) {
    // Never fails the visitor's report: the segments stay new content for a manual run.
    ctx.log.warn({ err, projectId }, 'translation: automatic translation could not be scheduled');
  }
}

/** Tracker-reported segments created since `since` with no translation in the language yet. */
async function newTrackerSegments(ctx: Ctx, project: ProjectRow, since: Date, targetLang: string, replacesTransliteration: boolean) {
  const translated = replacesTransliteration ? sql`and not (tm.type = 'MACHINE' and tm.display_type = 't13n')` : sql``;
  const rows = await queryRows<{ source_hash: string }>(
    ctx.db,
    sql`select s.source_hash from segments s
        where s.project_id = ${project.id} and s.created_at >= ${since.toISOString()}::timestamptz
          and exists (select 1 from url_segments us where us.project_id = ${project.id}
            and us.source_hash = s.source_hash and us.position >= ${TRACKER_POSITION})
          and not exists (select 1 from translation_memory tm
            where tm.organisation_id = ${project.organisationId} and tm.source_hash = s.source_hash
              and tm.target_lang = ${targetLang} and tm.type <> 'NO_TRANSLATION_AVAILABLE' ${translated})
        order by s.created_at, s.source_hash
        limit 5000`,
  );
  return rows.map((r) => r.source_hash);
}

/**
 * The job: one run per language through the run machinery (batched, each segment once, the plan's
 * MT characters checked). With the default setting only languages with a real engine are done;
 * switched on by hand, transliteration languages too. A refusal (quota, engine gone) is logged and
 * told to the project's creator, and the job ends: it is not retried.
 */
export async function runAutoTranslate(ctx: AppContext, payload: { projectId: string; since: string }) {
  const [project] = await ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, payload.projectId), isNull(projects.deletingAt)));
  if (!project || project.autoTranslateNew === false) return;
  const since = new Date(payload.since);
  for (const targetLang of project.languages) {
    const { engine } = await resolveEngine(ctx, project, targetLang);
    if (project.autoTranslateNew === null && engine === 'transliteration') continue;
    // Transliteration starts from English only (decisions: project source language).
    if (engine === 'transliteration' && project.sourceLanguage !== SOURCE_LANG) continue;
    try {
      await startTranslationRun(ctx, {
        project,
        targetLang,
        kind: 'nmt',
        requestId: `auto:${payload.since}:${targetLang}`,
        select: (used) => newTrackerSegments(ctx, project, since, targetLang, used !== 'transliteration'),
      });
    } catch (err) {
      if (isDomainError(err, 'NO_NEW_CONTENT')) continue;
      ctx.log.warn({ err, projectId: project.id, targetLang }, 'translation: the automatic run was refused');
      if (project.createdBy)
        await createNotification(ctx, {
          userId: project.createdBy,
          projectId: project.id,
          type: 'translationFailed',
          title: 'Automatic translation stopped',
          message: `New content was not translated into ${nameOf(targetLang)}: ${err instanceof AppError ? err.message : 'the run could not start'}`,
        });
    }
  }
}

export async function registerAutoTranslateWorker(ctx: AppContext) {
  await ctx.queue.work('translation.auto', (payload) => runAutoTranslate(ctx, payload));
}
