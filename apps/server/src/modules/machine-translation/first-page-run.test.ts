import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, organisations, translationMemory } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCrawlApp, createSiteProject, startCrawlCall, waitForCrawlEnd } from '../crawl/crawl-test-helpers.ts';
import { startTestSite, type TestSite } from '../crawl/test-site.ts';
import { TEST_RUN_OPTIONS, waitForRun } from './mt-test-helpers.ts';
import { registerTranslationRunWorker } from './translation-run.job.ts';

describe('the free trial first minute', () => {
  let t: TestApp;
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(1);
    t = await createCrawlApp();
    await registerTranslationRunWorker(t.app.ctx, TEST_RUN_OPTIONS);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const firstPageRuns = async (token: string, projectId: string) => {
    const res = await post(t.app, '/api/translation/nmt/runs', { projectId }, { token });
    return (res.body.data.runs as { id: string; requestId: string; engine: string }[]).filter((r) => r.requestId.startsWith('first-page:'));
  };

  it('translates the start page of a free organisation once, into its first language, with the default engine', async () => {
    const { user, token, projectId } = await createSiteProject(t.app, site.origin, { maxDepth: 0 });
    // A free trial's organisation is on the free plan (organisations default to standard).
    await t.app.ctx.db.update(organisations).set({ plan: 'free' }).where(eq(organisations.id, user.organisationId!));
    await startCrawlCall(t.app, token, projectId);
    await waitForCrawlEnd(t.app, projectId);
    const [run] = await firstPageRuns(token, projectId);
    expect(run).toMatchObject({ engine: 'transliteration' });
    expect(run!.requestId).toMatch(/^first-page:[0-9a-f-]{36}:hi$/);
    const done = await waitForRun(t.app, token, projectId, run!.id);
    expect(done.run.status).toBe('completed');
    const rows = await t.app.ctx.db.select().from(translationMemory).where(eq(translationMemory.organisationId, user.organisationId!));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.displayType === 't13n' && r.type === 'MACHINE' && r.targetLang === 'hi')).toBe(true);
    // Started by the system: the trial user hears about the crawl, not about this run.
    const notes = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notes.filter((n) => n.type.startsWith('translation'))).toEqual([]);
    // A second crawl of the same start page starts nothing new.
    await startCrawlCall(t.app, token, projectId);
    await waitForCrawlEnd(t.app, projectId);
    expect(await firstPageRuns(token, projectId)).toHaveLength(1);
  });

  it('leaves paying organisations to start their own runs', async () => {
    const { user, token, projectId } = await createSiteProject(t.app, site.origin, { maxDepth: 0 });
    await t.app.ctx.db.update(organisations).set({ plan: 'business' }).where(eq(organisations.id, user.organisationId!));
    await startCrawlCall(t.app, token, projectId);
    await waitForCrawlEnd(t.app, projectId);
    expect(await firstPageRuns(token, projectId)).toEqual([]);
  });
});
