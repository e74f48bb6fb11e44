import { API_KEY_MESSAGES } from '@lipi/contract';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, apiRequests } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

type RequestRow = typeof apiRequests.$inferSelect;

const toRequest = (row: RequestRow, keyPrefix: string | null) => ({
  requestId: row.id,
  keyPrefix,
  sourceLang: row.sourceLang,
  targetLang: row.targetLang,
  bot: row.bot,
  status: row.status,
  segments: row.segments,
  fromMemory: row.fromMemory,
  machine: row.machine,
  failed: row.failed,
  characters: row.characters,
  payloadBytes: row.payloadBytes,
  durationMs: row.durationMs,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/** jsonRequestsList (newest first, a page), its total, and nmtReqs: requests that called an engine. */
export async function listRequests(db: Db, projectId: string, input: { page: number; pageSize: number }) {
  const rows = await db
    .select({ request: apiRequests, prefix: apiKeys.prefix })
    .from(apiRequests)
    .leftJoin(apiKeys, eq(apiKeys.id, apiRequests.keyId))
    .where(eq(apiRequests.projectId, projectId))
    .orderBy(desc(apiRequests.createdAt), desc(apiRequests.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [total] = await db.select({ n: count() }).from(apiRequests).where(eq(apiRequests.projectId, projectId));
  const [nmt] = await db
    .select({ n: count() })
    .from(apiRequests)
    .where(and(eq(apiRequests.projectId, projectId), gt(apiRequests.machine, 0)));
  return { jsonRequestsList: rows.map((r) => toRequest(r.request, r.prefix)), total: total?.n ?? 0, nmtReqs: nmt?.n ?? 0 };
}

export async function getRequest(db: Db, projectId: string, requestId: string) {
  const [row] = await db
    .select({ request: apiRequests, prefix: apiKeys.prefix })
    .from(apiRequests)
    .leftJoin(apiKeys, eq(apiKeys.id, apiRequests.keyId))
    .where(and(eq(apiRequests.projectId, projectId), eq(apiRequests.id, requestId)));
  if (!row) throw notFound(API_KEY_MESSAGES.requestNotFound);
  return { ...toRequest(row.request, row.prefix), issues: row.request.issues };
}

export async function deleteRequest(db: Db, projectId: string, requestId: string) {
  const [row] = await db
    .delete(apiRequests)
    .where(and(eq(apiRequests.projectId, projectId), eq(apiRequests.id, requestId)))
    .returning({ id: apiRequests.id });
  if (!row) throw notFound(API_KEY_MESSAGES.requestNotFound);
  return { requestId: row.id };
}
