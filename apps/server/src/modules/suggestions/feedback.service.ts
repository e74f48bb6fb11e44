import type { FeedbackListReply, FeedbackRow } from '@lipi/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/index.ts';

type FeedbackRecord = typeof feedback.$inferSelect;

const toRow = (r: FeedbackRecord): FeedbackRow => ({
  id: r.id,
  pageUrl: r.pageUrl,
  targetLang: r.targetLang,
  rating: r.rating,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
});

export async function listFeedback(db: Db, projectId: string, pageNumber: number, pageSize: number): Promise<FeedbackListReply> {
  const rows = await db
    .select()
    .from(feedback)
    .where(eq(feedback.projectId, projectId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(feedback).where(eq(feedback.projectId, projectId));
  return { feedback: rows.map(toRow), total: Number(total?.n ?? 0) };
}

export async function allFeedback(db: Db, projectId: string): Promise<FeedbackRow[]> {
  const rows = await db.select().from(feedback).where(eq(feedback.projectId, projectId)).orderBy(desc(feedback.createdAt), desc(feedback.id));
  return rows.map(toRow);
}
