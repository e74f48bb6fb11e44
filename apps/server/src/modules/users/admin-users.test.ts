import { USER_MESSAGES } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, userCategories, users } from '../../db/schema/index.ts';
import { createOrganisationRow, member } from '../../test/admin-fixtures.ts';
import { call, post, signIn, waitForLink } from '../../test/auth-helpers.ts';
import { uniqueEmail, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const countUsers = async (email: string) => (await t.app.ctx.db.select().from(users).where(eq(users.email, email))).length;

describe('POST /user (create)', () => {
  it('creates a collaborator who sets a password from the mailed link and signs in; the audit log records it', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const email = uniqueEmail('collab');
    const res = await post(t.app, '/api/user', { name: 'Ravi Collab', email, role: 'collaborator' }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: USER_MESSAGES.created,
      data: { email, role: 'collaborator', status: 'invited', organisationId: org.id },
    });
    const token = await waitForLink(t.app, email, 'new-password');
    const set = await post(t.app, '/api/auth/update-password', { password: 'Fresh-Password-7', token });
    expect(set.status).toBe(200);
    await signIn(t.app, email, 'Fresh-Password-7');
    const [row] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, res.body.data.id));
    expect(row).toMatchObject({ action: 'user.created', actorEmail: admin.email, organisationId: org.id, after: { role: 'collaborator', email } });
  });

  it('refuses a duplicate email, a role above the creator, another organisation and categories on a non-parliament role, changing nothing', async () => {
    const org = await createOrganisationRow(t.app);
    const other = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const dm = await member(t.app, org.id, 'deliveryManager');
    const dup = await post(t.app, '/api/user', { name: 'Someone', email: dm.email, role: 'collaborator' }, { token: admin.token });
    expect(dup).toMatchObject({ status: 409, body: { type: 'CONFLICT', message: USER_MESSAGES.emailTaken } });
    const email = uniqueEmail('nope');
    const above = await post(t.app, '/api/user', { name: 'Boss', email, role: 'superAdmin' }, { token: admin.token });
    expect(above).toMatchObject({ status: 403, body: { message: USER_MESSAGES.roleNotAllowed } });
    const dmAbove = await post(t.app, '/api/user', { name: 'Boss', email, role: 'organisationAdmin' }, { token: dm.token });
    expect(dmAbove.status).toBe(403);
    const foreign = await post(t.app, '/api/user', { name: 'Elsewhere', email, role: 'collaborator', organisationId: other.id }, { token: admin.token });
    expect(foreign).toMatchObject({ status: 404, body: { message: USER_MESSAGES.organisationNotFound } });
    const cats = await post(t.app, '/api/user', { name: 'Cats', email, role: 'collaborator', categories: ['LOB'] }, { token: admin.token });
    expect(cats).toMatchObject({ status: 400, body: { message: USER_MESSAGES.categoriesOnlyParliament } });
    expect(await countUsers(email)).toBe(0);
  });

  it('answers bad fields with VALIDATION_ERROR carrying every field problem', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const res = await post(t.app, '/api/user', { name: 'A', email: 'not-an-email', role: 'wizard' }, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('VALIDATION_ERROR');
    const fields = res.body.data.issues.map((i: { field: string }) => i.field).sort();
    expect(fields).toEqual(['email', 'name', 'role']);
    expect(res.body.message).toBe(res.body.data.issues[0].message);
  });

  it('lets a super admin create in any organisation, and a delivery manager only collaborators and translators', async () => {
    const home = await createOrganisationRow(t.app);
    const customer = await createOrganisationRow(t.app);
    const root = await member(t.app, home.id, 'superAdmin');
    const res = await post(
      t.app,
      '/api/user',
      { name: 'Their admin', email: uniqueEmail('a'), role: 'organisationAdmin', organisationId: customer.id },
      { token: root.token },
    );
    expect(res.body.data).toMatchObject({ organisationId: customer.id, organisationName: customer.name });
    const dm = await member(t.app, customer.id, 'deliveryManager');
    const translator = await post(
      t.app,
      '/api/user',
      { name: 'LS translator', email: uniqueEmail('t'), role: 'lokSabhaTranslator', categories: ['LOB', 'QL'] },
      { token: dm.token },
    );
    expect(translator.body.data).toMatchObject({ role: 'lokSabhaTranslator', categories: ['LOB', 'QL'] });
    expect((await post(t.app, '/api/user', { name: 'Not allowed', email: uniqueEmail('t'), role: 'translationAdmin' }, { token: dm.token })).status).toBe(403);
  });
});

