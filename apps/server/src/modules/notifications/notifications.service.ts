import type { AppContext } from '../../app-context.ts';
import { notifications } from '../../db/schema/index.ts';
import { userRoom } from '../../realtime/rooms.ts';

export type NewNotification = { userId: string; projectId?: string | null; type: string; title: string; message: string };

export const NOTIFICATION_EVENT = 'notification';

/** Stores a notification and pushes it live to the user's room (it arrives at the front of the list). */
export async function createNotification(ctx: Pick<AppContext, 'db' | 'realtime' | 'clock'>, input: NewNotification) {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ ...input, projectId: input.projectId ?? null, createdAt: ctx.clock.now() })
    .returning();
  ctx.realtime.emit(userRoom(input.userId), NOTIFICATION_EVENT, {
    notification: { id: row!.id, projectId: row!.projectId, type: row!.type, title: row!.title, message: row!.message, seen: row!.seen, createdAt: row!.createdAt.toISOString() },
  });
  return row!;
}
