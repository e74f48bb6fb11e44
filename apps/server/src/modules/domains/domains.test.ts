import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineUsage, pageViews, projects, scopeUrls } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, seedScope, uniqueSite, type Member } from '../projects/project-test-helpers.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
  app = t.app;
});
afterAll(() => t.close());

/** A multi-origin project over three sites; the first is the main one. */
async function multiProject(admin: Member) {
  const sites = [uniqueSite('main'), uniqueSite('blog'), uniqueSite('shop')];
  const res = await post(
    app,
    '/api/project/new/multiOrigin',
    { name: 'Group', domains: sites.map((s, i) => ({ url: `https://${s}`, languages: i === 0 ? ['hi'] : ['ta'] })) },
    { token: admin.token },
  );
  return { projectId: res.body.data.projectId as string, sites };
}

const hostnames = (domains: { hostname: string }[]) => domains.map((d) => d.hostname);

describe('adding and deleting domains', () => {
  it('adds a domain with its languages and answers a status, also on failure', async () => {
    const admin = await createMember(app);
    const { projectId, sites } = await multiProject(admin);
    const site = uniqueSite('new');
    const res = await post(app, '/api/project/addNewDomain', { projectId, url: `https://${site}/`, languages: ['bn'] }, { token: admin.token });
    expect(res.body).toMatchObject({
      success: true,
      message: 'Domain added successfully',
      data: { status: 'Domain added successfully', domain: { hostname: site, isActive: true, isPrimary: false, languages: ['bn'] } },
    });
    const [row] = await app.ctx.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row!.languages).toEqual(['hi', 'ta', 'bn']);
    const twice = await post(app, '/api/project/addNewDomain', { projectId, url: `https://www.${sites[1]}`, languages: ['bn'] }, { token: admin.token });
    expect(twice.status).toBe(409);
    expect(twice.body.data).toEqual({ status: `Domain ${sites[1]} is already part of a project` });
    const invalid = await post(app, '/api/project/addNewDomain', { projectId, url: 'nope', languages: ['bn'] }, { token: admin.token });
    expect(invalid.status).toBe(400);
    expect(invalid.body.data.status).toBe('Please enter valid URL');
  });

  it('deletes a domain with its scope URLs, never the main one', async () => {
    const admin = await createMember(app);
    const { projectId, sites } = await multiProject(admin);
    await seedScope(app, projectId, [
      { url: `https://${sites[1]}/`, segments: [] },
      { url: `https://${sites[0]}/`, segments: [] },
    ]);
    const res = await post(app, '/api/project/deleteDomain', { projectId, hostname: sites[1] }, { token: admin.token });
    expect(res.body).toMatchObject({ success: true, data: { status: 'Domain deleted successfully', hostname: sites[1] } });
    expect(hostnames(await app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.projectId, projectId)))).toEqual([sites[0]]);
    const main = await post(app, '/api/project/deleteDomain', { projectId, hostname: sites[0] }, { token: admin.token });
    expect(main.body).toMatchObject({ success: false, data: { status: 'The main domain of a project cannot be deleted' } });
    const missing = await post(app, '/api/project/deleteDomain', { projectId, hostname: sites[1] }, { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.data.status).toBe('Domain not found');
  });
});

