import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, statEvents } from '../../db/schema/index.ts';
import { manualClock, minutes } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSite, type Site } from '../public/public-test-helpers.ts';
import { recordPageView } from '../stats/stats-ingest.ts';
import { VIEWS_PER_VISITOR_DAY } from '../stats/visit-rules.ts';
import { countProxyView, flushProxyViews } from './proxy-views.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const clock = manualClock(new Date('2026-03-10T09:00:00Z'));
let t: TestApp;
let site: Site;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false, clock });
  site = await createSite(t.app);
});
afterAll(async () => t?.close());

const view = (over: Partial<Parameters<typeof countProxyView>[1]> = {}) =>
  countProxyView(t.app.ctx, {
    projectId: site.projectId,
    hostname: site.hostname,
    url: site.pageUrl,
    lang: 'hi',
    ip: '198.51.100.20',
    userAgent: CHROME,
    ...over,
  });
const events = () => t.app.ctx.db.select().from(statEvents).where(eq(statEvents.projectId, site.projectId)).orderBy(statEvents.id);
const totalViews = async () =>
  (await t.app.ctx.db.select().from(pageViews).where(eq(pageViews.projectId, site.projectId))).reduce((sum, r) => sum + r.views, 0);

describe('proxy views counted in memory', () => {
  it('keeps the visit rules: one view per repeat window, visits by the 30-minute gap, no bots, across flushes', async () => {
    await view();
    await view(); // a reload within PROXY_REPEAT_MS: the same view
    await view({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await view({ userAgent: undefined });
    clock.advance(minutes(10));
    await view({ url: `${site.pageUrl}?utm=x` });
    expect(await events()).toHaveLength(0);
    await flushProxyViews(t.app.ctx.db);
    expect((await events()).map((e) => [e.url, e.newVisit, e.channel])).toEqual([
      [site.pageUrl, true, 'proxy'],
      [site.pageUrl, false, 'proxy'],
    ]);
    clock.advance(minutes(31));
    await view({ lang: 'ta' });
    await flushProxyViews(t.app.ctx.db);
    expect((await events()).at(-1)?.newVisit).toBe(true);
    expect(await totalViews()).toBe(3);
  });

  /** A Hindi view of the page reported by the snippet (another channel, stored at once). */
  const snippetView = (ip: string, viewId?: string) =>
    recordPageView(t.app.ctx, {
      projectId: site.projectId,
      hostname: site.hostname,
      url: site.pageUrl,
      lang: 'hi',
      channel: 'snippet',
      ip,
      userAgent: CHROME,
      viewId,
    });

  it('decides a visitor it does not hold from the stored row (another instance, or the snippet, saw them)', async () => {
    const ip = '198.51.100.21';
    // Another channel (or instance) stored a view of this visitor 5 minutes ago: not a new visit here.
    await snippetView(ip);
    clock.advance(minutes(5));
    await view({ ip, url: `${site.pageUrl}other` });
    const before = await totalViews();
    await flushProxyViews(t.app.ctx.db);
    const stored = (await events()).at(-1)!;
    expect([stored.channel, stored.newVisit]).toEqual(['proxy', false]);
    expect(await totalViews()).toBe(before + 1);
  });

  it('holds the daily cap of one visitor against the stored count', async () => {
    const ip = '198.51.100.22';
    for (let i = 0; i < VIEWS_PER_VISITOR_DAY - 1; i++) {
      await snippetView(ip, `cap${i}xyzw`);
    }
    const before = (await events()).length;
    for (const page of ['a', 'b', 'c']) await view({ ip, url: `${site.pageUrl}${page}` });
    await flushProxyViews(t.app.ctx.db);
    expect((await events()).length - before).toBe(1);
  });
});
