import { PROJECT_MESSAGES } from '@lipi/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { projects } from '../../db/schema/index.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { getProjectForCaller } from './project-access.ts';
import type { JobPayload } from '../../jobs/registry.ts';
import { forgetProxyTargets } from '../render/proxy-target-cache.ts';

export const PROJECT_DELETE_JOB = 'project.delete';

export type ProjectDeleteJob = JobPayload<'project.delete'>;

/**
 * Deleting a project removes every URL, snapshot and segment (cascades), which can take a while
 * on a big site: the request only marks the project (it disappears from every call at once) and
 * a persistent job does the work.
 */
export async function requestProjectDelete(ctx: Pick<AppContext, 'db' | 'clock' | 'queue'>, auth: AuthInfo, input: { projectId: string; keepTm: boolean }) {
  const project = await getProjectForCaller(ctx, auth, input.projectId);
  await ctx.db.update(projects).set({ deletingAt: ctx.clock.now() }).where(eq(projects.id, project.id));
  forgetProxyTargets();
  const job: ProjectDeleteJob = { projectId: project.id, organisationId: project.organisationId, keepTm: input.keepTm, requestedBy: auth.userId };
  await ctx.queue.send(PROJECT_DELETE_JOB, job);
  return { projectId: project.id };
}

/**
 * Without keepTm, the organisation's TM rows for this project's segments go too, except those a
 * segment of another project of the organisation still uses (TM is shared per organisation).
 */
async function deleteProjectTm(tx: AppContext['db'], job: ProjectDeleteJob) {
  await tx.execute(sql`
    delete from translation_memory tm
    where tm.organisation_id = ${job.organisationId}::uuid
      and exists (select 1 from segments s where s.project_id = ${job.projectId}::uuid and s.source_hash = tm.source_hash)
      and not exists (
        select 1 from segments s2 join projects p2 on p2.id = s2.project_id
        where p2.organisation_id = ${job.organisationId}::uuid and p2.id <> ${job.projectId}::uuid and s2.source_hash = tm.source_hash)`);
}

/**
 * The job: one transaction, then a notification to the requester either way. A job delivered
 * again after success finds no marked project and does nothing. On failure the mark is lifted
 * so the project is back in the list and the user can try again.
 */
export async function runProjectDelete(ctx: Pick<AppContext, 'db' | 'clock' | 'realtime' | 'log'>, job: ProjectDeleteJob) {
  try {
    const deleted = await ctx.db.transaction(async (tx) => {
      const [marked] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.id, job.projectId), isNotNull(projects.deletingAt)))
        .for('update');
      if (!marked) return false;
      if (!job.keepTm) await deleteProjectTm(tx, job);
      await tx.delete(projects).where(eq(projects.id, job.projectId));
      return true;
    });
    if (!deleted) return;
    await createNotification(ctx, {
      userId: job.requestedBy,
      projectId: job.projectId,
      type: 'projectDeleted',
      title: 'Project deleted',
      message: PROJECT_MESSAGES.deleted,
    });
  } catch (err) {
    ctx.log.error({ err, projectId: job.projectId }, 'project delete failed');
    await ctx.db
      .update(projects)
      .set({ deletingAt: null })
      .where(eq(projects.id, job.projectId))
      .catch(() => undefined);
    forgetProxyTargets();
    const projectId = /^[0-9a-f-]{36}$/i.test(job.projectId) ? job.projectId : null;
    await createNotification(ctx, {
      userId: job.requestedBy,
      projectId,
      type: 'projectDeleteFailed',
      title: 'Project not deleted',
      message: PROJECT_MESSAGES.deleteFailed,
    });
  }
}

export async function registerProjectDeleteWorker(ctx: AppContext) {
  await ctx.queue.work(PROJECT_DELETE_JOB, (job) => runProjectDelete(ctx, job));
}
