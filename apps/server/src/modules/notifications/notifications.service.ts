import { NOTIFICATION_PAGE_SIZE, type Notification } from '@lipi/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { notifications } from '../../db/schema/index.ts';
import { userRoom } from '../../realtime/rooms.ts';

export type NewNotification = { userId: string; projectId?: string | null; type: string; title: string; message: string };
type NotificationRow = typeof notifications.$inferSelect;

export const NOTIFICATION_EVENT = 'notification';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    notificationId: row.id,
    projectId: row.projectId,
    type: row.type,
    title: row.title,
    message: row.message,
    seen: row.seen,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a notification and pushes it live to the user's room (it arrives at the front of the list). */
export async function createNotification(ctx: Pick<AppContext, 'db' | 'realtime' | 'clock'>, input: NewNotification) {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ ...input, projectId: input.projectId ?? null, createdAt: ctx.clock.now() })
    .returning();
  ctx.realtime.emit(userRoom(input.userId), NOTIFICATION_EVENT, { notification: toNotification(row!) });
  return row!;
}

async function countUnseen(ctx: Pick<AppContext, 'db'>, userId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)));
  return row?.n ?? 0;
}

/** A page of the caller's own notifications, newest first, with the totals the bell shows. */
export async function listNotifications(ctx: Pick<AppContext, 'db'>, userId: string, pageNumber: number) {
  const [rows, [total], unseen] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE)
      .offset((pageNumber - 1) * NOTIFICATION_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    countUnseen(ctx, userId),
  ]);
  return { notifications: rows.map(toNotification), total: total?.n ?? 0, unseen };
}

/** Ids that are not uuids cannot be anyone's notification; dropping them keeps the SQL typed. */
const ownIds = (userId: string, ids: string[]) => {
  const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  return valid.length === 0 ? undefined : and(eq(notifications.userId, userId), inArray(notifications.id, valid));
};

/** Marks the caller's notifications seen; someone else's ids change nothing. */
export async function markSeen(ctx: Pick<AppContext, 'db'>, userId: string, ids: string[]) {
  const where = ownIds(userId, ids);
  const updated = where ? await ctx.db.update(notifications).set({ seen: true }).where(where).returning({ id: notifications.id }) : [];
  return { updated: updated.length, unseen: await countUnseen(ctx, userId) };
}

export async function deleteNotifications(ctx: Pick<AppContext, 'db'>, userId: string, ids: string[]) {
  const where = ownIds(userId, ids);
  const deleted = where ? await ctx.db.delete(notifications).where(where).returning({ id: notifications.id }) : [];
  return { deleted: deleted.length, unseen: await countUnseen(ctx, userId) };
}
