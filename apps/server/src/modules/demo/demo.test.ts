import { DEMO_MESSAGES } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, demoIds } from '../../db/schema/index.ts';
import { createOrganisationRow, member } from '../../test/admin-fixtures.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hasProjectForSite } from '../projects/projects.service.ts';
import { hindiWrites, startRenderSite, type RenderSite } from '../render/render-test-site.ts';
import { writeTranslations } from '../translation-memory/tm-store.ts';

let t: TestApp;
let site: RenderSite;
beforeAll(async () => {
  site = await startRenderSite();
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' }, { startWorkers: false });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const get = (url: string) => t.app.inject({ method: 'GET', url });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('demo ids', () => {
  it("opens the prospect's site translated, counts visits, and stops when expired or deleted", async () => {
    const org = await createOrganisationRow(t.app, 'Sales');
    const sales = await member(t.app, org.id, 'superAdmin');
    await writeTranslations(t.app.ctx.db, org.id, hindiWrites(), { keepHuman: false });

    const past = await post(t.app, '/api/demo/createDemoId', { url: site.origin, languages: ['hi'], expiresAt: inDays(-1) }, { token: sales.token });
    expect(past.body.message).toBe(DEMO_MESSAGES.expiryInPast);
    const created = await post(
      t.app,
      '/api/demo/createDemoId',
      { url: site.origin, languages: ['hindi', 'ta'], expiresAt: inDays(7), label: 'Mango shop' },
      { token: sales.token },
    );
    expect(created.status).toBe(200);
    const entry = created.body.data.demoEntry;
    expect(entry).toMatchObject({ label: 'Mango shop', languages: ['hi', 'ta'], visits: 0, isExpired: false, ownerEmail: sales.email });
    expect(entry.demoUrl).toBe(`${t.app.ctx.config.PUBLIC_URL}/demo/${entry.demoId}`);

    const opened = await get(pathOf(entry.demoUrl));
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${t.app.ctx.config.RENDER_BASE_URL}/${entry.projectId}/hi/`);
    const page = await get(pathOf(String(opened.headers.location)));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>हमारी दुकान में स्वागत है</h1>');
    const tamil = await get(`${pathOf(entry.demoUrl)}?lang=ta`);
    expect(tamil.headers.location).toContain(`/${entry.projectId}/ta/`);

    const listed = await post(t.app, '/api/demo/fetchDemoIds', { search: 'mango' }, { token: sales.token });
    expect(listed.body.data.totalDemoIds).toBe(1);
    expect(listed.body.data.demoIdList[0]).toMatchObject({ demoId: entry.demoId, visits: 2 });

    const edited = await post(t.app, '/api/demo/editDemoEntry', { demoId: entry.demoId, languages: ['hi'], expiresAt: inDays(3) }, { token: sales.token });
    expect(edited.body.data.demoEntry.languages).toEqual(['hi']);

    // Expired: the link and the proxy pages both stop.
    await t.app.ctx.db
      .update(demoIds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(demoIds.id, entry.demoId));
    const expired = await get(pathOf(entry.demoUrl));
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(DEMO_MESSAGES.expired);
    expect((await get(pathOf(String(opened.headers.location)))).statusCode).toBe(404);

    // Deleted: gone from the list, the link answers not found, and the audit log has each step.
    const second = (
      await post(t.app, '/api/demo/createDemoId', { url: `${site.origin}/about`, languages: ['hi'], expiresAt: inDays(1) }, { token: sales.token })
    ).body.data.demoEntry;
    const deleted = await post(t.app, '/api/demo/deleteDemoEntry', { demoId: second.demoId }, { token: sales.token });
    expect(deleted.body.message).toBe(DEMO_MESSAGES.deleted);
    expect((await get(pathOf(second.demoUrl))).statusCode).toBe(404);
    expect((await get(`/render/${second.projectId}/hi/about`)).statusCode).toBe(404);
    const again = await post(t.app, '/api/demo/deleteDemoEntry', { demoId: second.demoId }, { token: sales.token });
    expect(again.status).toBe(404);
    const actions = (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.organisationId, org.id))).map((a) => a.action);
    expect(actions.sort()).toEqual(['demo.created', 'demo.created', 'demo.deleted', 'demo.edited']);
  });

  it("keeps another organisation's demo ids out of reach and refuses roles without demo rights", async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const other = await member(t.app, (await createOrganisationRow(t.app)).id, 'organisationAdmin');
    const translator = await member(t.app, org.id, 'collaborator');
    // On the shared PostgreSQL other suites' projects may serve this host already; the demo must add none.
    const servedBefore = await hasProjectForSite(t.app.ctx.db, site.origin);
    const entry = (await post(t.app, '/api/demo/createDemoId', { url: site.origin, languages: ['hi'], expiresAt: inDays(2) }, { token: admin.token })).body.data
      .demoEntry;
    expect((await post(t.app, '/api/demo/fetchDemoIds', {}, { token: other.token })).body.data.totalDemoIds).toBe(0);
    expect((await post(t.app, '/api/demo/editDemoEntry', { demoId: entry.demoId, label: 'x' }, { token: other.token })).status).toBe(404);
    expect((await post(t.app, '/api/demo/deleteDemoEntry', { demoId: entry.demoId }, { token: other.token })).status).toBe(404);
    expect((await post(t.app, '/api/demo/fetchDemoIds', {}, { token: translator.token })).status).toBe(403);
    expect((await get('/demo/not-a-uuid')).statusCode).toBe(404);
    // The prospect may still sign up for the site the demo shows.
    expect(await hasProjectForSite(t.app.ctx.db, site.origin)).toBe(servedBefore);
  });
});
