import { SCOPE_MESSAGES } from '@lipi/contract';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { pageSnapshots, scopeUrls } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { getScopeUrl, toScopeUrl } from './scope-queries.ts';

type Ctx = Pick<AppContext, 'db'>;

const TRACKED_LIMIT = 5000;
const meta = { id: pageSnapshots.id, fetchedAt: pageSnapshots.fetchedAt, byteLength: pageSnapshots.byteLength };
const toMeta = (s: { id: string; fetchedAt: Date; byteLength: number }) => ({ id: s.id, fetchedAt: s.fetchedAt.toISOString(), byteLength: s.byteLength });

export async function listTrackedUrls(ctx: Ctx, visible: SQL) {
  const rows = await ctx.db
    .select()
    .from(scopeUrls)
    .where(and(visible, eq(scopeUrls.isTracked, true)))
    .orderBy(asc(scopeUrls.url))
    .limit(TRACKED_LIMIT);
  return { urls: rows.map(toScopeUrl) };
}

/** getTrackingFilesListByUrl: the saved copies of a page, newest first (without their HTML). */
export async function listSnapshots(ctx: Ctx, visible: SQL, url: string) {
  const row = await getScopeUrl(ctx, visible, { url });
  const files = await ctx.db.select(meta).from(pageSnapshots).where(eq(pageSnapshots.scopeUrlId, row.id)).orderBy(desc(pageSnapshots.fetchedAt));
  return { url: row.url, files: files.map(toMeta) };
}

/**
 * getTrackingFilesrc: one saved copy, found only through a URL the caller may see, so a snapshot
 * id of another organisation's project is "not found". The HTML leaves as a JSON string.
 */
export async function getSnapshot(ctx: Ctx, visible: SQL, snapshotId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(snapshotId)) throw new AppError('NOT_FOUND', SCOPE_MESSAGES.snapshotNotFound);
  const [found] = await ctx.db
    .select({ ...meta, html: pageSnapshots.html, url: scopeUrls.url })
    .from(pageSnapshots)
    .innerJoin(scopeUrls, eq(scopeUrls.id, pageSnapshots.scopeUrlId))
    .where(and(visible, eq(pageSnapshots.id, snapshotId)));
  if (!found) throw new AppError('NOT_FOUND', SCOPE_MESSAGES.snapshotNotFound);
  return { ...toMeta(found), url: found.url, html: found.html };
}

/** getFilehtmls: the latest saved copy of a page. */
export async function getLatestSnapshot(ctx: Ctx, visible: SQL, url: string) {
  const row = await getScopeUrl(ctx, visible, { url });
  const [latest] = await ctx.db
    .select({ ...meta, html: pageSnapshots.html })
    .from(pageSnapshots)
    .where(eq(pageSnapshots.scopeUrlId, row.id))
    .orderBy(desc(pageSnapshots.fetchedAt))
    .limit(1);
  if (!latest) throw new AppError('NOT_FOUND', SCOPE_MESSAGES.snapshotNotFound);
  return { ...toMeta(latest), url: row.url, html: latest.html };
}
