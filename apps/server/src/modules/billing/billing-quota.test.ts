import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, engineUsage, topupBalances } from '../../db/schema/index.ts';
import { call, post } from '../../test/auth-helpers.ts';
import { uniqueEmail, useTestApp } from '../../test/test-app.ts';
import { createMember, createOrg, createTestProject, uniqueSite } from '../projects/project-test-helpers.ts';
import { spendMtCharacters } from './quota.ts';
import { monthOf } from './usage.ts';

const t = useTestApp({}, { startWorkers: false });

const refusals = async (organisationId: string) =>
  t.app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organisationId, organisationId), eq(auditLog.action, 'quota.refused')));

describe('plans', () => {
  it('lists the seeded plans to anyone, cheapest first, prices in paise', async () => {
    const res = await call(t.app, 'GET', '/api/transaction/plans/list');
    const codes = res.body.data.plansList.map((p: { code: string }) => p.code);
    expect(codes).toEqual(['free', 'starter', 'standard', 'enterprise']);
    expect(res.body.data.plansList[1]).toMatchObject({ priceMonthly: 499900, projects: 3, seats: 3, mtCharacters: 1_000_000, isTrial: false });
  });

  it('lets only a super admin edit a plan, and never below what an organisation on it uses', async () => {
    const admin = await createMember(t.app, 'organisationAdmin');
    expect((await post(t.app, '/api/plan/update', { code: 'starter', seats: 4 }, { token: admin.token })).status).toBe(403);
    const root = await createMember(t.app, 'superAdmin');
    const changed = await post(t.app, '/api/plan/update', { code: 'starter', name: 'Starter', priceYearly: 4_899_000 }, { token: root.token });
    expect(changed.body).toMatchObject({ success: true, message: 'Plan updated successfully', data: { plan: { code: 'starter', priceYearly: 4_899_000 } } });
    const org = await createOrg(t.app, 'starter');
    const owner = await createMember(t.app, 'organisationAdmin', org);
    await createTestProject(t.app, owner);
    await createTestProject(t.app, owner);
    const below = await post(t.app, '/api/plan/update', { code: 'starter', projects: 1 }, { token: root.token });
    // At least this organisation's 2 projects (on the shared PostgreSQL other suites' starter organisations may hold more).
    expect(below.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/^The new limit for projects \(1\) is below what is in use \([2-9]\d*\)\.$/),
    });
    const rows = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, 'starter'), eq(auditLog.action, 'plan.updated'), eq(auditLog.actorId, root.id)));
    expect(rows.map((r) => r.after?.reason ?? 'changed').sort()).toEqual(['below usage', 'changed']);
  });
});

