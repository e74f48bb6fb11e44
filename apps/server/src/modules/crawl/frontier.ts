import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { scopeUrls } from '../../db/schema/index.ts';

export type ScopeUrlRow = typeof scopeUrls.$inferSelect;
export type NewUrl = { url: string; depth: number; source: 'crawl' | 'sitemap' | 'manual' | 'upload' };

const hostnameOf = (url: string) => new URL(url).hostname;

/**
 * Takes up to `limit` pending in-scope URLs (shallowest first, then in discovery order) and marks
 * them fetching in one statement; SKIP LOCKED keeps two claimers from ever taking the same row.
 */
export async function claimBatch(db: Db, projectId: string, limit: number): Promise<ScopeUrlRow[]> {
  if (limit <= 0) return [];
  const next = db
    .select({ id: scopeUrls.id })
    .from(scopeUrls)
    .where(and(eq(scopeUrls.projectId, projectId), eq(scopeUrls.crawlStatus, 'pending'), eq(scopeUrls.isInScope, true)))
    .orderBy(asc(scopeUrls.depth), asc(scopeUrls.createdAt), asc(scopeUrls.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.update(scopeUrls).set({ crawlStatus: 'fetching' }).where(inArray(scopeUrls.id, next)).returning();
  // UPDATE … RETURNING gives no order; keep the frontier's, so the start page goes first.
  return rows.sort((a, b) => a.depth - b.depth || a.createdAt.getTime() - b.createdAt.getTime());
}

/** Rows a worker had claimed but not finished (it stopped or died) go back to the frontier. */
export async function releaseClaims(db: Db, projectId: string): Promise<number> {
  const rows = await db
    .update(scopeUrls)
    .set({ crawlStatus: 'pending' })
    .where(and(eq(scopeUrls.projectId, projectId), eq(scopeUrls.crawlStatus, 'fetching')))
    .returning({ id: scopeUrls.id });
  return rows.length;
}

export async function countInScope(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scopeUrls)
    .where(and(eq(scopeUrls.projectId, projectId), eq(scopeUrls.isInScope, true)));
  return row?.n ?? 0;
}

export type FrontierWriter = {
  /** Adds newly found URLs (the ones not known yet, within the page limit); returns how many. */
  add(candidates: NewUrl[]): Promise<number>;
  /**
   * A redirect landed on `url`: that row receives the page, unless someone else already has it.
   * Returns the row now claimed for this fetch, or null when it is fetched, in flight or out of scope.
   */
  claimRedirectTarget(url: string, depth: number): Promise<ScopeUrlRow | null>;
};

/**
 * Adds to one project's frontier for the length of a slice. Only the baton holder discovers
 * pages, so the in-scope count is read once and kept up to date here: most pages then cost one
 * INSERT … ON CONFLICT DO NOTHING (the unique (project, url) index is what makes a rerun or a
 * resumed run add nothing twice); known URLs are looked up only when the limit is close.
 */
export async function createFrontierWriter(db: Db, projectId: string, pageLimit: number): Promise<FrontierWriter> {
  let inScope = await countInScope(db, projectId);
  const insert = async (rows: NewUrl[]) => {
    const inserted = await db
      .insert(scopeUrls)
      .values(rows.map((c) => ({ projectId, url: c.url, hostname: hostnameOf(c.url), depth: c.depth, source: c.source })))
      .onConflictDoNothing()
      .returning({ id: scopeUrls.id });
    inScope += inserted.length;
    return inserted.length;
  };
  return {
    async add(candidates) {
      const unique = [...new Map(candidates.map((c) => [c.url, c])).values()];
      let added = 0;
      for (let i = 0; i < unique.length && inScope < pageLimit; i += 500) {
        let chunk = unique.slice(i, i + 500);
        const room = pageLimit - inScope;
        if (chunk.length > room) {
          const known = await db
            .select({ url: scopeUrls.url })
            .from(scopeUrls)
            .where(
              and(
                eq(scopeUrls.projectId, projectId),
                inArray(
                  scopeUrls.url,
                  chunk.map((c) => c.url),
                ),
              ),
            );
          const knownSet = new Set(known.map((k) => k.url));
          chunk = chunk.filter((c) => !knownSet.has(c.url)).slice(0, room);
        }
        if (chunk.length > 0) added += await insert(chunk);
      }
      return added;
    },
    async claimRedirectTarget(url, depth) {
      if (inScope < pageLimit) {
        const [inserted] = await db
          .insert(scopeUrls)
          .values({ projectId, url, hostname: hostnameOf(url), depth, source: 'crawl', crawlStatus: 'fetching' })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          inScope++;
          return inserted;
        }
      }
      const [taken] = await db
        .update(scopeUrls)
        .set({ crawlStatus: 'fetching' })
        .where(and(eq(scopeUrls.projectId, projectId), eq(scopeUrls.url, url), eq(scopeUrls.crawlStatus, 'pending'), eq(scopeUrls.isInScope, true)))
        .returning();
      return taken ?? null;
    },
  };
}

/** Failed and skipped pages keep a reason; pages whose content is gone lose their segments too. */
export async function markUrl(
  db: Db,
  id: string,
  status: 'failed' | 'skipped',
  detail: { httpStatus?: number | null; error: string; clearContent?: boolean; now: Date },
): Promise<void> {
  const cleared = detail.clearContent ? { segmentCount: 0, sourceWordCount: 0, uniqueWordCount: 0 } : {};
  await db
    .update(scopeUrls)
    .set({ crawlStatus: status, httpStatus: detail.httpStatus ?? null, error: detail.error.slice(0, 500), fetchedAt: detail.now, ...cleared })
    .where(eq(scopeUrls.id, id));
  if (detail.clearContent) await db.execute(sql`delete from url_segments where scope_url_id = ${id}`);
}
