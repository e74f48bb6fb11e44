import { NOTIFICATION_EVENT, notificationEventSchema } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { userRoom } from '../../realtime/rooms.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember } from '../projects/project-test-helpers.ts';
import { createNotification } from './notifications.service.ts';

const clock = manualClock(new Date());
let t: TestApp;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock, startWorkers: false });
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** n notifications a second apart, the last one newest. */
async function notify(userId: string, n: number) {
  for (let i = 1; i <= n; i++) {
    clock.advance(1000);
    await createNotification(app.ctx, { userId, type: 'crawlFinished', title: `Title ${i}`, message: `Message ${i}` });
  }
}

const titles = (list: { title: string }[]) => list.map((n) => n.title);

describe('notifications', () => {
  it("pages the caller's own notifications newest first, ten to a page", async () => {
    const me = await createMember(app);
    const other = await createMember(app, 'organisationAdmin', me.organisationId);
    await notify(me.id, 12);
    await notify(other.id, 1);
    const first = await post(app, '/api/notification/fetch', { pageNumber: 1 }, { token: me.token });
    expect(first.body.data).toMatchObject({ total: 12, unseen: 12 });
    expect(titles(first.body.data.notifications)).toEqual([
      'Title 12',
      'Title 11',
      'Title 10',
      'Title 9',
      'Title 8',
      'Title 7',
      'Title 6',
      'Title 5',
      'Title 4',
      'Title 3',
    ]);
    expect(first.body.data.notifications[0]).toMatchObject({ type: 'crawlFinished', message: 'Message 12', seen: false, projectId: null });
    expect(first.body.data.notifications[0].notificationId).toBe(first.body.data.notifications[0].id);
    const second = await post(app, '/api/dashboard/fetchNotifications', { pageNumber: 2 }, { token: me.token });
    expect(titles(second.body.data.notifications)).toEqual(['Title 2', 'Title 1']);
    expect((await post(app, '/api/notification/fetch', { pageNumber: 0 }, { token: me.token })).status).toBe(400);
  });

  it("marks seen and deletes only the caller's own", async () => {
    const me = await createMember(app);
    const other = await createMember(app);
    await notify(me.id, 3);
    await notify(other.id, 1);
    const mine = (await post(app, '/api/notification/fetch', { pageNumber: 1 }, { token: me.token })).body.data.notifications;
    const theirs = (await post(app, '/api/notification/fetch', { pageNumber: 1 }, { token: other.token })).body.data.notifications;
    const seen = await post(app, '/api/notification/seen', { ids: [mine[0].id, theirs[0].id, 'junk'] }, { token: me.token });
    expect(seen.body.data).toEqual({ updated: 1, unseen: 2 });
    expect((await post(app, '/api/dashboard/updateNotifications', { ids: [mine[1].id] }, { token: me.token })).body.data).toEqual({ updated: 1, unseen: 1 });
    const deleted = await post(app, '/api/notification/delete', { ids: [mine[2].id, theirs[0].id] }, { token: me.token });
    expect(deleted.body).toMatchObject({ success: true, data: { deleted: 1, unseen: 0 } });
    const after = (await post(app, '/api/notification/fetch', { pageNumber: 1 }, { token: me.token })).body.data;
    expect(after).toMatchObject({ total: 2, unseen: 0 });
    expect((await post(app, '/api/notification/fetch', { pageNumber: 1 }, { token: other.token })).body.data).toMatchObject({ total: 1, unseen: 1 });
    expect((await post(app, '/api/notification/seen', { ids: [] }, { token: me.token })).status).toBe(400);
  });

  it("pushes a new notification live to the user's room only", async () => {
    const me = await createMember(app);
    const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token: me.token }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const other = await createMember(app);
      const joinOther = await new Promise<{ success: boolean }>((resolve) => socket.emit('call', { roomId: userRoom(other.id) }, resolve));
      expect(joinOther.success).toBe(false);
      expect(await new Promise<{ success: boolean }>((resolve) => (socket as Socket).emit('call', { roomId: userRoom(me.id) }, resolve))).toEqual({
        success: true,
        message: '',
      });
      const received: unknown[] = [];
      socket.on(NOTIFICATION_EVENT, (event) => received.push(event));
      await notify(other.id, 1);
      await notify(me.id, 1);
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => received.length > 0 && (clearInterval(timer), resolve()), 20);
      });
      const event = notificationEventSchema.parse(received[0]);
      expect(event.notification).toMatchObject({ title: 'Title 1', message: 'Message 1', seen: false });
      expect(received).toHaveLength(1);
      const listed = await post(app, '/api/notification/fetch', { pageNumber: 1 }, { token: me.token });
      expect(listed.body.data.notifications[0].id).toBe(event.notification.id);
    } finally {
      socket.disconnect();
    }
  });
});
