import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, renderedPages, translationMemory } from '../../db/schema/index.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ByteLru } from './page-memory.ts';
import { closeProxyViews, flushProxyViews } from './proxy-views.ts';
import { MEMORY_RECHECK_MS } from './render-cache.ts';
import { newRenderProject, startRenderSite, type RenderSite } from './render-test-site.ts';

let site: RenderSite;
let t: TestApp;
// Ahead of the real time the project and TM rows are written with, so a page rendered now is fresh.
const clock = manualClock(new Date(Date.now() + 60_000));

const newProject = () => newRenderProject(t, site);

const visit = (url: string, visitor = 1) =>
  t.app.inject({ method: 'GET', url, remoteAddress: `198.51.100.${visitor}`, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' } });

beforeAll(async () => {
  site = await startRenderSite();
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false, clock });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('rendered pages in memory', () => {
  it('serves a hit from memory, and sees another instance’s TM change or cache clear after the recheck delay', async () => {
    const p = await newProject();
    const url = `/render/${p.projectId}/hi/about`;
    expect((await visit(url)).headers['x-lipi-cache']).toBe('MISS');
    expect((await visit(url)).headers['x-lipi-cache']).toBe('HIT');

    // Another instance changes a translation: written straight to the table, this process is not told.
    const changedAt = new Date(clock.now().getTime() + 1);
    await t.app.ctx.db
      .update(translationMemory)
      .set({ preProcessedTarget: 'घर वापस', updatedAt: changedAt })
      .where(and(eq(translationMemory.organisationId, p.organisationId), eq(translationMemory.sourceText, 'Back home')));
    clock.advance(MEMORY_RECHECK_MS - 1);
    const stale = await visit(url);
    expect(stale.headers['x-lipi-cache']).toBe('HIT');
    expect(stale.body).not.toContain('घर वापस');
    clock.advance(2);
    const fresh = await visit(url);
    expect(fresh.headers['x-lipi-cache']).toBe('MISS');
    expect(fresh.body).toContain('घर वापस');

    // Another instance clears the project's cache.
    expect((await visit(url)).headers['x-lipi-cache']).toBe('HIT');
    await t.app.ctx.db.delete(renderedPages).where(eq(renderedPages.projectId, p.projectId));
    expect((await visit(url)).headers['x-lipi-cache']).toBe('HIT');
    clock.advance(MEMORY_RECHECK_MS);
    expect((await visit(url)).headers['x-lipi-cache']).toBe('MISS');
  });

  it('counts views in memory and writes them in one flush, never twice', async () => {
    const p = await newProject();
    const url = `/render/${p.projectId}/hi/`;
    const views = async () => {
      const rows = await t.app.ctx.db
        .select()
        .from(pageViews)
        .where(and(eq(pageViews.projectId, p.projectId), eq(pageViews.channel, 'proxy')));
      return rows.reduce((sum, r) => sum + r.views, 0);
    };
    for (let visitor = 1; visitor <= 3; visitor++) expect((await visit(url, visitor)).statusCode).toBe(200);
    expect(await views()).toBe(0);
    await flushProxyViews(t.app.ctx.db);
    expect(await views()).toBe(3);
    await flushProxyViews(t.app.ctx.db);
    expect(await views()).toBe(3);
    await visit(url, 4);
    // App shutdown writes what is left.
    await closeProxyViews(t.app.ctx.db);
    expect(await views()).toBe(4);
  });
});

describe('ByteLru', () => {
  it('evicts the least recently used entries past its bytes or entries', () => {
    const lru = new ByteLru<string>(100, 3);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.bytes]).toEqual(['A', 'C', 80]);
    lru.set('d', 'D', 1);
    lru.set('e', 'E', 1);
    expect(lru.size).toBe(3);
    expect(lru.get('a')).toBeUndefined();
    lru.set('huge', 'H', 101);
    expect(lru.get('huge')).toBeUndefined();
    lru.set('p1|x', 'X', 1);
    lru.deletePrefix('p1|');
    expect([lru.get('p1|x'), lru.get('e')]).toEqual([undefined, 'E']);
  });
});
