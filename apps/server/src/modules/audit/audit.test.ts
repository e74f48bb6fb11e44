import { AUDIT_CSV_COLUMNS } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { createOrganisationRow, member } from '../../test/admin-fixtures.ts';
import { post } from '../../test/auth-helpers.ts';
import { uniqueEmail, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('audit log', () => {
  it("shows an organisation admin its own organisation's changes, filterable, and a formula-safe CSV", async () => {
    const org = await createOrganisationRow(t.app);
    const other = await createOrganisationRow(t.app);
    const admin = await member(t.app, org.id, 'organisationAdmin');
    const otherAdmin = await member(t.app, other.id, 'organisationAdmin');
    const created = await post(t.app, '/api/user', { name: 'New Collaborator', email: uniqueEmail('c'), role: 'collaborator' }, { token: admin.token });
    await post(t.app, '/api/user/switchStatus', { userId: created.body.data.id, isActive: false }, { token: admin.token });
    await post(t.app, '/api/user', { name: 'Elsewhere', email: uniqueEmail('e'), role: 'collaborator' }, { token: otherAdmin.token });
    const list = await post(t.app, '/api/audit/list', {}, { token: admin.token });
    expect(list.body.data.totalEntries).toBe(2);
    expect(list.body.data.entries.map((e: { action: string }) => e.action)).toEqual(['user.statusChanged', 'user.created']);
    expect(list.body.data.entries.every((e: { organisationId: string }) => e.organisationId === org.id)).toBe(true);
    const sneaky = await post(t.app, '/api/audit/list', { organisationId: other.id }, { token: admin.token });
    expect(sneaky.body.data.entries.every((e: { organisationId: string }) => e.organisationId === org.id)).toBe(true);
    const filtered = await post(t.app, '/api/audit/list', { action: 'user.created' }, { token: admin.token });
    expect(filtered.body.data.totalEntries).toBe(1);
    const future = await post(t.app, '/api/audit/list', { from: new Date(Date.now() + 3_600_000).toISOString() }, { token: admin.token });
    expect(future.body.data.totalEntries).toBe(0);
    // A label that a spreadsheet would run as a formula (an organisation may be named anything).
    await t.app.ctx.db.insert(auditLog).values({
      organisationId: org.id,
      actorEmail: admin.email,
      actorRole: 'organisationAdmin',
      action: 'organisation.edited',
      targetType: 'organisation',
      targetId: org.id,
      targetLabel: '=HYPERLINK("http://evil")',
    });
    const csv = await t.app.inject({ method: 'POST', url: '/api/audit/csv/get', payload: {}, headers: { authorization: `Bearer ${admin.token}` } });
    expect(csv.headers['content-disposition']).toContain('auditLog.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain(`'=HYPERLINK`);
    expect(csv.body).not.toMatch(/,=HYPERLINK/);
  });

  it('lets a super admin read any organisation and refuses everyone else', async () => {
    const org = await createOrganisationRow(t.app);
    const root = await member(t.app, org.id, 'superAdmin');
    const dm = await member(t.app, org.id, 'deliveryManager');
    await t.app.ctx.db.insert(auditLog).values({
      organisationId: org.id,
      actorEmail: 'x@example.com',
      actorRole: 'superAdmin',
      action: 'organisation.edited',
      targetType: 'organisation',
      targetId: org.id,
    });
    const res = await post(t.app, '/api/audit/list', { organisationId: org.id }, { token: root.token });
    expect(res.body.data.totalEntries).toBe(1);
    expect((await post(t.app, '/api/audit/list', {}, { token: dm.token })).status).toBe(403);
  });
});
