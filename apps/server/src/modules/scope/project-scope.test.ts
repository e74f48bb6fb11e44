import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeUrls } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCrawlApp, createSiteProject, startCrawlCall, waitForCrawlEnd } from '../crawl/crawl-test-helpers.ts';
import { startTestSite, type TestSite } from '../crawl/test-site.ts';
import { upload } from './scope-test-helpers.ts';

let site: TestSite;
let t: TestApp;
let owner: Awaited<ReturnType<typeof createSiteProject>>;
let stranger: Awaited<ReturnType<typeof createSiteProject>>;

beforeAll(async () => {
  site = await startTestSite(1);
  t = await createCrawlApp();
  owner = await createSiteProject(t.app, site.origin, { maxDepth: 1 });
  stranger = await createSiteProject(t.app, site.origin);
  await startCrawlCall(t.app, owner.token, owner.projectId);
  await waitForCrawlEnd(t.app, owner.projectId);
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const send = (file: string, token = owner.token) =>
  upload(t.app, '/api/project/scope', token, [
    { name: 'projectId', value: owner.projectId },
    { name: 'file', value: file, filename: 'scope.csv', contentType: 'text/csv' },
  ]);
const inScope = async () =>
  (
    await t.app.ctx.db
      .select({ url: scopeUrls.url })
      .from(scopeUrls)
      .where(and(eq(scopeUrls.projectId, owner.projectId), eq(scopeUrls.isInScope, true)))
  )
    .map((r) => r.url)
    .sort();

describe('project/scope', () => {
  it('makes the scope exactly the URLs of the file: others go out of scope, new ones come in', async () => {
    const before = await inScope();
    expect(before.length).toBeGreaterThan(2);
    expect(before).toContain(`${site.origin}/`);
    const res = await send(`url\n${site.origin}/\n${site.origin}/deep/3\nhttps://elsewhere.example.com/x\n`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ added: 1, failed: 1, removed: before.length - 1 });
    expect(res.body.message).toBe(`Scope replaced: 1 Url added, ${before.length - 1} Url taken out of scope`);
    expect(await inScope()).toEqual([`${site.origin}/`, `${site.origin}/deep/3`]);
    await waitForCrawlEnd(t.app, owner.projectId);
  });

  it('the same file again changes nothing; a file without usable URLs takes nothing out', async () => {
    const again = await send(`${site.origin}/\n${site.origin}/deep/3\n`);
    expect([again.status, again.body.message]).toEqual([400, 'Url add to scope failed']);
    const foreign = await send('https://elsewhere.example.com/a\nhttps://elsewhere.example.com/b\n');
    expect([foreign.status, foreign.body.message]).toEqual([400, 'Url add to scope failed']);
    const notText = await send('no urls here');
    expect([notText.status, notText.body.message]).toEqual([400, 'Please upload a correct format']);
    expect(await inScope()).toEqual([`${site.origin}/`, `${site.origin}/deep/3`]);
  });

  it("refuses another organisation's project", async () => {
    expect((await send(`${site.origin}/`, stranger.token)).status).toBe(404);
    expect(await inScope()).toEqual([`${site.origin}/`, `${site.origin}/deep/3`]);
  });
});
