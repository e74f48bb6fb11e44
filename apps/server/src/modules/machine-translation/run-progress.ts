import { TRANSLATION_PROGRESS_EVENT, type TranslationProgress } from '@lipi/contract';
import type { AppContext } from '../../app-context.ts';
import { projectRoom } from '../../realtime/rooms.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import { nameOf } from './project-engines.service.ts';
import type { TranslationRunRow } from './run-lease.ts';

export function toProgress(run: TranslationRunRow): TranslationProgress {
  return {
    runId: run.id,
    projectId: run.projectId,
    targetLang: run.targetLang,
    kind: run.kind as TranslationProgress['kind'],
    status: run.status as TranslationProgress['status'],
    total: run.total,
    done: run.done,
    fromMemory: run.fromMemory,
    failed: run.failed,
  };
}

/**
 * Pushes the run's counters to the project's room, at most once per interval while it runs
 * (a fast engine would otherwise flood the room) and always at a status change.
 */
export function createRunReporter(ctx: Pick<AppContext, 'realtime'>, intervalMs: number) {
  let lastAt = 0;
  return (run: TranslationRunRow, force = false) => {
    if (!force && Date.now() - lastAt < intervalMs) return;
    lastAt = Date.now();
    ctx.realtime.emit(projectRoom(run.projectId), TRANSLATION_PROGRESS_EVENT, toProgress(run));
  };
}

/**
 * Tells whoever started the run how it ended. Runs the system started (the free trial's first
 * page) notify nobody: the trial user is waiting for the crawl's own notification, and the page
 * shows the translation anyway.
 */
export async function notifyRunEnd(ctx: Pick<AppContext, 'db' | 'realtime' | 'clock'>, run: TranslationRunRow) {
  const userId = run.createdBy;
  if (!userId) return;
  const language = nameOf(run.targetLang);
  const what = run.kind === 't13n' ? 'Transliteration' : 'Machine translation';
  const translated = run.done - run.fromMemory - run.failed;
  const message =
    run.status === 'failed'
      ? `${what} into ${language} failed: ${run.error ?? 'no segment could be translated'}`
      : `${what} into ${language} finished: ${translated} translated, ${run.fromMemory} already in memory${run.failed ? `, ${run.failed} failed` : ''}.`;
  await createNotification(ctx, {
    userId,
    projectId: run.projectId,
    type: run.status === 'failed' ? 'translationFailed' : 'translationCompleted',
    title: `${what} ${run.status === 'failed' ? 'failed' : 'finished'}`,
    message,
  });
}