describe('quotas at the edges', () => {
  it('projects: exactly at the allowance is allowed, one over is refused with the limit and recorded', async () => {
    const org = await createOrg(t.app, 'starter');
    const owner = await createMember(t.app, 'organisationAdmin', org);
    for (let i = 0; i < 3; i++) await createTestProject(t.app, owner);
    const fourth = await post(t.app, '/api/project/new', { url: `https://${uniqueSite()}/`, languages: ['hi'] }, { token: owner.token });
    expect(fourth.body).toMatchObject({ success: false, type: 'CONFLICT', message: 'Your plan allows 3 projects. Upgrade to add more.' });
    expect((await refusals(org)).map((r) => r.after)).toContainEqual({ reason: 'projects', limit: 3, used: 3 });
  });

  it('languages: five on a starter project, six refused', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'starter'));
    await createTestProject(t.app, owner, { languages: ['hi', 'mr', 'bn', 'ta', 'te'] });
    const six = await post(
      t.app,
      '/api/project/new',
      { url: `https://${uniqueSite()}/`, languages: ['hi', 'mr', 'bn', 'ta', 'te', 'gu'] },
      { token: owner.token },
    );
    expect(six.body.message).toBe('Your plan allows 5 languages per project. Upgrade to add more.');
  });

  it('languages: a new domain or a domain edit may not take the project past the plan', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'starter'));
    const projectId = await createTestProject(t.app, owner, { languages: ['hi', 'mr', 'bn', 'ta'] });
    const fifth = await post(t.app, '/api/project/addNewDomain', { projectId, url: `https://${uniqueSite()}/`, languages: ['te'] }, { token: owner.token });
    expect(fifth.body.success, fifth.body.message).toBe(true);
    const sixth = await post(t.app, '/api/project/addNewDomain', { projectId, url: `https://${uniqueSite()}/`, languages: ['gu'] }, { token: owner.token });
    expect(sixth.body.message).toBe('Your plan allows 5 languages per project. Upgrade to add more.');
  });

  it('pages: a starter project may crawl 2000 pages, not 2001', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'starter'));
    const projectId = await createTestProject(t.app, owner);
    expect((await post(t.app, '/api/project/update', { projectId, pageLimit: 2000 }, { token: owner.token })).body.data.pageLimit).toBe(2000);
    const over = await post(t.app, '/api/project/update', { projectId, pageLimit: 2001 }, { token: owner.token });
    expect(over.body).toMatchObject({ success: false, message: 'Your plan crawls at most 2000 pages per project.' });
  });

  it('seats: the third user of a starter organisation is allowed, the fourth refused', async () => {
    const org = await createOrg(t.app, 'starter');
    const owner = await createMember(t.app, 'organisationAdmin', org);
    await createMember(t.app, 'translator', org);
    const third = await post(t.app, '/api/user', { name: 'Third Person', email: uniqueEmail('third'), role: 'collaborator' }, { token: owner.token });
    expect(third.body.success).toBe(true);
    const fourth = await post(t.app, '/api/user', { name: 'Fourth Person', email: uniqueEmail('fourth'), role: 'collaborator' }, { token: owner.token });
    expect(fourth.body).toMatchObject({ success: false, message: 'Your plan allows 3 users. Upgrade to add more.' });
  });

  it('MT characters: a run that fits the month exactly starts, one character over is refused up front, top-ups cover the rest', async () => {
    const org = await createOrg(t.app, 'starter');
    const owner = await createMember(t.app, 'organisationAdmin', org);
    const projectId = await createTestProject(t.app, owner);
    const month = monthOf(t.app.ctx.clock.now());
    await t.app.ctx.db.insert(engineUsage).values({ projectId, hostname: 'x.example.org', month, engine: 'test', calls: 1, characters: 999_000 });
    await expect(spendMtCharacters(t.app.ctx, null, org, 1_000)).resolves.toBeUndefined();
    await expect(spendMtCharacters(t.app.ctx, null, org, 1_001)).rejects.toThrow(
      'This run needs 1001 machine-translation characters; your plan and top-ups have 1000 left this month.',
    );
    await t.app.ctx.db.insert(topupBalances).values({ organisationId: org, kind: 'mtCharacters', bought: 1 });
    await expect(spendMtCharacters(t.app.ctx, null, org, 1_001)).resolves.toBeUndefined();
    const [balance] = await t.app.ctx.db.select().from(topupBalances).where(eq(topupBalances.organisationId, org));
    expect(balance).toMatchObject({ bought: 1, spent: 1 });
    expect((await refusals(org)).map((r) => r.after?.reason)).toEqual(['mtCharacters']);
  });

  it('shows the remaining allowance: plan, usage and top-ups', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'starter'));
    await createTestProject(t.app, owner);
    const res = await call(t.app, 'GET', '/api/transaction/usage', { token: owner.token });
    expect(res.body.data).toMatchObject({
      plan: { code: 'starter' },
      usage: { projects: { used: 1, limit: 3 }, seats: { used: 1, limit: 3 }, mtCharacters: { used: 0, limit: 1_000_000, topup: 0 } },
    });
  });
});
