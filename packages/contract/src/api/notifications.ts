import { z } from 'zod';

/** Notifications come ten to a page, newest first. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** The socket.io event a new notification arrives with, in the user's room `user:{id}`. */
export const NOTIFICATION_EVENT = 'notification';

export const notificationSchema = z.object({
  id: z.string(),
  notificationId: z.string(),
  projectId: z.string().nullable(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const fetchNotificationsRequest = z.object({ pageNumber: z.coerce.number().int().min(1).default(1) });
/** total: all of the caller's notifications; unseen: how many are not seen yet (the bell's count). */
export const fetchNotificationsReply = z.object({ notifications: z.array(notificationSchema), total: z.number(), unseen: z.number() });

const idsSchema = z.array(z.string().trim().min(1).max(100)).min(1).max(100);
export const notificationIdsRequest = z.object({ ids: idsSchema });
/** How many of the caller's notifications changed; ids of someone else's are ignored. */
export const markSeenReply = z.object({ updated: z.number(), unseen: z.number() });
export const deleteNotificationsReply = z.object({ deleted: z.number(), unseen: z.number() });

/** The payload of the live event: the new notification (plus seq and roomId from the channel). */
export const notificationEventSchema = z.object({ notification: notificationSchema, seq: z.number(), roomId: z.string() });