describe('POST /user/switchStatus', () => {
  it('ends the sessions of a deactivated user at once; sign-in then says the account is deactivated', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const collab = await member(t.app, org.id, 'collaborator');
    const res = await post(t.app, '/api/user/switchStatus', { userId: collab.id, isActive: false }, { token: admin.token });
    expect(res.body).toMatchObject({ success: true, message: USER_MESSAGES.deactivated, data: { status: 'inactive' } });
    expect((await call(t.app, 'GET', '/api/user/check', { token: collab.token })).status).toBe(401);
    const login = await post(t.app, '/api/auth', { email: collab.email, password: collab.password });
    expect(login).toMatchObject({ status: 403, body: { message: USER_MESSAGES.deactivatedLogin } });
    const wrong = await post(t.app, '/api/auth', { email: collab.email, password: 'Wrong-Password-1' });
    expect(wrong.body.message).toBe('Invalid email or password');
    await post(t.app, '/api/user/switchStatus', { userId: collab.id, isActive: true }, { token: admin.token });
    await signIn(t.app, collab.email, collab.password);
    const rows = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, collab.id));
    expect(rows.map((r) => [r.action, r.after])).toEqual(
      expect.arrayContaining([
        ['user.statusChanged', { isActive: false }],
        ['user.statusChanged', { isActive: true }],
      ]),
    );
  });

  it("refuses deactivating oneself, the last super admin, another organisation's user and a higher role", async () => {
    const org = await createOrganisationRow(t.app);
    const other = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const dm = await member(t.app, org.id, 'deliveryManager');
    const stranger = await member(t.app, other.id, 'collaborator');
    expect((await post(t.app, '/api/user/switchStatus', { userId: admin.id, isActive: false }, { token: admin.token })).body.message).toBe(
      USER_MESSAGES.selfDeactivate,
    );
    expect((await post(t.app, '/api/user/switchStatus', { userId: stranger.id, isActive: false }, { token: admin.token })).status).toBe(404);
    expect((await post(t.app, '/api/user/switchStatus', { userId: admin.id, isActive: false }, { token: dm.token })).status).toBe(403);
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.organisationId, other.id));
    expect(rows.every((r) => r.isActive)).toBe(true);
  });
});

// Global to the database (it switches off every other super admin), so only on the suite's own PGlite.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the last active super admin', () => {
  it('survives two super admins deactivating each other at once', async () => {
    const org = await createOrganisationRow(t.app);
    await t.app.ctx.db.update(users).set({ isActive: false }).where(eq(users.role, 'superAdmin'));
    const rootA = await member(t.app, org.id, 'superAdmin');
    const rootB = await member(t.app, org.id, 'superAdmin');
    const replies = await Promise.all([
      post(t.app, '/api/user/switchStatus', { userId: rootB.id, isActive: false }, { token: rootA.token }),
      post(t.app, '/api/user/switchStatus', { userId: rootA.id, isActive: false }, { token: rootB.token }),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.find((r) => r.status !== 200)!;
    expect([401, 403]).toContain(refused.status);
    const active = (await t.app.ctx.db.select().from(users).where(eq(users.role, 'superAdmin'))).filter((u) => u.isActive);
    expect(active).toHaveLength(1);
    const survivor = active[0]!.id === rootA.id ? rootA : rootB;
    const self = await post(t.app, '/api/user/switchStatus', { userId: survivor.id, isActive: false }, { token: survivor.token });
    expect(self.body.message).toBe(USER_MESSAGES.selfDeactivate);
  });
});

