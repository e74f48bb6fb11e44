import { RENDER_LIMITS } from '@lipi/contract';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { renderedPages, translationMemory } from '../../db/schema/index.ts';
import type { ProjectRow } from '../projects/project-access.ts';
import { ByteLru } from './page-memory.ts';
import { forgetPathMaps } from './translated-paths.ts';
import { forgetProxyTargets } from './proxy-target-cache.ts';
import { forgetTmMemory } from './tm-memory.ts';

export type CachedPage = typeof renderedPages.$inferSelect;

export const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** Rendered pages this process holds: 32 MB at most, so a hit reads no HTML from the database. */
const memory = new ByteLru<{ page: CachedPage; checkedAt: number }>(32 * 1024 * 1024, 2000);
/**
 * How long a page in memory is served without asking the database again. Several instances run
 * behind one load balancer: an edit made through another instance shows here within this time.
 */
export const MEMORY_RECHECK_MS = 3_000;

const memoryKey = (projectId: string, lang: string, url: string) => `${projectId}|${lang}|${url}`;

/** Drops the pages this process holds for a project (or all): with clearProjectCache and clearPublicCaches. */
export function forgetRenderedPages(projectId?: string) {
  memory.deletePrefix(projectId ? `${projectId}|` : undefined);
  forgetPathMaps(projectId);
  // A project's settings and popup CSS changes come this way too (part of the project row a target
  // holds); the call without a project is a TM write, which no target holds.
  if (projectId) forgetProxyTargets();
  // The translations in memory are per organisation: a TM write or a cache clear drops them all (cheap).
  forgetTmMemory();
}

function remember(page: CachedPage, now: Date) {
  memory.set(memoryKey(page.projectId, page.lang, page.url), { page, checkedAt: now.getTime() }, page.html.length * 2);
}

const isExpired = (page: CachedPage, project: ProjectRow, now: Date) =>
  now.getTime() - page.createdAt.getTime() > RENDER_LIMITS.cacheTtlSeconds * 1000 || page.createdAt < project.updatedAt;

async function translationsChangedSince(db: Db, project: ProjectRow, lang: string, since: Date): Promise<boolean> {
  const [changed] = await db
    .select({ one: sql<number>`1` })
    .from(translationMemory)
    .where(and(eq(translationMemory.organisationId, project.organisationId), eq(translationMemory.targetLang, lang), gt(translationMemory.updatedAt, since)))
    .limit(1);
  return Boolean(changed);
}

/**
 * A rendered page is served while it is younger than RENDER_LIMITS.cacheTtlSeconds, newer than the
 * project's last change (flags, settings) and no translation of the organisation in that language
 * changed after it was rendered. A page held in memory is served without a statement for
 * MEMORY_RECHECK_MS after its last check; then the stored row's ETag and the TM are asked again
 * (no HTML read). A page read from the table asks the TM index once.
 */
export async function findFreshPage(db: Db, project: ProjectRow, lang: string, url: string, now: Date): Promise<CachedPage | null> {
  const key = memoryKey(project.id, lang, url);
  const held = memory.get(key);
  if (held && !isExpired(held.page, project, now)) {
    if (now.getTime() - held.checkedAt < MEMORY_RECHECK_MS) return held.page;
    const [row] = await db
      .select({ etag: renderedPages.etag })
      .from(renderedPages)
      .where(and(eq(renderedPages.projectId, project.id), eq(renderedPages.lang, lang), eq(renderedPages.url, url)));
    if (row?.etag === held.page.etag && !(await translationsChangedSince(db, project, lang, held.page.createdAt))) {
      held.checkedAt = now.getTime();
      return held.page;
    }
  }
  memory.delete(key);
  const [page] = await db
    .select()
    .from(renderedPages)
    .where(and(eq(renderedPages.projectId, project.id), eq(renderedPages.lang, lang), eq(renderedPages.url, url)));
  if (!page || isExpired(page, project, now)) return null;
  if (await translationsChangedSince(db, project, lang, page.createdAt)) return null;
  remember(page, now);
  return page;
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
  const [stored] = await db
    .insert(renderedPages)
    .values(row)
    .onConflictDoUpdate({
      target: [renderedPages.projectId, renderedPages.lang, renderedPages.url],
      set: { html: row.html, etag: row.etag, contentType: row.contentType, createdAt: row.createdAt },
    })
    .returning();
  if (stored) remember(stored, row.createdAt);
}

/** Drops every rendered page of the project (all languages); returns how many. */
export async function clearProjectCache(db: Db, projectId: string): Promise<number> {
  forgetRenderedPages(projectId);
  const rows = await db.delete(renderedPages).where(eq(renderedPages.projectId, projectId)).returning({ url: renderedPages.url });
  return rows.length;
}