describe('multi-domain calls', () => {
  it('toggles, updates and lists domains in every shape', async () => {
    const admin = await createMember(app);
    const { projectId, sites } = await multiProject(admin);
    expect((await post(app, '/api/domain/toggle', { projectId, hostname: sites[1] }, { token: admin.token })).body.data).toEqual({
      hostname: sites[1],
      isActive: false,
    });
    expect((await post(app, '/api/domain/toggle', { projectId, hostname: sites[1], isActive: false }, { token: admin.token })).body.data.isActive).toBe(false);
    expect((await post(app, '/api/domain/toggle', { projectId, hostname: sites[1]!.toUpperCase() }, { token: admin.token })).body.data.isActive).toBe(true);
    const updated = await post(app, '/api/domain/update', { projectId, hostname: sites[2], languages: ['gu'] }, { token: admin.token });
    expect(updated.body).toMatchObject({ message: 'Domain updated successfully', data: { hostname: sites[2], languages: ['gu'] } });
    const domains = await post(app, '/api/domains', { projectId }, { token: admin.token });
    expect(domains.body.data.domains).toMatchObject([
      { hostname: sites[0], isPrimary: true, isActive: true, languages: ['hi'], verificationLevel: 0, collaborators: [] },
      { hostname: sites[1], languages: ['ta'] },
      { hostname: sites[2], languages: ['gu'] },
    ]);
    expect(hostnames((await post(app, '/api/fetch/domains', { projectId }, { token: admin.token })).body.data.domains)).toEqual(sites);
    const page = await post(app, '/api/paginated/domain/list', { projectId, pageNumber: 2, pageSize: 2 }, { token: admin.token });
    expect(page.body.data).toMatchObject({ total: 3, domains: [{ hostname: sites[2] }] });
    const search = await post(app, '/api/paginated/domain/list', { projectId, pageNumber: 1, pageSize: 10, search: 'blog' }, { token: admin.token });
    expect(hostnames(search.body.data.domains)).toEqual([sites[1]]);
    expect((await post(app, '/api/domain/update', { projectId, hostname: 'nowhere.example.org', languages: ['gu'] }, { token: admin.token })).status).toBe(404);
  });

  it('answers per-domain word counts', async () => {
    const admin = await createMember(app);
    const { projectId, sites } = await multiProject(admin);
    await seedScope(app, projectId, [
      { url: `https://${sites[0]}/`, segments: [{ hash: 'x', text: 'Shared words here', words: 3, occurrences: 2 }] },
      { url: `https://${sites[0]}/a`, segments: [{ hash: 'x', text: 'Shared words here', words: 3 }] },
      {
        url: `https://${sites[1]}/`,
        segments: [
          { hash: 'x', text: 'Shared words here', words: 3 },
          { hash: 'y', text: 'Blog only', words: 2 },
        ],
      },
    ]);
    const res = await post(app, '/api/multi/domain/stats', { projectId }, { token: admin.token });
    expect(res.body.data).toEqual({
      totalDomain: 3,
      wordCount: 14,
      uniqueWordCount: 5,
      nmtCall: 0,
      totalTraffic: 0,
      domains: [
        { hostname: sites[0], isActive: true, urlCount: 2, wordCount: 9, uniqueWordCount: 3, nmtCall: 0, totalTraffic: 0 },
        { hostname: sites[1], isActive: true, urlCount: 1, wordCount: 5, uniqueWordCount: 5, nmtCall: 0, totalTraffic: 0 },
        { hostname: sites[2], isActive: true, urlCount: 0, wordCount: 0, uniqueWordCount: 0, nmtCall: 0, totalTraffic: 0 },
      ],
    });
  });
  it('counts engine calls and page views per domain', async () => {
    const admin = await createMember(app);
    const { projectId, sites } = await multiProject(admin);
    const db = t.database.db;
    await db.insert(engineUsage).values([
      { projectId, hostname: sites[0]!, month: '2026-10', engine: 'libretranslate', calls: 3, characters: 120 },
      { projectId, hostname: sites[0]!, month: '2026-11', engine: 'google', calls: 2, characters: 80 },
      { projectId, hostname: sites[1]!, month: '2026-11', engine: 'libretranslate', calls: 1, characters: 10 },
    ]);
    await db.insert(pageViews).values([
      { projectId, hostname: sites[1]!, day: '2026-11-20', lang: 'hi', channel: 'snippet', views: 7 },
      { projectId, hostname: sites[1]!, day: '2026-11-21', lang: 'ta', channel: 'proxy', views: 5 },
    ]);
    const res = await post(app, '/api/multi/domain/stats', { projectId }, { token: admin.token });
    expect(res.body.data).toMatchObject({ nmtCall: 6, totalTraffic: 12 });
    expect(res.body.data.domains.map((d: { nmtCall: number; totalTraffic: number }) => [d.nmtCall, d.totalTraffic])).toEqual([
      [5, 0],
      [1, 12],
      [0, 0],
    ]);
  });
});

