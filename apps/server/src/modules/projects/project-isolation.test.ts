import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainCollaborators, projectDomains, projects, projectSettingEntries } from '../../db/schema/index.ts';
import { call, post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, uniqueSite, type Member } from './project-test-helpers.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({}, { startWorkers: false });
  app = t.app;
});
afterAll(() => t.close());

type Victim = { owner: Member; projectId: string; hostname: string; collaborator: Member; entryIds: Record<string, string> };

/** An organisation's project with a bit of everything: a domain, a collaborator, every settings list. */
async function victim(): Promise<Victim> {
  const owner = await createMember(app);
  const hostname = uniqueSite('victim');
  const projectId = await createTestProject(app, owner, { url: `https://${hostname}` });
  const collaborator = await createMember(app, 'collaborator', owner.organisationId);
  const [domain] = await app.ctx.db.select().from(projectDomains).where(eq(projectDomains.projectId, projectId));
  await app.ctx.db.insert(domainCollaborators).values({ domainId: domain!.id, userId: collaborator.id });
  const entryIds: Record<string, string> = {};
  for (const [kind, value, language] of [
    ['customFontSize', '18', 'hi'],
    ['noTranslationNode', '.brand', null],
    ['swalekhNode', 'search', null],
    ['ignorePattern', 'SKU', null],
  ]) {
    const [row] = await app.ctx.db.insert(projectSettingEntries).values({ projectId, kind: kind!, value: value!, language }).returning();
    entryIds[kind!] = row!.id;
  }
  return { owner, projectId, hostname, collaborator, entryIds };
}

/** Every project-scoped call, with a body that would succeed for the project's own organisation. */
const CALLS: Array<[string, (v: Victim) => Record<string, unknown>]> = [
  ['/api/project/details', () => ({})],
  ['/api/project/update', () => ({ name: 'Taken over' })],
  ['/api/project/delete', () => ({ keepTm: false })],
  ['/api/project/access/verify', () => ({})],
  ['/api/project/addNewDomain', () => ({ url: `https://${uniqueSite()}`, languages: ['hi'] })],
  ['/api/project/deleteDomain', (v) => ({ hostname: v.hostname })],
  ['/api/project/cache/update', () => ({ key: 'cache', status: false })],
  ['/api/project/meta/update', () => ({ key: 'metaTags', status: false })],
  ['GET /api/project/wordcount', () => ({})],
  ['/api/project/stats', () => ({})],
  ['/api/project/stats/urlWise', (v) => ({ urls: [`https://${v.hostname}/`] })],
  ['/api/domain/toggle', (v) => ({ hostname: v.hostname })],
  ['/api/domains', () => ({})],
  ['/api/domain/update', (v) => ({ hostname: v.hostname, languages: ['ta'] })],
  ['/api/multi/domain/stats', () => ({})],
  ['/api/paginated/domain/list', () => ({ pageNumber: 1, pageSize: 10 })],
  ['/api/fetch/domains', () => ({})],
  ['/api/domains/assignColloborator', (v) => ({ hostname: v.hostname, userIds: [v.collaborator.id] })],
  ['/api/domains/getCollaboratorAssignedList', (v) => ({ hostname: v.hostname })],
  ['/api/domains/onMultiDomainColloboratorDelete', (v) => ({ hostname: v.hostname, userId: v.collaborator.id })],
  ['/api/custom-font-size/add', () => ({ language: 'ta', fontSize: 12 })],
  ['/api/custom-font-size/get', () => ({})],
  ['/api/custom-font-size/delete', (v) => ({ id: v.entryIds.customFontSize })],
  ['/api/no-translation-node/add', () => ({ selector: 'footer' })],
  ['/api/no-translation-node/get', () => ({})],
  ['/api/no-translation-node/delete', (v) => ({ id: v.entryIds.noTranslationNode })],
  ['/api/swalekhIntegration/add', () => ({ className: 'x' })],
  ['/api/swalekhIntegration/get', () => ({})],
  ['/api/swalekhIntegration/delete', (v) => ({ id: v.entryIds.swalekhNode })],
  ['/api/ignore-pattern/add', () => ({ pattern: 'x' })],
  ['/api/fetchIgnorePatterns', () => ({})],
  ['/api/ignore-pattern/fetchIgnorePatterns', () => ({})],
  ['/api/deleteIgnorePatterns', (v) => ({ id: v.entryIds.ignorePattern })],
  ['/api/ignore-pattern/deleteIgnorePatterns', (v) => ({ id: v.entryIds.ignorePattern })],
  ['/api/snippet/pop-up/css/update', () => ({ css: '.x{}' })],
  ['/api/snippet/pop-up/css/fetch', () => ({})],
];

function send(route: string, v: Victim, token: string, projectId = v.projectId) {
  if (route.startsWith('GET ')) return call(app, 'GET', `${route.slice(4)}/${projectId}`, { token });
  return post(app, route, { projectId, ...CALLS.find(([r]) => r === route)![1](v) }, { token });
}

let target: Victim;
let intruder: Member;
beforeAll(async () => {
  target = await victim();
  intruder = await createMember(app);
  await createTestProject(app, intruder);
});

describe("another organisation's project", () => {
  it.each(CALLS.map(([route]) => route))('%s answers 404 Project not found', async (route) => {
    const res = await send(route, target, intruder.token);
    expect([res.status, res.body.message]).toEqual([404, 'Project not found']);
  });

  it('was left exactly as it was', async () => {
    const [row] = await app.ctx.db.select().from(projects).where(eq(projects.id, target.projectId));
    expect(row).toMatchObject({ name: target.hostname, deletingAt: null, cacheEnabled: true, metaTagsEnabled: true, popupCss: '', languages: ['hi', 'mr'] });
    expect(await app.ctx.db.select().from(projectSettingEntries).where(eq(projectSettingEntries.projectId, target.projectId))).toHaveLength(4);
    expect(await app.ctx.db.select().from(projectDomains).where(eq(projectDomains.projectId, target.projectId))).toMatchObject([
      { isActive: true, languages: ['hi', 'mr'] },
    ]);
    expect(await app.ctx.db.select().from(domainCollaborators).where(eq(domainCollaborators.userId, target.collaborator.id))).toHaveLength(1);
  });

  it('is not found by an unknown or malformed id either', async () => {
    for (const projectId of ['00000000-0000-4000-8000-000000000000', 'x', "1' or '1'='1"]) {
      expect((await send('/api/project/details', target, target.owner.token, projectId)).status).toBe(404);
    }
  });

  it('is reachable by id for a super admin', async () => {
    const admin = await createMember(app, 'superAdmin');
    expect((await send('/api/project/details', target, admin.token)).status).toBe(200);
  });
});

describe('a collaborator of the same organisation', () => {
  it('reads the assigned project but changes nothing', async () => {
    const { token } = target.collaborator;
    for (const route of ['/api/project/details', '/api/project/stats', '/api/domains', '/api/custom-font-size/get', '/api/snippet/pop-up/css/fetch']) {
      expect([route, (await send(route, target, token)).status]).toEqual([route, 200]);
    }
    for (const route of [
      '/api/project/update',
      '/api/project/delete',
      '/api/project/addNewDomain',
      '/api/domain/toggle',
      '/api/custom-font-size/add',
      '/api/domains/assignColloborator',
    ]) {
      expect([route, (await send(route, target, token)).status]).toEqual([route, 403]);
    }
  });
});
