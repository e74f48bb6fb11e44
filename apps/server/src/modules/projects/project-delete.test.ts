import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, projects, scopeUrls, translationMemory } from '../../db/schema/index.ts';
import { userRoom } from '../../realtime/rooms.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import { runProjectDelete } from './project-delete.ts';
import { createMember, createTestProject, seedScope, seedTm, type Member } from './project-test-helpers.ts';

let t: TestApp;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Project A holds s1 and s2, project B of the same organisation also holds s2. */
async function twoProjects(admin: Member) {
  const a = await createTestProject(app, admin);
  const b = await createTestProject(app, admin);
  await seedScope(app, a, [
    {
      url: 'https://a.example.org/',
      segments: [
        { hash: 's1', text: 'Only on A', words: 3 },
        { hash: 's2', text: 'Shared text', words: 2 },
      ],
    },
  ]);
  await seedScope(app, b, [{ url: 'https://b.example.org/', segments: [{ hash: 's2', text: 'Shared text', words: 2 }] }]);
  await seedTm(app, admin.organisationId, [
    { hash: 's1', lang: 'hi', type: 'USER' },
    { hash: 's2', lang: 'hi', type: 'MACHINE' },
    { hash: 's9', lang: 'hi', type: 'USER' },
  ]);
  return { a, b };
}

const tmHashes = async (organisationId: string) =>
  (await app.ctx.db.select({ hash: translationMemory.sourceHash }).from(translationMemory).where(eq(translationMemory.organisationId, organisationId)))
    .map((r) => r.hash)
    .sort();

const notificationsOf = (userId: string) => app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

async function waitUntilGone(projectId: string) {
  await eventually(async () => (await app.ctx.db.select().from(projects).where(eq(projects.id, projectId))).length === 0, 20_000);
}

function openSocket(token: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

describe('deleting a project', () => {
  it('hides the project at once, deletes it in a job, keeps the TM with keepTm, and notifies live', async () => {
    const admin = await createMember(app);
    const { a } = await twoProjects(admin);
    const socket = await openSocket(admin.token);
    try {
      await new Promise((resolve) => socket.emit('call', { roomId: userRoom(admin.id) }, resolve));
      const live = new Promise<{ notification: { message: string; projectId: string; seen: boolean } }>((resolve) => socket.on('notification', resolve));
      const res = await post(app, '/api/project/delete', { projectId: a, keepTm: true }, { token: admin.token });
      expect(res.body).toMatchObject({ success: true, message: 'Project delete request sent, Project will be deleted in a moment', data: { projectId: a } });
      expect((await post(app, '/api/project/details', { projectId: a }, { token: admin.token })).status).toBe(404);
      expect((await post(app, '/api/project', { pageNumber: 1, pageSize: 10 }, { token: admin.token })).body.data.totalProjects).toBe(1);
      expect((await post(app, '/api/project/delete', { projectId: a, keepTm: true }, { token: admin.token })).status).toBe(404);
      expect((await live).notification).toMatchObject({ message: 'Project deleted successfully', projectId: a, seen: false });
    } finally {
      socket.disconnect();
    }
    await waitUntilGone(a);
    expect(await app.ctx.db.select().from(scopeUrls).where(eq(scopeUrls.projectId, a))).toEqual([]);
    expect(await tmHashes(admin.organisationId)).toEqual(['s1', 's2', 's9']);
    const fetched = await post(app, '/api/notification/fetch', { pageNumber: 1 }, { token: admin.token });
    expect(fetched.body.data).toMatchObject({ total: 1, unseen: 1, notifications: [{ type: 'projectDeleted', message: 'Project deleted successfully' }] });
  });

  it('without keepTm removes the TM of segments no other project of the organisation uses', async () => {
    const admin = await createMember(app);
    const { a, b } = await twoProjects(admin);
    const other = await createMember(app);
    await seedTm(app, other.organisationId, [{ hash: 's1', lang: 'hi', type: 'USER' }]);
    await post(app, '/api/project/delete', { projectId: a, keepTm: false }, { token: admin.token });
    await waitUntilGone(a);
    // s1 was only A's; s2 is still used by B; s9 belongs to no project of A's and stays too.
    expect(await tmHashes(admin.organisationId)).toEqual(['s2', 's9']);
    expect(await tmHashes(other.organisationId)).toEqual(['s1']);
    expect((await post(app, '/api/project/details', { projectId: b }, { token: admin.token })).status).toBe(200);
    await eventually(async () => (await notificationsOf(admin.id)).length === 1);
  });

  it('refuses a role that may not delete and leaves the project alone', async () => {
    const admin = await createMember(app);
    const projectId = await createTestProject(app, admin);
    const collaborator = await createMember(app, 'collaborator', admin.organisationId);
    expect((await post(app, '/api/project/delete', { projectId, keepTm: true }, { token: collaborator.token })).status).toBe(403);
    const [row] = await app.ctx.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row!.deletingAt).toBeNull();
  });

  it('tells the requester when the delete fails, and brings the project back', async () => {
    const admin = await createMember(app);
    const projectId = await createTestProject(app, admin);
    // A job for a project id the database cannot even parse fails inside the transaction.
    await runProjectDelete(app.ctx, { projectId: 'not-a-project-id', organisationId: admin.organisationId, keepTm: true, requestedBy: admin.id });
    const [failed] = await notificationsOf(admin.id);
    expect(failed).toMatchObject({ type: 'projectDeleteFailed', message: 'Error while deleting the project', projectId: null });
    // A delivered-again job for a project that is not marked does nothing at all.
    await runProjectDelete(app.ctx, { projectId, organisationId: admin.organisationId, keepTm: false, requestedBy: admin.id });
    expect(
      await app.ctx.db
        .select()
        .from(projects)
        .where(and(eq(projects.id, projectId))),
    ).toHaveLength(1);
    expect(await notificationsOf(admin.id)).toHaveLength(1);
  });
});