describe('collaborators', () => {
  it('assigns collaborators of the organisation only, lists and removes them; a collaborator sees only its domains', async () => {
    const admin = await createMember(app);
    const { projectId, sites } = await multiProject(admin);
    const [c1, c2] = [await createMember(app, 'collaborator', admin.organisationId), await createMember(app, 'collaborator', admin.organisationId)];
    const assigned = await post(
      app,
      '/api/domains/assignColloborator',
      { projectId, hostname: sites[1], userIds: [c1.id, c2.id, c1.id] },
      { token: admin.token },
    );
    expect(assigned.body).toMatchObject({ message: 'Collaborators assigned successfully', data: { hostname: sites[1] } });
    expect(assigned.body.data.collaborators.map((c: { id: string }) => c.id).sort()).toEqual([c1.id, c2.id].sort());

    const outsider = await createMember(app, 'collaborator');
    const manager = await createMember(app, 'deliveryManager', admin.organisationId);
    for (const userIds of [[outsider.id], [manager.id], ['not-an-id']]) {
      const refused = await post(app, '/api/domains/assignColloborator', { projectId, hostname: sites[1], userIds }, { token: admin.token });
      expect(refused.body).toMatchObject({ success: false, message: 'Only collaborators of your organisation can be assigned to a domain' });
    }

    const seen = await post(app, '/api/domains', { projectId }, { token: c1.token });
    expect(hostnames(seen.body.data.domains)).toEqual([sites[1]]);
    expect((await post(app, '/api/domains/getCollaboratorAssignedList', { projectId, hostname: sites[0] }, { token: c1.token })).status).toBe(404);
    expect((await post(app, '/api/domains/assignColloborator', { projectId, hostname: sites[1], userIds: [c1.id] }, { token: c1.token })).status).toBe(403);
    expect((await post(app, '/api/domain/toggle', { projectId, hostname: sites[1] }, { token: c1.token })).status).toBe(403);

    const removed = await post(app, '/api/domains/onMultiDomainColloboratorDelete', { projectId, hostname: sites[1], userId: c2.id }, { token: admin.token });
    expect(removed.body.data.collaborators.map((c: { id: string }) => c.id)).toEqual([c1.id]);
    const list = await post(app, '/api/domains/getCollaboratorAssignedList', { projectId, hostname: sites[1] }, { token: admin.token });
    expect(list.body.data.collaborators).toEqual([{ id: c1.id, name: 'collaborator user', email: c1.email }]);
    expect(
      (await post(app, '/api/domains/onMultiDomainColloboratorDelete', { projectId, hostname: sites[1], userId: c2.id }, { token: admin.token })).status,
    ).toBe(404);
    expect((await post(app, '/api/project', { pageNumber: 1, pageSize: 10 }, { token: c2.token })).body.data.totalProjects).toBe(0);
  });

  it('lets a manager assign, and refuses it to a free organisation admin', async () => {
    const manager = await createMember(app, 'deliveryManager');
    const { projectId, sites } = await multiProject(manager);
    const collaborator = await createMember(app, 'collaborator', manager.organisationId);
    expect(
      (await post(app, '/api/domains/assignColloborator', { projectId, hostname: sites[0], userIds: [collaborator.id] }, { token: manager.token })).status,
    ).toBe(200);
    const free = await createMember(app, 'freeOrgAdmin', manager.organisationId);
    expect(
      (await post(app, '/api/domains/assignColloborator', { projectId, hostname: sites[0], userIds: [collaborator.id] }, { token: free.token })).status,
    ).toBe(403);
  });
});