describe('POST /user/update', () => {
  it('changes name, role and the nmt flag of a managed user, audited with before and after; never the own role', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const user = await member(t.app, org.id, 'collaborator');
    const res = await post(
      t.app,
      '/api/user/update',
      { userId: user.id, updateObj: { name: 'Renamed', role: 'translationAdmin', nmtEnabled: false } },
      { token: admin.token },
    );
    expect(res.body).toMatchObject({ success: true, data: { id: user.id, role: 'translationAdmin', name: 'Renamed', apikey: null } });
    const actions = (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id))).map((r) => [r.action, r.before, r.after]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['user.roleChanged', { role: 'collaborator' }, { role: 'translationAdmin' }],
        ['user.updated', { name: 'Test collaborator', nmtEnabled: true }, { name: 'Renamed', nmtEnabled: false }],
      ]),
    );
    const own = await post(t.app, '/api/user/update', { userId: admin.id, updateObj: { role: 'deliveryManager' } }, { token: admin.token });
    expect(own).toMatchObject({ status: 403, body: { message: USER_MESSAGES.selfRole } });
  });

  it('keeps the terms gate for everyone and refuses admin edits to roles without user.manage', async () => {
    const org = await createOrganisationRow(t.app);
    const collab = await member(t.app, org.id, 'collaborator');
    const peer = await member(t.app, org.id, 'collaborator');
    const agree = await post(t.app, '/api/user/update', { apikey: collab.apikey, updateObj: { contractAgreed: true } }, { token: collab.token });
    expect(agree.body).toMatchObject({ success: true, data: { contractAgreed: true, apikey: collab.apikey } });
    const edit = await post(t.app, '/api/user/update', { userId: peer.id, updateObj: { name: 'Hijacked' } }, { token: collab.token });
    expect(edit.status).toBe(403);
    expect((await t.app.ctx.db.select().from(users).where(eq(users.id, peer.id)))[0]!.name).toBe('Test collaborator');
  });

  it('forbids starting machine translation for a user whose nmt flag is off', async () => {
    const org = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const ta = await member(t.app, org.id, 'translationAdmin');
    await post(t.app, '/api/user/update', { userId: ta.id, updateObj: { nmtEnabled: false } }, { token: admin.token });
    const project = await post(
      t.app,
      '/api/project/new',
      { url: 'https://nmt-flag.example.org/', languages: ['hi'], name: 'NMT flag' },
      { token: admin.token },
    );
    const projectId = project.body.data?.projectId ?? project.body.data?.project?.projectId;
    expect(projectId).toBeTruthy();
    const run = await post(t.app, '/api/translation/nmt/apply', { projectId, targetLang: 'hi', requestId: crypto.randomUUID() }, { token: ta.token });
    expect(run).toMatchObject({ status: 403, body: { message: USER_MESSAGES.nmtDisabled } });
  });
});

