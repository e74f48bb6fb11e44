import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { cmsContentTypes, cmsEntries } from '../../db/schema/index.ts';
import { latestSync } from './cms-sync.service.ts';

const ENTRIES_SHOWN = 200;

/** `getApiList`: the chosen content types with status and counts, their entries, the last sync. */
export async function listCmsApis(ctx: Pick<AppContext, 'db'>, projectId: string) {
  const types = await ctx.db.select().from(cmsContentTypes).where(eq(cmsContentTypes.projectId, projectId)).orderBy(cmsContentTypes.displayName);
  const counts = await ctx.db
    .select({
      uid: cmsEntries.uid,
      entries: sql<number>`count(*)::int`,
      segments: sql<number>`coalesce(sum(jsonb_array_length(${cmsEntries.hashes})), 0)::int`,
    })
    .from(cmsEntries)
    .where(eq(cmsEntries.projectId, projectId))
    .groupBy(cmsEntries.uid);
  const byUid = new Map(counts.map((c) => [c.uid, c]));
  const entries = await ctx.db
    .select()
    .from(cmsEntries)
    .where(and(eq(cmsEntries.projectId, projectId)))
    .orderBy(cmsEntries.uid, cmsEntries.title)
    .limit(ENTRIES_SHOWN);
  return {
    contentTypes: types.map((t) => ({
      uid: t.uid,
      displayName: t.displayName,
      kind: t.kind as 'singleType' | 'collectionType',
      status: t.status as 'created',
      entries: byUid.get(t.uid)?.entries ?? 0,
      segments: byUid.get(t.uid)?.segments ?? 0,
    })),
    entries: entries.map((e) => ({
      uid: e.uid,
      documentId: e.documentId,
      title: e.title,
      status: e.status,
      appliedLangs: e.appliedLangs,
      error: e.error,
      updatedAt: e.updatedAt.toISOString(),
    })),
    lastSync: await latestSync(ctx, projectId),
  };
}
