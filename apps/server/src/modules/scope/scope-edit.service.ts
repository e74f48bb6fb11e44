import { SCOPE_MESSAGES } from '@lipi/contract';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { pageSnapshots, scopeUrls, urlSegments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { startRefresh } from '../crawl/crawl.service.ts';
import { countInScope } from '../crawl/frontier.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { findScopeUrl, getScopeUrl, type ScopeUrlRow } from './scope-queries.ts';

type Ctx = Pick<AppContext, 'db' | 'queue' | 'clock'>;
type Target = { urlId?: string | undefined; url?: string | undefined };

/**
 * scope/toggle. A URL taken out of scope keeps its data but leaves the project's counts; one put
 * back (within the page limit) is fetched if it never was.
 */
export async function toggleScope(ctx: Ctx, project: ProjectRow, visible: SQL, target: Target, isInScope: boolean): Promise<ScopeUrlRow> {
  const row = await findScopeUrl(ctx, visible, target);
  if (!row) throw new AppError('NOT_FOUND', SCOPE_MESSAGES.toggleFailed);
  if (isInScope && !row.isInScope && (await countInScope(ctx.db, project.id)) >= project.pageLimit) {
    throw new AppError('BAD_REQUEST', SCOPE_MESSAGES.toggleFailed, { reason: 'Page limit reached' });
  }
  const needsFetch = isInScope && row.crawlStatus !== 'fetched';
  const [updated] = await ctx.db
    .update(scopeUrls)
    .set({ isInScope, ...(needsFetch ? { crawlStatus: 'pending' } : {}) })
    .where(eq(scopeUrls.id, row.id))
    .returning();
  if (needsFetch) await startRefresh(ctx, project);
  return updated!;
}

/** scope/tracking/toggle and scope/enableUrlTrack. */
export async function setTracking(ctx: Ctx, visible: SQL, target: Target, isTracked: boolean): Promise<ScopeUrlRow> {
  const row = await findScopeUrl(ctx, visible, target);
  if (!row) throw new AppError('NOT_FOUND', SCOPE_MESSAGES.trackToggleFailed);
  const [updated] = await ctx.db.update(scopeUrls).set({ isTracked }).where(eq(scopeUrls.id, row.id)).returning();
  return updated!;
}

/** scope/flush/start: the page's stored segments and saved copies go, then it is fetched afresh. */
export async function flushUrl(ctx: Ctx, project: ProjectRow, visible: SQL, url: string) {
  const row = await getScopeUrl(ctx, visible, { url });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(urlSegments).where(eq(urlSegments.scopeUrlId, row.id));
    await tx.delete(pageSnapshots).where(eq(pageSnapshots.scopeUrlId, row.id));
    await tx
      .update(scopeUrls)
      .set({
        crawlStatus: 'pending',
        isInScope: true,
        httpStatus: null,
        error: null,
        title: null,
        contentHash: null,
        segmentCount: 0,
        sourceWordCount: 0,
        uniqueWordCount: 0,
        fetchedAt: null,
      })
      .where(eq(scopeUrls.id, row.id));
  });
  const { runId } = await startRefresh(ctx, project);
  return { runId, url: row.url };
}

/** scope/project/resync: every in-scope URL is fetched again (links are not followed: that is project/crawl). */
export async function resyncProject(ctx: Ctx, project: ProjectRow) {
  const rows = await ctx.db
    .update(scopeUrls)
    .set({ crawlStatus: 'pending' })
    // Rows in flight stay as they are: they are being fetched right now.
    .where(and(eq(scopeUrls.projectId, project.id), eq(scopeUrls.isInScope, true), ne(scopeUrls.crawlStatus, 'fetching')))
    .returning({ id: scopeUrls.id });
  if (rows.length === 0) throw new AppError('BAD_REQUEST', 'There are no Urls in scope to resync');
  const { runId } = await startRefresh(ctx, project);
  return { runId, urls: rows.length };
}