describe('categories, details, lists, profile and page access', () => {
  it("sets a parliament user's categories and refuses them for other roles", async () => {
    const org = await createOrganisationRow(t.app);
    const lsAdmin = await member(t.app, org.id, 'lokSabhaAdmin');
    const translator = await member(t.app, org.id, 'lokSabhaTranslator');
    const rsTranslator = await member(t.app, org.id, 'rajyaSabhaTranslator');
    const res = await post(t.app, '/api/user/update/category/list', { userId: translator.id, categories: ['SYN', 'PTBL', 'SYN'] }, { token: lsAdmin.token });
    expect(res.body).toMatchObject({ success: true, data: { userId: translator.id, categories: ['PTBL', 'SYN'] } });
    expect((await post(t.app, '/api/user/update/category/list', { userId: rsTranslator.id, categories: ['LOB'] }, { token: lsAdmin.token })).status).toBe(403);
    expect((await post(t.app, '/api/user/update/category/list', { userId: translator.id, categories: ['XYZ'] }, { token: lsAdmin.token })).body.type).toBe(
      'VALIDATION_ERROR',
    );
    expect(await t.app.ctx.db.select().from(userCategories).where(eq(userCategories.userId, rsTranslator.id))).toEqual([]);
  });

  it('lists, filters and fetches the users the caller manages only', async () => {
    const org = await createOrganisationRow(t.app);
    const other = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const dm = await member(t.app, org.id, 'deliveryManager');
    const collab = await member(t.app, org.id, 'collaborator');
    const off = await member(t.app, org.id, 'collaborator', { isActive: false });
    const stranger = await member(t.app, other.id, 'collaborator');
    const all = await post(t.app, '/api/user/list', {}, { token: admin.token });
    expect(all.body.data.totalUsers).toBe(4);
    const inactive = await post(t.app, '/api/user/list', { status: 'inactive', role: 'collaborator' }, { token: admin.token });
    expect(inactive.body.data.users.map((u: { id: string }) => u.id)).toEqual([off.id]);
    const seenByDm = await post(t.app, '/api/user/list', {}, { token: dm.token });
    expect(seenByDm.body.data.users.map((u: { role: string }) => u.role).sort()).toEqual(['collaborator', 'collaborator']);
    const found = await post(t.app, '/api/user/list', { search: collab.email.toUpperCase() }, { token: admin.token });
    expect(found.body.data.users[0].id).toBe(collab.id);
    expect((await post(t.app, '/api/user/fetchUserDetails', { apikey: stranger.apikey }, { token: admin.token })).status).toBe(404);
    expect((await post(t.app, '/api/user/fetchUserDetails', { apikey: collab.apikey }, { token: admin.token })).body.data.id).toBe(collab.id);
    expect((await post(t.app, '/api/user/fetchUserDetails', { apikey: collab.apikey }, { token: collab.token })).body.data.id).toBe(collab.id);
    const dms = await call(t.app, 'GET', '/api/user/delivery-manager/list', { token: admin.token });
    expect(dms.body.data.deliveryManagers.map((u: { id: string }) => u.id)).toEqual([dm.id]);
    const collabs = await call(t.app, 'GET', '/api/user/collaborator/list', { token: dm.token });
    expect(collabs.body.data.collaborators.map((u: { id: string }) => u.id).sort()).toEqual([collab.id, off.id].sort());
    expect((await call(t.app, 'GET', '/api/user/delivery-manager/list', { token: dm.token })).status).toBe(403);
  });

  it('changes the own password with the current one and ends the other sessions only', async () => {
    const org = await createOrganisationRow(t.app);
    const user = await member(t.app, org.id, 'collaborator');
    const second = await signIn(t.app, user.email, user.password);
    const wrong = await post(
      t.app,
      '/api/user/resetPasswordThroughProfile',
      { currentPassword: 'nope', password: 'New-Password-2', confirmPassword: 'New-Password-2' },
      { token: user.token },
    );
    expect(wrong).toMatchObject({ status: 400, body: { message: USER_MESSAGES.wrongPassword } });
    const mismatch = await post(
      t.app,
      '/api/user/resetPasswordThroughProfile',
      { currentPassword: user.password, password: 'New-Password-2', confirmPassword: 'Other-2' },
      { token: user.token },
    );
    expect(mismatch.body.type).toBe('VALIDATION_ERROR');
    const res = await post(
      t.app,
      '/api/user/resetPasswordThroughProfile',
      { currentPassword: user.password, password: 'New-Password-2', confirmPassword: 'New-Password-2' },
      { token: user.token },
    );
    expect(res.body).toMatchObject({ success: true, message: USER_MESSAGES.passwordChanged });
    expect((await call(t.app, 'GET', '/api/user/check', { token: user.token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/user/check', { token: second.token })).status).toBe(401);
    await signIn(t.app, user.email, 'New-Password-2');
    const open = await t.app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.filter((s) => !s.revokedAt).length).toBe(2);
    const [audit] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject({ action: 'user.passwordChanged', after: { via: 'profile' } });
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('answers page access from the matrix', async () => {
    const org = await createOrganisationRow(t.app);
    const collab = await member(t.app, org.id, 'collaborator');
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const ask = async (token: string, pageKey: string) => (await post(t.app, '/api/user/access/verify', { pageKey }, { token })).body;
    expect((await ask(collab.token, 'users')).data).toEqual({ pageKey: 'users', allowed: false });
    expect((await ask(collab.token, 'profile')).data).toEqual({ pageKey: 'profile', allowed: true });
    expect((await ask(admin.token, 'auditLog')).data).toEqual({ pageKey: 'auditLog', allowed: true });
    expect((await ask(admin.token, 'secret')).message).toBe('Unknown page');
  });
});
