import { extractSegments } from '@lipi/engine/extract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSnapshots, scopeUrls, segments, urlSegments } from '../../db/schema/index.ts';
import { createUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsiteProject } from '../projects/projects.service.ts';
import { SNAPSHOTS_KEPT, storeFetchedPage } from './page-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
});
afterAll(() => t.close());

async function freshUrl() {
  const user = await createUser(t.app);
  const { id: projectId } = await createWebsiteProject(t.app.ctx.db, {
    organisationId: user.organisationId!,
    createdBy: user.id,
    url: 'https://store.example.org',
    languages: ['hi'],
    now: new Date(),
  });
  const [row] = await t.app.ctx.db.insert(scopeUrls).values({ projectId, url: 'https://store.example.org/a', hostname: 'store.example.org' }).returning();
  return row!;
}

describe('storing a fetched page', () => {
  it('replaces occurrences, keeps the newest snapshots, and adds none for an unchanged page', async () => {
    const row = await freshUrl();
    const store = async (html: string, at: number) => {
      await storeFetchedPage(t.app.ctx.db, {
        projectId: row.projectId,
        scopeUrlId: row.id,
        url: row.url,
        httpStatus: 200,
        html,
        segments: extractSegments(html).segments,
        now: new Date(at),
      });
    };
    const version = (n: number) =>
      `<title>Shop</title><p>Version ${['one', 'two', 'three', 'four', 'five'][n]} of the page</p><p>Shared footer</p><p>Shared footer</p>`;
    for (let n = 0; n < 5; n++) await store(version(n), 1_000 * (n + 1));
    const snapshots = await t.app.ctx.db.select().from(pageSnapshots).where(eq(pageSnapshots.scopeUrlId, row.id)).orderBy(asc(pageSnapshots.fetchedAt));
    expect(snapshots.map((s) => s.html)).toEqual([version(2), version(3), version(4)]);
    expect(SNAPSHOTS_KEPT).toBe(3);

    await store(version(4), 9_000);
    const again = await t.app.ctx.db.select().from(pageSnapshots).where(eq(pageSnapshots.scopeUrlId, row.id));
    expect(again).toHaveLength(3);
    expect(Math.max(...again.map((s) => s.fetchedAt.getTime()))).toBe(9_000);

    // Only the latest version's segments are the page's; the footer occurs twice.
    const links = await t.app.ctx.db.select().from(urlSegments).where(eq(urlSegments.scopeUrlId, row.id));
    expect(links).toHaveLength(3);
    expect(links.map((l) => l.occurrences).sort()).toEqual([1, 1, 2]);
    const [stored] = await t.app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.id, row.id));
    expect(stored).toMatchObject({ crawlStatus: 'fetched', title: 'Shop', segmentCount: 3, sourceWordCount: 1 + 5 + 2 + 2, uniqueWordCount: 1 + 5 + 2 });
    // Earlier versions' segments stay known to the project (translation memory may refer to them).
    const known = await t.app.ctx.db.select().from(segments).where(eq(segments.projectId, row.projectId));
    expect(known).toHaveLength(5 + 2);
  });

  it('stores a page without segments', async () => {
    const row = await freshUrl();
    await storeFetchedPage(t.app.ctx.db, {
      projectId: row.projectId,
      scopeUrlId: row.id,
      url: row.url,
      httpStatus: 200,
      html: '<p>2024</p>',
      segments: [],
      now: new Date(),
    });
    const [stored] = await t.app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.id, row.id));
    expect(stored).toMatchObject({ crawlStatus: 'fetched', segmentCount: 0, sourceWordCount: 0, title: null });
  });
});
