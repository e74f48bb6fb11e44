import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainCollaborators, projectDomains, projects } from '../../db/schema/index.ts';
import { call, post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createOrg, createTestProject, seedScope, uniqueSite } from './project-test-helpers.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
  app = t.app;
});
afterAll(() => t.close());

describe('creating projects', () => {
  it('creates a website project with its single domain, waiting for its crawl', async () => {
    const admin = await createMember(app);
    const site = uniqueSite();
    const res = await post(app, '/api/project/new', { url: `https://www.${site}/shop/`, languages: ['hi', 'ta', 'hi'] }, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Project created successfully', data: { status: 'partialCreated' } });
    const [row] = await app.ctx.db.select().from(projects).where(eq(projects.id, res.body.data.projectId));
    expect(row).toMatchObject({
      kind: 'website',
      baseUrl: `https://www.${site}/shop`,
      hostname: `www.${site}`,
      name: site,
      languages: ['hi', 'ta'],
      pageLimit: 500,
      organisationId: admin.organisationId,
    });
    const domains = await app.ctx.db.select().from(projectDomains).where(eq(projectDomains.projectId, row!.id));
    expect(domains).toMatchObject([{ hostname: `www.${site}`, origin: `https://www.${site}`, isActive: true, languages: ['hi', 'ta'] }]);
  });

  it('accepts baseUrl and a name, and refuses the same site twice in one organisation (either www spelling)', async () => {
    const admin = await createMember(app);
    const site = uniqueSite();
    const first = await post(app, '/api/project/new', { baseUrl: `https://${site}`, languages: ['hi'], name: 'My shop' }, { token: admin.token });
    expect(first.status).toBe(200);
    const again = await post(app, '/api/project/new', { url: `https://www.${site}/other`, languages: ['mr'] }, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, type: 'CONFLICT', message: `Project with ${site} already exists` });
    const elsewhere = await createMember(app);
    expect((await post(app, '/api/project/new', { url: `https://${site}`, languages: ['hi'] }, { token: elsewhere.token })).status).toBe(200);
  });

  it('takes host and port as the site: another port of one host is another project, the refusal names host:port', async () => {
    const admin = await createMember(app);
    const first = await post(app, '/api/project/new', { url: 'http://127.0.0.1:4101/', languages: ['hi'] }, { token: admin.token });
    expect(first.status).toBe(200);
    const otherPort = await post(app, '/api/project/new', { url: 'http://127.0.0.1:4102/', languages: ['hi'] }, { token: admin.token });
    expect(otherPort.status).toBe(200);
    const again = await post(app, '/api/project/new', { url: 'http://127.0.0.1:4102/docs', languages: ['mr'] }, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, type: 'CONFLICT', message: 'Project with 127.0.0.1:4102 already exists' });
    // Default ports: http and https of one host are one site.
    const site = uniqueSite();
    expect((await post(app, '/api/project/new', { url: `http://${site}`, languages: ['hi'] }, { token: admin.token })).status).toBe(200);
    expect((await post(app, '/api/project/new', { url: `https://${site}`, languages: ['hi'] }, { token: admin.token })).body.message).toBe(
      `Project with ${site} already exists`,
    );
  });

  it('refuses a project URL with a user name or password, saying why', async () => {
    const admin = await createMember(app);
    const res = await post(app, '/api/project/new', { url: `https://user:secret@${uniqueSite()}/`, languages: ['hi'] }, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      type: 'VALIDATION_ERROR',
      message: 'Please remove the user name and password from the URL: Lipi fetches public pages only',
    });
  });

  it('refuses a bad URL, no languages, an unknown language and a role that may not create', async () => {
    const admin = await createMember(app);
    const bad = await post(app, '/api/project/new', { url: 'not a url', languages: ['hi'] }, { token: admin.token });
    expect(bad.body).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Please enter valid URL' });
    expect((await post(app, '/api/project/new', { url: `https://${uniqueSite()}`, languages: [] }, { token: admin.token })).body.message).toBe(
      'Please select atleast one language',
    );
    expect((await post(app, '/api/project/new', { url: `https://${uniqueSite()}`, languages: ['xx'] }, { token: admin.token })).body.message).toBe(
      'Unknown language code',
    );
    expect((await post(app, '/api/project/new', { languages: ['hi'] }, { token: admin.token })).body.message).toBe('Please enter valid URL');
    const collaborator = await createMember(app, 'collaborator', admin.organisationId);
    expect((await post(app, '/api/project/new', { url: `https://${uniqueSite()}`, languages: ['hi'] }, { token: collaborator.token })).status).toBe(403);
  });

  it('lets a free trial (freeOrgAdmin) have one project only', async () => {
    const free = await createMember(app, 'freeOrgAdmin');
    await createTestProject(app, free);
    const second = await post(app, '/api/project/new', { url: `https://${uniqueSite()}`, languages: ['hi'] }, { token: free.token });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A free organisation can have only one project. Please upgrade your plan to add another.');
    const multi = await post(
      app,
      '/api/project/new/multiOrigin',
      { name: 'Two', domains: [{ url: `https://${uniqueSite()}`, languages: ['hi'] }] },
      { token: free.token },
    );
    expect(multi.status).toBe(409);
  });

  it('creates a multi-origin project whose languages are the union of its domains', async () => {
    const admin = await createMember(app);
    const [a, b] = [uniqueSite('a'), uniqueSite('b')];
    const body = {
      name: 'Group sites',
      domains: [
        { url: `https://${a}`, languages: ['hi'] },
        { url: `https://${b}`, languages: ['ta', 'hi'] },
      ],
    };
    const res = await post(app, '/api/project/new/multiOrigin', body, { token: admin.token });
    expect(res.status).toBe(200);
    const details = await post(app, '/api/project/details', { projectId: res.body.data.projectId }, { token: admin.token });
    expect(details.body.data).toMatchObject({
      kind: 'multiOrigin',
      name: 'Group sites',
      hostname: a,
      languages: ['hi', 'ta'],
      otherDomains: [b],
      domainCount: 2,
    });
    expect(details.body.data.domains.map((d: { hostname: string; isPrimary: boolean }) => [d.hostname, d.isPrimary])).toEqual([
      [a, true],
      [b, false],
    ]);
    const twice = await post(
      app,
      '/api/project/new/multiOrigin',
      { name: 'Dup', domains: [{ url: `https://${b}`, languages: ['hi'] }] },
      { token: admin.token },
    );
    expect(twice.status).toBe(409);
    const listedTwice = await post(
      app,
      '/api/project/new/multiOrigin',
      {
        name: 'Dup',
        domains: [
          { url: 'https://x.example.net', languages: ['hi'] },
          { url: 'https://www.x.example.net', languages: ['hi'] },
        ],
      },
      { token: admin.token },
    );
    expect(listedTwice.body).toMatchObject({ type: 'BAD_REQUEST', message: 'Domain x.example.net is listed twice' });
    expect((await post(app, '/api/project/new/multiOrigin', { name: 'None', domains: [] }, { token: admin.token })).body.message).toBe(
      'Please add at least one domain',
    );
  });
});

