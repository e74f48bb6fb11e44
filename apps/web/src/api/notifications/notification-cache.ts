import type { Notification } from '@lipi/contract';
import type { NotificationPages } from './fetch-notifications.ts';

/**
 * Changes to the cached pages of notifications (spec 02 §4): a new one goes to the front, a
 * marked one becomes seen, deleted ids leave the list. `unseen` lives on every page (the server
 * sends it with each); the first page's copy is the one shown.
 */
const withPages = (data: NotificationPages, map: (page: NotificationPages['pages'][number], index: number) => NotificationPages['pages'][number]) => ({
  ...data,
  pages: data.pages.map(map),
});

export function prependNotification(data: NotificationPages | undefined, notification: Notification): NotificationPages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) return data;
  const unseenDelta = notification.seen ? 0 : 1;
  return withPages(data, (page, index) => ({
    ...page,
    notifications: index === 0 ? [notification, ...page.notifications] : page.notifications,
    total: page.total + 1,
    unseen: page.unseen + unseenDelta,
  }));
}

export function applySeen(data: NotificationPages | undefined, ids: string[], unseen: number): NotificationPages | undefined {
  if (!data) return data;
  const marked = new Set(ids);
  return withPages(data, (page) => ({ ...page, unseen, notifications: page.notifications.map((n) => (marked.has(n.id) ? { ...n, seen: true } : n)) }));
}

export function applyDeleted(data: NotificationPages | undefined, ids: string[], unseen: number): NotificationPages | undefined {
  if (!data) return data;
  const gone = new Set(ids);
  const removed = data.pages.reduce((n, page) => n + page.notifications.filter((x) => gone.has(x.id)).length, 0);
  return withPages(data, (page) => ({
    ...page,
    unseen,
    total: Math.max(0, page.total - removed),
    notifications: page.notifications.filter((n) => !gone.has(n.id)),
  }));
}

export type SeqDecision = 'apply' | 'refetch';

/**
 * Events of a room are numbered. The next number is applied; a jump (missed events) or a number
 * that went back (the server restarted) means the list may be wrong: fetch it again. The first
 * event after (re)joining has nothing to compare with.
 */
export function decideSeq(lastSeq: number | null, seq: number): SeqDecision {
  if (lastSeq === null) return 'apply';
  return seq === lastSeq + 1 ? 'apply' : 'refetch';
}
