import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { closeRedis } from '../lib/redis-close.ts';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { verifySessionToken, type AuthInfo } from '../modules/sessions/sessions.service.ts';
import { canJoinRoom } from './rooms.ts';

export const SOCKET_PING_MS = 5000;

export type Realtime = {
  /** Emits to everyone in a room, on every instance (Redis adapter when REDIS_URL is set). */
  emit: (roomId: string, event: string, payload: object) => void;
  /**
   * Disconnects this instance's clients at the start of a shutdown, so the HTTP server can close
   * (an open websocket would hold it); they reconnect to another instance. Emitting still works.
   */
  disconnectLocal: () => void;
  close: () => Promise<void>;
};

const joinSchema = z.object({ roomId: z.string().min(1).max(200) });

/**
 * socket.io on the API's own HTTP server: websocket transport only, 5 s pings. A client
 * authenticates with its session token in the handshake, then emits `call` with {roomId} to
 * join a room; the server checks the room belongs to the caller. Every event carries a
 * per-room sequence number so a client that notices a gap refetches.
 */
export function attachRealtime(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'clock' | 'config'>): Realtime {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    pingInterval: SOCKET_PING_MS,
    serveClient: false,
    cors: { origin: false },
  });
  const redisClients: Redis[] = [];
  if (ctx.config.REDIS_URL) {
    const pub = new Redis(ctx.config.REDIS_URL);
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    if (!token) return next(new Error('UNAUTHORIZED'));
    try {
      socket.data.auth = await verifySessionToken(ctx, token);
      next();
    } catch {
      next(new Error('UNAUTHORIZED'));
    }
  });

  io.on('connection', (socket: Socket) => {
    socket.on('call', async (raw: unknown, ack?: (reply: { success: boolean; message: string }) => void) => {
      const parsed = joinSchema.safeParse(raw);
      const auth = socket.data.auth as AuthInfo;
      if (!parsed.success || !(await canJoinRoom(ctx, auth, parsed.data.roomId))) {
        ack?.({ success: false, message: 'You cannot join this room' });
        return;
      }
      await socket.join(parsed.data.roomId);
      ack?.({ success: true, message: '' });
    });
  });

  const sequence = new Map<string, number>();
  // Work finishing during shutdown may still report; after close there is no one to tell, and the
  // Redis publisher is gone, so emitting then must be a no-op rather than an unhandled rejection.
  let closed = false;
  return {
    emit(roomId, event, payload) {
      if (closed) return;
      // Sequence numbers are per instance and room; a gap tells the client to refetch.
      const seq = (sequence.get(roomId) ?? 0) + 1;
      sequence.set(roomId, seq);
      io.to(roomId).emit(event, { ...payload, seq, roomId });
    },
    disconnectLocal() {
      io.local.disconnectSockets(true);
    },
    async close() {
      closed = true;
      for (const client of redisClients) quietUnsubscribe(client);
      await io.close();
      await Promise.all(redisClients.map((client) => closeRedis(client)));
    },
  };
}

/*
 * socket.io's Redis adapter unsubscribes when it closes without awaiting or catching the two
 * commands, and drops its error listener: if the connection breaks meanwhile (the server went, an
 * EPIPE), those promises became unhandled rejections and the error event went unheard. At shutdown
 * nothing is left to tell, so both are swallowed.
 */
function quietUnsubscribe(client: Redis): void {
  client.on('error', () => undefined);
  for (const name of ['punsubscribe', 'unsubscribe'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => original(...args).catch(() => 0);
  }
}