describe('listing projects', () => {
  it("pages and searches the organisation's projects, newest first, with word counts", async () => {
    const admin = await createMember(app);
    const ids: string[] = [];
    for (const name of ['Alpha shop', 'Beta blog', 'Gamma 100%_off']) ids.push(await createTestProject(app, admin, { name }));
    await seedScope(app, ids[0]!, [{ url: 'https://a.example.org/', segments: [{ hash: 'h1', text: 'Hello world', words: 2, occurrences: 3 }] }]);
    await createTestProject(app, await createMember(app));
    const page1 = await post(app, '/api/project', { pageNumber: 1, pageSize: 2 }, { token: admin.token });
    expect(page1.body.data.totalProjects).toBe(3);
    expect(page1.body.data.projectList.map((p: { name: string }) => p.name)).toEqual(['Gamma 100%_off', 'Beta blog']);
    const page2 = await post(app, '/api/project', { pageNumber: 2, pageSize: 2 }, { token: admin.token });
    expect(page2.body.data.projectList).toMatchObject([
      {
        id: ids[0],
        projectId: ids[0],
        name: 'Alpha shop',
        kind: 'website',
        status: 'partialCreated',
        crawlStatus: 'INACTIVE',
        sourceWordCount: 6,
        uniqueWordCount: 2,
        domainCount: 1,
      },
    ]);
    const search = await post(app, '/api/project', { pageNumber: 1, pageSize: 10, searchText: 'beta' }, { token: admin.token });
    expect(search.body.data.projectList.map((p: { name: string }) => p.name)).toEqual(['Beta blog']);
    const literal = await post(app, '/api/project', { pageNumber: 1, pageSize: 10, searchText: '%_' }, { token: admin.token });
    expect(literal.body.data.projectList.map((p: { name: string }) => p.name)).toEqual(['Gamma 100%_off']);
  });

  it('shows a collaborator only projects with a domain assigned to it', async () => {
    const admin = await createMember(app);
    const collaborator = await createMember(app, 'collaborator', admin.organisationId);
    const assigned = await createTestProject(app, admin);
    const hidden = await createTestProject(app, admin);
    const [domain] = await app.ctx.db.select().from(projectDomains).where(eq(projectDomains.projectId, assigned));
    await app.ctx.db.insert(domainCollaborators).values({ domainId: domain!.id, userId: collaborator.id });
    const list = await post(app, '/api/project', { pageNumber: 1, pageSize: 10 }, { token: collaborator.token });
    expect(list.body.data.projectList.map((p: { id: string }) => p.id)).toEqual([assigned]);
    expect((await post(app, '/api/project/details', { projectId: hidden }, { token: collaborator.token })).status).toBe(404);
    expect((await post(app, '/api/project/access/verify', { projectId: assigned }, { token: collaborator.token })).body.data).toEqual({ access: true });
    expect((await post(app, '/api/project/update', { projectId: assigned, name: 'No' }, { token: collaborator.token })).status).toBe(403);
  });
});

