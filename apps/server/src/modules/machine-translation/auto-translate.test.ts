import { fnv1a64 } from '@lipi/engine/extract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engineUsage, notifications, organisations, projects, translationMemory } from '../../db/schema/index.ts';
import { monthOf } from '../billing/usage.ts';
import { post } from '../../test/auth-helpers.ts';
import { eventually, type TestApp } from '../../test/test-app.ts';
import { createSite, visit, type Site } from '../public/public-test-helpers.ts';
import { forgetPublicSite } from '../public/public-site.ts';
import { runAutoTranslate } from './auto-translate.ts';
import { createMtApp, fakeText, startFakeLibre, type FakeLibre } from './mt-test-helpers.ts';

type Sent = { name: string; data: { projectId: string; since: string }; id: string | null };

describe('translate new content automatically', () => {
  let t: TestApp;
  let libre: FakeLibre;
  let sent: Sent[] = [];
  beforeAll(async () => {
    libre = await startFakeLibre();
    t = await createMtApp(libre.url);
    // The real queue, watched: the test works the job itself instead of waiting out the window.
    const queue = t.app.ctx.queue;
    const send = queue.send.bind(queue);
    queue.send = (async (name, data, options) => {
      const id = await send(name, data, options);
      if (name === 'translation.auto') sent.push({ name, data: data as Sent['data'], id });
      return id;
    }) as typeof queue.send;
  });
  beforeEach(() => void (sent = []));
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  const texts = ['Flash sale ends tonight', 'Free delivery over five items'];
  const report = (site: Site, segmentTexts: string[], headers: Record<string, string> = {}, automated = false) =>
    visit(
      t.app,
      'POST',
      '/api/tracker/projectContentTracker',
      {
        projectId: site.projectId,
        url: `https://${site.hostname}/offers`,
        lang: 'hi',
        views: 1,
        automated,
        segments: segmentTexts.map((text) => ({ text, kind: 'text' })),
      },
      headers,
    );
  const translated = async (site: Site, lang: string) => {
    const [project] = await t.app.ctx.db.select().from(projects).where(eq(projects.id, site.projectId));
    return t.app.ctx.db
      .select({ source: translationMemory.sourceText, target: translationMemory.preProcessedTarget })
      .from(translationMemory)
      .where(
        and(
          eq(translationMemory.organisationId, project!.organisationId),
          eq(translationMemory.targetLang, lang),
          inArray(
            translationMemory.sourceHash,
            texts.map((x) => fnv1a64(x)),
          ),
        ),
      );
  };
  const useLibre = async (site: Site) => {
    const res = await post(
      t.app,
      '/api/translation/engines/update',
      { projectId: site.projectId, targetLang: 'hi', engine: 'libretranslate' },
      { token: site.member.token },
    );
    expect(res.status).toBe(200);
  };
  const setting = (site: Site, body: Record<string, unknown> = {}) =>
    post(t.app, `/api/translation/auto/${'enabled' in body ? 'update' : 'get'}`, { projectId: site.projectId, ...body }, { token: site.member.token });

  it('is on by default with a real engine and translates both new segments once, after the window', async () => {
    const site = await createSite(t.app, ['Known text']);
    expect((await setting(site)).body.data).toEqual({ enabled: false, isDefault: true });
    await useLibre(site);
    expect((await setting(site)).body.data).toEqual({ enabled: true, isDefault: true });
    const res = await report(site, texts);
    expect(res.json().data).toMatchObject({ recorded: 2 });
    // A second report in the same window shares the first one's job (debounced).
    await report(site, [texts[0]!, 'Another visitor line']);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.id).not.toBeNull();
    expect(sent[1]!.id).toBeNull();
    const callsBefore = libre.calls.length;
    await runAutoTranslate(t.app.ctx, sent[0]!.data);
    await eventually(async () => ((await translated(site, 'hi')).length === 2 ? true : undefined), 15_000);
    expect(await translated(site, 'hi')).toEqual(expect.arrayContaining(texts.map((x) => ({ source: x, target: fakeText(x, 'hi') }))));
    // One batch: each unique segment once (the third text too), only the language with a real engine.
    const calls = libre.calls.slice(callsBefore);
    expect(calls.flatMap((c) => c.q).sort()).toEqual([...texts, 'Another visitor line'].sort());
    expect(calls.every((c) => c.target === 'hi')).toBe(true);
    expect(await translated(site, 'mr')).toEqual([]);
    // Running the job again does nothing new.
    await runAutoTranslate(t.app.ctx, sent[0]!.data);
    expect(libre.calls.length).toBe(callsBefore + calls.length);
  });

  it('queues nothing by default for a project on the built-in transliteration', async () => {
    const site = await createSite(t.app, []);
    expect((await report(site, texts)).json().data).toMatchObject({ recorded: 2 });
    expect(sent).toEqual([]);
  });

  it('translates nothing when switched off', async () => {
    const site = await createSite(t.app, []);
    await useLibre(site);
    const off = await setting(site, { enabled: false });
    expect(off.body.data).toEqual({ enabled: false, isDefault: false });
    forgetPublicSite(site.projectId);
    expect((await report(site, texts)).json().data).toMatchObject({ recorded: 2 });
    expect(sent).toEqual([]);
    // Even a job already queued before the switch does nothing.
    await runAutoTranslate(t.app.ctx, { projectId: site.projectId, since: new Date(0).toISOString() });
    await new Promise((r) => setTimeout(r, 300));
    expect(await translated(site, 'hi')).toEqual([]);
  });

  it('within the plan: a refused run is told to the project creator once and not retried', async () => {
    const site = await createSite(t.app, []);
    await useLibre(site);
    // A starter plan whose month of MT characters is spent.
    await t.app.ctx.db.update(organisations).set({ plan: 'starter' }).where(eq(organisations.id, site.member.organisationId));
    const month = monthOf(t.app.ctx.clock.now());
    await t.app.ctx.db
      .insert(engineUsage)
      .values({ projectId: site.projectId, hostname: site.hostname, month, engine: 'test', calls: 1, characters: 1_000_000 });
    await report(site, texts);
    const callsBefore = libre.calls.length;
    await expect(runAutoTranslate(t.app.ctx, sent[0]!.data)).resolves.toBeUndefined();
    expect(libre.calls.length).toBe(callsBefore);
    expect(await translated(site, 'hi')).toEqual([]);
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, site.member.id));
    expect(notes.filter((n) => n.title === 'Automatic translation stopped')).toHaveLength(1);
    expect(notes.find((n) => n.title === 'Automatic translation stopped')!.message).toMatch(
      /^New content was not translated into Hindi: This run needs \d+ machine-translation characters/,
    );
  });

  it('is not triggered by bots', async () => {
    const site = await createSite(t.app, []);
    await useLibre(site);
    const crawler = await report(site, [texts[0]!], { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const headless = await report(site, [texts[1]!], {}, true);
    // The segments are stored (a manual run can still translate them), but no job is queued.
    expect([crawler.json().data.recorded, headless.json().data.recorded]).toEqual([1, 1]);
    expect(sent).toEqual([]);
  });

  it('refuses a setting that is not a yes or no', async () => {
    const site = await createSite(t.app, []);
    const res = await post(t.app, '/api/translation/auto/update', { projectId: site.projectId, enabled: 'yes' }, { token: site.member.token });
    expect(res.status).toBe(400);
  });
});
