import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews, statDaily, statDailyUrls, statEvents, statSalts } from '../../db/schema/index.ts';
import { manualClock, minutes } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSite, visit, type Site } from '../public/public-test-helpers.ts';
import { deleteExpiredPersonalData } from '../retention/retention.service.ts';
import { recordPageView } from './stats-ingest.ts';
import { rolledUpTo, rollUp } from './stats-rollup.ts';
import { VIEWS_PER_VISITOR_DAY } from './visit-rules.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const clock = manualClock(new Date('2026-03-10T09:00:00Z'));
let t: TestApp;
let site: Site;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false, clock });
  site = await createSite(t.app);
});
afterAll(async () => t?.close());

let n = 0;
const report = (over: Record<string, unknown> = {}, ip = '198.51.100.10', ua = CHROME, origin = `https://${site.hostname}`) =>
  visit(
    t.app,
    'POST',
    '/api/tracker/projectContentTracker',
    { projectId: site.projectId, url: site.pageUrl, lang: 'hi', views: 1, viewId: `view${String(++n).padStart(6, '0')}`, ...over },
    { origin, 'user-agent': ua },
    ip,
  );

const events = () => t.app.ctx.db.select().from(statEvents).where(eq(statEvents.projectId, site.projectId)).orderBy(statEvents.id);

describe('page views from the snippet', () => {
  it('counts views and visits by the 30-minute rule, once per view id, never bots, floods or foreign origins', async () => {
    expect((await report({ viewId: 'firstview1' })).json().data.views).toBe(1);
    // The same report again (a retried beacon): not counted twice.
    expect((await report({ viewId: 'firstview1' })).json().data.views).toBe(0);
    clock.advance(minutes(10));
    await report({ url: `${site.pageUrl}?utm=x#top` });
    clock.advance(minutes(31));
    await report({ lang: 'ta' });
    // A crawler, a headless browser and an automated snippet: not counted.
    await report({}, '198.51.100.11', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    await report({}, '198.51.100.12', CHROME.replace('Chrome', 'HeadlessChrome'));
    await report({ automated: true }, '198.51.100.13');
    // A foreign origin and a forged project id are refused and count nothing.
    expect((await report({}, '198.51.100.14', CHROME, 'https://evil.example')).status).toBe(403);
    expect((await report({ projectId: '00000000-0000-4000-8000-000000000000' })).json().success).toBe(false);
    // An absurd count is one view.
    await report({ views: 1000 }, '198.51.100.15');

    const rows = await events();
    expect(rows.map((r) => [r.lang, r.newVisit])).toEqual([
      ['hi', true],
      ['hi', false],
      ['ta', true],
      ['hi', true],
    ]);
    expect(rows[1]!.url).toBe(site.pageUrl);
    expect(rows.every((r) => r.visitor.length === 32 && !r.visitor.includes('198.51'))).toBe(true);
    const legacy = await t.app.ctx.db.select().from(pageViews).where(eq(pageViews.projectId, site.projectId));
    expect(legacy.reduce((s, r) => s + r.views, 0)).toBe(4);
  });

  it('caps a flood from one IP: the rate limit first, then the daily cap of one visitor', async () => {
    const before = (await events()).length;
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) statuses.push((await report({}, '198.51.100.99')).status);
    expect(statuses.filter((s) => s === 429).length).toBe(5);
    expect((await events()).length - before).toBe(120);
    // Past the rate limit (e.g. several server instances), the visitor's daily cap still holds.
    const outcomes = [];
    for (let i = 0; i < 190; i++) {
      outcomes.push(
        await recordPageView(t.app.ctx, {
          projectId: site.projectId,
          hostname: site.hostname,
          url: site.pageUrl,
          lang: 'hi',
          channel: 'snippet',
          ip: '198.51.100.99',
          userAgent: CHROME,
          viewId: `flood${i}xyz`,
        }),
      );
    }
    expect(outcomes.filter((o) => o.counted).length).toBe(VIEWS_PER_VISITOR_DAY - 120);
    expect(outcomes.at(-1)).toEqual({ counted: false, reason: 'flood' });
  });

  it('rolls a day up idempotently and keeps figures after the raw events are deleted', async () => {
    clock.advance(minutes(1));
    const first = await rollUp(t.app.ctx.db, clock.now());
    expect(first.days).toContain('2026-03-10');
    const daily = () => t.app.ctx.db.select().from(statDaily).where(eq(statDaily.projectId, site.projectId)).orderBy(statDaily.lang);
    const once = await daily();
    expect(once.map((r) => [r.lang, r.views, r.visits])).toEqual([
      ['hi', 303, 3],
      ['ta', 1, 1],
    ]);
    // Re-running the whole day (and the job with nothing new) gives the same rows.
    await t.app.ctx.db.execute(sql`delete from stat_rollup_state`);
    await rollUp(t.app.ctx.db, clock.now());
    expect(await daily()).toEqual(once);
    const urls = await t.app.ctx.db.select().from(statDailyUrls).where(eq(statDailyUrls.projectId, site.projectId));
    expect(urls.reduce((s, r) => s + r.views, 0)).toBe(304);

    // The next day: a new salt, the old one deleted; then the retention job drops old raw events only.
    clock.advance(24 * 3600_000);
    await report({}, '198.51.100.10');
    expect((await t.app.ctx.db.select().from(statSalts)).map((s) => s.day)).not.toContain('2026-03-10');
    clock.set(new Date('2029-06-01T00:00:00Z'));
    await deleteExpiredPersonalData(t.app.ctx);
    const left = await events();
    const mark = await rolledUpTo(t.app.ctx.db);
    // Only raw events not rolled up yet are kept (on a shared database, other suites may move the mark).
    expect(left.length).toBeLessThanOrEqual(1);
    expect(left.every((e) => e.id > mark && e.day === '2026-03-11')).toBe(true);
    expect((await daily()).length).toBe(2);
  });
});
