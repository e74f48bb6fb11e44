import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { organisations, users } from '../db/schema/index.ts';
import { createSession } from '../modules/sessions/sessions.service.ts';
import { uniqueEmail } from '../test/test-app.ts';
import { userRoom } from './rooms.ts';

const redisUrl = process.env.TEST_REDIS_URL;

async function makeUser(app: FastifyInstance) {
  const [org] = await app.ctx.db.insert(organisations).values({ name: 'Realtime org' }).returning();
  const [user] = await app.ctx.db
    .insert(users)
    .values({ organisationId: org!.id, name: 'R', email: uniqueEmail('rt'), passwordHash: 'x', role: 'organisationAdmin', apikey: uniqueEmail('key') })
    .returning();
  const { token } = await createSession(app.ctx, { id: user!.id, role: user!.role, organisationId: org!.id });
  return { user: user!, token };
}

function open(port: number, token: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

const join_ = (socket: Socket, roomId: string) => new Promise<{ success: boolean }>((resolve) => socket.emit('call', { roomId }, resolve));

describe('realtime channel', () => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    database = await openDatabase(url ? { url } : { memory: true });
    if (!url) await database.migrate();
    // Two instances on one database; with Redis they share events like two servers would.
    for (let i = 0; i < 2; i += 1) {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'r'.repeat(40),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'lipi-rt-')),
        WEB_DIST_DIR: '/nonexistent',
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      });
      const app = await buildApp(config, { database, startWorkers: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      ports.push((app.server.address() as { port: number }).port);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('refuses a connection without a valid session', async () => {
    await expect(open(ports[0]!, 'not-a-token')).rejects.toThrow(/UNAUTHORIZED/);
  });

  it('joins only rooms that belong to the caller and delivers events with a sequence number', async () => {
    const me = await makeUser(apps[0]!);
    const other = await makeUser(apps[0]!);
    const socket = await open(ports[0]!, me.token);
    try {
      expect(await join_(socket, userRoom(other.user.id))).toEqual({ success: false, message: 'You cannot join this room' });
      expect(await join_(socket, userRoom(me.user.id))).toEqual({ success: true, message: '' });
      const received = new Promise<{ title: string; seq: number }>((resolve) => socket.on('notification', resolve));
      apps[0]!.ctx.realtime.emit(userRoom(me.user.id), 'notification', { title: 'Crawl finished' });
      const event = await received;
      expect(event.title).toBe('Crawl finished');
      expect(event.seq).toBe(1);
    } finally {
      socket.disconnect();
    }
  });

  it.runIf(Boolean(redisUrl))('fans an event out from one instance to a client of the other through Redis', async () => {
    const me = await makeUser(apps[0]!);
    const socket = await open(ports[1]!, me.token);
    try {
      expect((await join_(socket, userRoom(me.user.id))).success).toBe(true);
      const received = new Promise<{ title: string }>((resolve) => socket.on('notification', resolve));
      apps[0]!.ctx.realtime.emit(userRoom(me.user.id), 'notification', { title: 'From the other instance' });
      expect((await received).title).toBe('From the other instance');
    } finally {
      socket.disconnect();
    }
  });
});