describe('one project', () => {
  it('updates name, languages, crawl limits; a free organisation stays at 500 pages', async () => {
    const admin = await createMember(app, 'organisationAdmin', await createOrg(app, 'free'));
    const projectId = await createTestProject(app, admin);
    const res = await post(app, '/api/project/update', { projectId, name: 'Renamed', languages: ['bn'], pageLimit: 200, maxDepth: 3 }, { token: admin.token });
    expect(res.body).toMatchObject({
      success: true,
      message: 'Project updated successfully',
      data: { name: 'Renamed', languages: ['bn'], pageLimit: 200, maxDepth: 3 },
    });
    const [domain] = await app.ctx.db.select().from(projectDomains).where(eq(projectDomains.projectId, projectId));
    expect(domain!.languages).toEqual(['bn']);
    const tooMany = await post(app, '/api/project/update', { projectId, pageLimit: 501 }, { token: admin.token });
    expect(tooMany.body).toMatchObject({ success: false, message: 'A free organisation can crawl at most 500 pages per project.' });
    const paid = await createMember(app, 'organisationAdmin', await createOrg(app, 'pro'));
    const paidProject = await createTestProject(app, paid);
    expect((await post(app, '/api/project/update', { projectId: paidProject, pageLimit: 5000 }, { token: paid.token })).body.data.pageLimit).toBe(5000);
    expect((await post(app, '/api/project/update', { projectId, maxDepth: 99 }, { token: admin.token })).status).toBe(400);
  });

  it('sets the canonical, cache and meta-tag flags by key through either path', async () => {
    const admin = await createMember(app);
    const projectId = await createTestProject(app, admin);
    const cache = await post(app, '/api/project/cache/update', { projectId, key: 'cache', status: false }, { token: admin.token });
    expect(cache.body).toMatchObject({ message: 'Cache setting updated', data: { canonical: true, cache: false, metaTags: true } });
    await post(app, '/api/project/meta/update', { projectId, key: 'metaTags', status: false }, { token: admin.token });
    await post(app, '/api/project/meta/update', { projectId, key: 'canonical', status: false }, { token: admin.token });
    const details = await post(app, '/api/project/details', { projectId }, { token: admin.token });
    expect(details.body.data).toMatchObject({ canonical: false, cache: false, metaTags: false });
    expect((await post(app, '/api/project/meta/update', { projectId, key: 'other', status: true }, { token: admin.token })).status).toBe(400);
  });

  it("finds a project id by URL or hostname, in the caller's organisation only", async () => {
    const admin = await createMember(app);
    const site = uniqueSite();
    const projectId = await createTestProject(app, admin, { url: `https://${site}/` });
    expect((await post(app, '/api/project/fetchProjectId', { url: `https://www.${site}/any/page?x=1` }, { token: admin.token })).body.data).toEqual({
      projectId,
    });
    expect((await post(app, '/api/project/fetchProjectId', { hostname: site }, { token: admin.token })).body.data).toEqual({ projectId });
    const other = await createMember(app);
    expect((await post(app, '/api/project/fetchProjectId', { hostname: site }, { token: other.token })).body).toMatchObject({
      type: 'NOT_FOUND',
      message: 'Project not found',
    });
    expect((await post(app, '/api/project/fetchProjectId', {}, { token: admin.token })).status).toBe(400);
  });

  it('answers the free app with its one project, and refuses other roles', async () => {
    const free = await createMember(app, 'freeOrgAdmin');
    expect((await call(app, 'GET', '/api/project/free', { token: free.token })).body.data).toEqual({ project: null });
    const projectId = await createTestProject(app, free, { name: 'Trial' });
    const res = await call(app, 'GET', '/api/project/free', { token: free.token });
    expect(res.body.data.project).toMatchObject({ id: projectId, name: 'Trial', languages: ['hi', 'mr'], status: 'partialCreated', crawlStatus: 'INACTIVE' });
    expect((await call(app, 'GET', '/api/project/free', { token: (await createMember(app)).token })).status).toBe(403);
  });
});
