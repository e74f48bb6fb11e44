import { ORGANISATION_MESSAGES, USER_MESSAGES } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, engineUsage, organisations, projects, users } from '../../db/schema/index.ts';
import { createOrganisationRow, member } from '../../test/admin-fixtures.ts';
import { call, post, signIn, waitForLink } from '../../test/auth-helpers.ts';
import { uniqueEmail, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('organisations', () => {
  it('lets a super admin create an organisation whose admin sets a password from the mail link', async () => {
    const home = await createOrganisationRow(t.app);
    const root = await member(t.app, home.id, 'superAdmin');
    const adminEmail = uniqueEmail('orgadmin');
    const res = await post(
      t.app,
      '/api/auth/newOrganisation',
      { organisationName: 'Sahitya Kendra', plan: 'standard', adminName: 'Meera Admin', adminEmail },
      { token: root.token },
    );
    expect(res.body).toMatchObject({
      success: true,
      message: ORGANISATION_MESSAGES.created,
      data: { organisation: { name: 'Sahitya Kendra', plan: 'standard', usersCount: 1 } },
    });
    const orgId = res.body.data.organisation.id;
    const token = await waitForLink(t.app, adminEmail, 'new-password');
    expect((await post(t.app, '/api/auth/update-password', { password: 'Org-Admin-Pass-1', token })).status).toBe(200);
    const admin = await signIn(t.app, adminEmail, 'Org-Admin-Pass-1');
    expect(admin.body.data.user).toMatchObject({ role: 'organisationAdmin', organisationId: orgId });
    const audit = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.organisationId, orgId));
    expect(audit.map((r) => r.action).sort()).toEqual(['organisation.created', 'user.created']);
    const dup = await post(t.app, '/api/auth/newOrganisation', { organisationName: 'Again', adminName: 'Meera Admin', adminEmail }, { token: root.token });
    expect(dup).toMatchObject({ status: 409, body: { message: USER_MESSAGES.emailTaken } });
    expect(await t.app.ctx.db.select().from(organisations).where(eq(organisations.name, 'Again'))).toEqual([]);
    expect(
      (await post(t.app, '/api/auth/newOrganisation', { organisationName: 'Mine', adminName: 'Someone', adminEmail: uniqueEmail('x') }, { token: admin.token }))
        .status,
    ).toBe(403);
  });

  it('lists every organisation for a super admin and only its own for an organisation admin', async () => {
    const a = await createOrganisationRow(t.app, `Alpha ${Date.now()}`);
    const b = await createOrganisationRow(t.app, `Beta ${Date.now()}`);
    const root = await member(t.app, a.id, 'superAdmin');
    const admin = await member(t.app, b.id, 'organisationAdmin');
    const all = await post(t.app, '/api/organisation/list', { search: b.name }, { token: root.token });
    expect(all.body.data).toMatchObject({ totalOrganisations: 1, organisations: [{ id: b.id, usersCount: 1 }] });
    const own = await post(t.app, '/api/organisation/list', {}, { token: admin.token });
    expect(own.body.data.organisations.map((o: { id: string }) => o.id)).toEqual([b.id]);
    const picker = await post(t.app, '/api/organisation/all', {}, { token: admin.token });
    expect(picker.body.data.organisations).toEqual([{ id: b.id, name: b.name }]);
    expect((await post(t.app, '/api/organisation/details', { organisationId: a.id }, { token: admin.token })).status).toBe(404);
    const collab = await member(t.app, b.id, 'collaborator');
    expect((await post(t.app, '/api/organisation/list', {}, { token: collab.token })).status).toBe(403);
  });

  it('shows plan, counts and usage this month', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    await member(t.app, org.id, 'collaborator');
    const [project] = await t.app.ctx.db
      .insert(projects)
      .values({ organisationId: org.id, name: 'Site', baseUrl: 'https://usage.example.org/', hostname: 'usage.example.org', languages: ['hi'] })
      .returning();
    const month = new Date().toISOString().slice(0, 7);
    await t.app.ctx.db.insert(engineUsage).values([
      { projectId: project!.id, hostname: 'usage.example.org', month, engine: 'google', calls: 3, characters: 1200 },
      { projectId: project!.id, hostname: 'usage.example.org', month: '2001-01', engine: 'google', calls: 99, characters: 99 },
    ]);
    const res = await post(t.app, '/api/organisation/details', { organisationId: org.id }, { token: admin.token });
    expect(res.body.data).toMatchObject({
      plan: 'standard',
      usersCount: 2,
      projectsCount: 1,
      usage: { month, nmtCalls: 3, nmtCharacters: 1200, pageViews: 0 },
    });
  });

  it("lets an organisation admin rename its own organisation only; plan and status are a super admin's", async () => {
    const org = await createOrganisationRow(t.app);
    const other = await createOrganisationRow(t.app, 'Other org');
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const renamed = await post(t.app, '/api/organisation/edit', { organisationId: org.id, editObject: { name: 'New name' } }, { token: admin.token });
    expect(renamed.body).toMatchObject({ success: true, data: { name: 'New name' } });
    const plan = await post(t.app, '/api/organisation/edit', { organisationId: org.id, editObject: { plan: 'enterprise' } }, { token: admin.token });
    expect(plan).toMatchObject({ status: 403, body: { message: ORGANISATION_MESSAGES.planOnlySuperAdmin } });
    const foreign = await post(t.app, '/api/organisation/edit', { organisationId: other.id, editObject: { name: 'Taken over' } }, { token: admin.token });
    expect(foreign.status).toBe(404);
    const [row] = await t.app.ctx.db.select().from(organisations).where(eq(organisations.id, other.id));
    expect(row).toMatchObject({ name: 'Other org', plan: 'standard' });
    const [audit] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, org.id));
    expect(audit).toMatchObject({ action: 'organisation.edited', before: { name: org.name }, after: { name: 'New name' } });
  });

  it('deactivating an organisation ends its sessions and sign-in; its nmt flag stops machine translation', async () => {
    const home = await createOrganisationRow(t.app);
    const root = await member(t.app, home.id, 'superAdmin');
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const project = await post(t.app, '/api/project/new', { url: 'https://org-flag.example.org/', languages: ['hi'], name: 'Flag' }, { token: admin.token });
    await post(t.app, '/api/organisation/edit', { organisationId: org.id, editObject: { nmtEnabled: false } }, { token: root.token });
    const run = await post(
      t.app,
      '/api/translation/nmt/apply',
      { projectId: project.body.data.projectId, targetLang: 'hi', requestId: crypto.randomUUID() },
      { token: admin.token },
    );
    expect(run).toMatchObject({ status: 403, body: { message: USER_MESSAGES.nmtDisabledOrganisation } });
    expect(
      (await post(t.app, '/api/organisation/edit', { organisationId: home.id, editObject: { isActive: false } }, { token: root.token })).body.message,
    ).toBe(ORGANISATION_MESSAGES.ownOrganisation);
    await post(t.app, '/api/organisation/edit', { organisationId: org.id, editObject: { isActive: false } }, { token: root.token });
    expect((await call(t.app, 'GET', '/api/user/check', { token: admin.token })).status).toBe(401);
    expect((await post(t.app, '/api/auth', { email: admin.email, password: admin.password })).body.message).toBe(USER_MESSAGES.deactivatedLogin);
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, admin.id)))[0]!.isActive).toBe(true);
  });
});
