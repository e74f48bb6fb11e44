import type { AppContext } from '../../app-context.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import type { RequestRow } from './manual-requests.service.ts';

/** The changes of a professional-translation request that somebody has to act on or hear about. */
export type ManualEvent = 'ready' | 'assigned' | 'delivered' | 'approved' | 'rejected' | 'tmsFailed' | 'tmsRefused';

const TEXT: Record<ManualEvent, { title: string; message: (detail: string) => string }> = {
  ready: { title: 'Quote ready', message: (d) => `Your request is pre-translated and batched (${d}); assign the linguists.` },
  assigned: { title: 'New translation task', message: (d) => `You have a new task: ${d}.` },
  delivered: { title: 'Translation delivered', message: (d) => `The translation is ready for review (${d}).` },
  approved: { title: 'Translation approved', message: (d) => `The request you worked on was signed off (${d}).` },
  rejected: { title: 'Translation sent back', message: (d) => `The request was sent back for rework: ${d}` },
  tmsFailed: { title: 'Translation service unreachable', message: (d) => d },
  tmsRefused: { title: 'Delivered file refused in part', message: (d) => d },
};

/**
 * One notification row per person concerned (each pushed live to their `user:` room by
 * createNotification, so the bell updates without a reload). Failing to notify never undoes the change.
 */
export async function notifyRequest(
  ctx: Pick<AppContext, 'db' | 'realtime' | 'clock' | 'log'>,
  request: Pick<RequestRow, 'id' | 'projectId'>,
  event: ManualEvent,
  userIds: readonly (string | null | undefined)[],
  detail: string,
) {
  const text = TEXT[event];
  for (const userId of new Set(userIds.filter((u): u is string => Boolean(u)))) {
    try {
      await createNotification(ctx, {
        userId,
        projectId: request.projectId,
        type: `manualTranslation.${event}`,
        title: text.title,
        message: text.message(detail),
      });
    } catch (err) {
      ctx.log.warn({ err, requestId: request.id, event }, 'manual translation: notification failed');
    }
  }
}

/** Everyone assigned to any step of the request's sub-batches. */
export function assigneesOf(subs: readonly { assignees: Record<string, string> }[]) {
  return [...new Set(subs.flatMap((s) => Object.values(s.assignees)))];
}
