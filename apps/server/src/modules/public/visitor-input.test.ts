import { fnv1a64 } from '@lipi/engine/extract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, pageViews, projects, scopeUrls, segments, suggestions, urlSegments } from '../../db/schema/index.ts';
import { randomIp } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSite, visit } from './public-test-helpers.ts';
import { forgetPublicSite } from './public-site.ts';

/* What visitors' browsers send: the content tracker's new segments, suggestions and feedback. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
});
afterAll(async () => t?.close());

describe('POST /api/tracker/projectContentTracker', () => {
  it('stores new segments with hashes computed on the server, creates the scope row and counts the view', async () => {
    const site = await createSite(t.app, []);
    const url = `https://${site.hostname}/blog/new-post?utm_source=x`;
    const xss = '<script>alert(1)</script> Hello <img src=x onerror=alert(1)>';
    const res = await visit(t.app, 'POST', '/api/tracker/projectContentTracker', {
      projectId: site.projectId,
      url,
      lang: 'hi',
      views: 1,
      segments: [
        { text: 'Fresh   post  title', sourceHash: '0000000000000000', kind: 'text' },
        { text: xss, sourceHash: fnv1a64(xss), kind: 'text' },
        { text: '₹1,499', kind: 'text' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json().data).toEqual({ recorded: 2, skipped: 1, views: 1 });

    const [row] = await t.app.ctx.db
      .select()
      .from(scopeUrls)
      .where(eq(scopeUrls.projectId, site.projectId))
      .then((rows) => rows.filter((r) => r.url.includes('/blog/')));
    expect(row).toMatchObject({ url: `https://${site.hostname}/blog/new-post`, source: 'snippet', crawlStatus: 'pending', segmentCount: 2 });
    const stored = await t.app.ctx.db.select().from(segments).where(eq(segments.projectId, site.projectId));
    expect(stored.map((s) => [s.text, s.sourceHash]).sort()).toEqual(
      [
        [xss, fnv1a64(xss)],
        ['Fresh post title', fnv1a64('Fresh post title')],
      ].sort(),
    );
    expect(stored.some((s) => s.sourceHash === '0000000000000000')).toBe(false);
    const links = await t.app.ctx.db.select().from(urlSegments).where(eq(urlSegments.scopeUrlId, row!.id));
    expect(links).toHaveLength(2);
    const views = await t.app.ctx.db.select().from(pageViews).where(eq(pageViews.projectId, site.projectId));
    expect(views).toMatchObject([{ hostname: site.hostname, lang: 'hi', channel: 'snippet', views: 1 }]);

    // The page now answers with what the tracker stored, and the view count grows.
    await visit(t.app, 'POST', '/api/tracker/projectContentTracker', { projectId: site.projectId, url, lang: 'hi', views: 1 });
    const [after] = await t.app.ctx.db.select().from(pageViews).where(eq(pageViews.projectId, site.projectId));
    expect(after!.views).toBe(2);
  });

  it('creates no page beyond the project page limit and refuses other hosts', async () => {
    const site = await createSite(t.app, ['Known text']);
    await t.app.ctx.db.update(projects).set({ pageLimit: 1 }).where(eq(projects.id, site.projectId));
    forgetPublicSite(site.projectId);
    const res = await visit(t.app, 'POST', '/api/tracker/projectContentTracker', {
      projectId: site.projectId,
      url: `https://${site.hostname}/another`,
      lang: 'hi',
      segments: [{ text: 'Brand new words', kind: 'text' }],
    });
    expect(res.json().data).toEqual({ recorded: 0, skipped: 1, views: 0 });
    expect(await t.app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.projectId, site.projectId))).toHaveLength(1);
    const foreign = await visit(t.app, 'POST', '/api/tracker/projectContentTracker', {
      projectId: site.projectId,
      url: 'https://elsewhere.example/',
      lang: 'hi',
      views: 1,
    });
    expect(foreign.status).toBe(403);
    // A script on another site cannot report for this one: browsers send the page's Origin.
    const body = { projectId: site.projectId, url: site.pageUrl, lang: 'hi', views: 1 };
    const spoofed = await visit(t.app, 'POST', '/api/tracker/projectContentTracker', body, { origin: 'https://evil.example' });
    expect(spoofed.status).toBe(403);
    const own = await visit(t.app, 'POST', '/api/tracker/projectContentTracker', body, { origin: `https://www.${site.hostname}` });
    expect(own.status).toBe(200);
  });

  it('refuses bad input in the envelope and stores nothing', async () => {
    const site = await createSite(t.app, []);
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ text: `Segment number ${i}`, kind: 'text' }));
    const res = await visit(t.app, 'POST', '/api/tracker/projectContentTracker', {
      projectId: site.projectId,
      url: site.pageUrl,
      lang: 'hi',
      segments: tooMany,
    });
    expect(res.status).toBe(400);
    expect(res.json()).toMatchObject({ success: false, type: 'VALIDATION_ERROR' });
    const notJson = await visit(t.app, 'POST', '/api/tracker/projectContentTracker', undefined, { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(400);
    expect(await t.app.ctx.db.select().from(segments).where(eq(segments.projectId, site.projectId))).toHaveLength(0);
  });
});

describe('POST /api/public/suggestion', () => {
  it('merges identical suggestions, checks markers and stores script as text', async () => {
    const site = await createSite(t.app, ['Add to <1>cart</1>']);
    const base = { projectId: site.projectId, url: site.pageUrl, lang: 'hi', sourceHash: fnv1a64('Add to <1>cart</1>') };
    const first = await visit(t.app, 'POST', '/api/public/suggestion', { ...base, suggestedText: '<1>कार्ट</1> में  जोड़ें' });
    expect(first.json()).toMatchObject({ success: true, data: { count: 1 }, message: 'Thank you for your suggestion' });
    const second = await visit(t.app, 'POST', '/api/public/suggestion', { ...base, suggestedText: '<1>कार्ट</1> में जोड़ें', currentText: 'old' });
    expect(second.json().data).toEqual({ id: first.json().data.id, count: 2 });

    const lost = await visit(t.app, 'POST', '/api/public/suggestion', { ...base, suggestedText: 'कार्ट में जोड़ें' });
    expect(lost.status).toBe(400);
    expect(lost.json().message).toBe('The suggestion must keep the formatting markers of the original text');
    const xss = '<1>कार्ट</1> <script>alert(1)</script><img src=x onerror=alert(1)>';
    expect((await visit(t.app, 'POST', '/api/public/suggestion', { ...base, suggestedText: xss })).status).toBe(200);
    const unknown = await visit(t.app, 'POST', '/api/public/suggestion', { ...base, sourceHash: 'ffffffffffffffff', suggestedText: 'x' });
    expect(unknown.status).toBe(404);
    const notOffered = await visit(t.app, 'POST', '/api/public/suggestion', { ...base, lang: 'ta', suggestedText: '<1>x</1>' });
    expect(notOffered.json().message).toBe('This site is not translated into that language');

    const rows = await t.app.ctx.db.select().from(suggestions).where(eq(suggestions.projectId, site.projectId));
    expect(rows.map((r) => [r.suggestedText, r.count, r.status]).sort()).toEqual(
      [
        ['<1>कार्ट</1> में जोड़ें', 2, 'new'],
        [xss, 1, 'new'],
      ].sort(),
    );
  });
});

describe('POST /api/public/feedback', () => {
  it('stores feedback and answers 429 in the envelope past the per-IP limit', async () => {
    const site = await createSite(t.app, []);
    // A fresh address each run: on the shared Redis the per-IP counter outlives the run.
    const ip = randomIp();
    const body = { projectId: site.projectId, url: site.pageUrl, lang: 'hi', rating: 4, message: 'Translations read naturally' };
    for (let i = 0; i < 10; i++) expect((await visit(t.app, 'POST', '/api/public/feedback', body, {}, ip)).status).toBe(200);
    const limited = await visit(t.app, 'POST', '/api/public/feedback', body, {}, ip);
    expect(limited.status).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, type: 'RATE_LIMITED' });
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    const rows = await t.app.ctx.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.projectId, site.projectId), eq(feedback.rating, 4)));
    expect(rows).toHaveLength(10);
    const bad = await visit(t.app, 'POST', '/api/public/feedback', { ...body, rating: 9 });
    expect(bad.json()).toMatchObject({ success: false, type: 'VALIDATION_ERROR' });
  });
});
