import { RENDER_LIMITS } from '@lipi/contract';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { pageViews, renderedPages, translationMemory } from '../../db/schema/index.ts';
import type { ProjectRow } from '../projects/project-access.ts';

export type CachedPage = typeof renderedPages.$inferSelect;

export const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * A rendered page is served while it is younger than RENDER_LIMITS.cacheTtlSeconds, newer than the
 * project's last change (flags, settings) and no translation of the organisation in that language
 * changed after it was rendered. The last check asks the TM index once per hit, so a translation
 * saved anywhere (editor, machine run, accepted suggestion, import) shows on the next visit.
 */
export async function findFreshPage(db: Db, project: ProjectRow, lang: string, url: string, now: Date): Promise<CachedPage | null> {
  const [page] = await db
    .select()
    .from(renderedPages)
    .where(and(eq(renderedPages.projectId, project.id), eq(renderedPages.lang, lang), eq(renderedPages.url, url)));
  if (!page) return null;
  const isOld = now.getTime() - page.createdAt.getTime() > RENDER_LIMITS.cacheTtlSeconds * 1000;
  if (isOld || page.createdAt < project.updatedAt) return null;
  const [changed] = await db
    .select({ one: sql<number>`1` })
    .from(translationMemory)
    .where(
      and(
        eq(translationMemory.organisationId, project.organisationId),
        eq(translationMemory.targetLang, lang),
        gt(translationMemory.updatedAt, page.createdAt),
      ),
    )
    .limit(1);
  return changed ? null : page;
}

/**
 * Stores a rendered page. Expired pages of the project go first; a project already holding
 * RENDER_LIMITS.cachedPagesPerProject live pages stores no more (query strings would otherwise let
 * anyone fill the table), and those pages are simply rendered on every visit until some expire.
 */
export async function storePage(db: Db, row: Omit<CachedPage, 'createdAt'> & { createdAt: Date }): Promise<void> {
  const expired = new Date(row.createdAt.getTime() - RENDER_LIMITS.cacheTtlSeconds * 1000);
  await db.delete(renderedPages).where(and(eq(renderedPages.projectId, row.projectId), lt(renderedPages.createdAt, expired)));
  const [held] = await db.select({ n: count() }).from(renderedPages).where(eq(renderedPages.projectId, row.projectId));
  if (Number(held?.n ?? 0) >= RENDER_LIMITS.cachedPagesPerProject) return;
  await db
    .insert(renderedPages)
    .values(row)
    .onConflictDoUpdate({
      target: [renderedPages.projectId, renderedPages.lang, renderedPages.url],
      set: { html: row.html, etag: row.etag, contentType: row.contentType, createdAt: row.createdAt },
    });
}

/** Drops every rendered page of the project (all languages); returns how many. */
export async function clearProjectCache(db: Db, projectId: string): Promise<number> {
  const rows = await db.delete(renderedPages).where(eq(renderedPages.projectId, projectId)).returning({ url: renderedPages.url });
  return rows.length;
}

/** One proxy page view, per project domain, UTC day and language (totalTraffic). */
export async function countProxyView(db: Db, projectId: string, hostname: string, lang: string, now: Date): Promise<void> {
  await db
    .insert(pageViews)
    .values({ projectId, hostname, day: now.toISOString().slice(0, 10), lang, channel: 'proxy', views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.projectId, pageViews.hostname, pageViews.day, pageViews.lang, pageViews.channel],
      set: { views: sql`${pageViews.views} + 1` },
    });
}
