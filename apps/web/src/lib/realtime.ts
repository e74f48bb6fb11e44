import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { getToken } from './auth-storage.ts';

/**
 * The realtime channel: one socket.io connection on the page's origin (vite proxies /socket.io in
 * development), websocket only, reconnecting. The session token goes in the handshake; rooms are
 * joined with `call` {roomId} and joined again after every reconnect.
 */
export type RealtimeState = { connected: boolean; /** Increments on every (re)connect: a consumer refetches what it may have missed. */ epoch: number };

let socket: Socket | null = null;
let socketToken: string | null = null;
let state: RealtimeState = { connected: false, epoch: 0 };
const subscribers = new Set<() => void>();
const rooms = new Map<string, number>();

function setState(next: Partial<RealtimeState>) {
  state = { ...state, ...next };
  for (const notify of subscribers) notify();
}

function join(roomId: string) {
  socket?.emit('call', { roomId }, (ack?: { success: boolean; message?: string }) => {
    if (ack && !ack.success) console.warn(`Realtime: could not join ${roomId}: ${ack.message ?? ''}`);
  });
}

function ensureSocket(): Socket | null {
  const token = getToken();
  if (!token) return null;
  if (socket && socketToken === token) return socket;
  socket?.disconnect();
  socketToken = token;
  socket = io({ path: '/socket.io', transports: ['websocket'], reconnection: true, auth: { token } });
  socket.on('connect', () => {
    for (const roomId of rooms.keys()) join(roomId);
    setState({ connected: true, epoch: state.epoch + 1 });
  });
  socket.on('disconnect', () => setState({ connected: false }));
  socket.on('connect_error', () => setState({ connected: false }));
  return socket;
}

/** Closes the channel, e.g. at sign-out: the next subscriber opens a new one with the new token. */
export function disconnectRealtime() {
  socket?.disconnect();
  socket = null;
  socketToken = null;
  rooms.clear();
  setState({ connected: false });
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/**
 * Listens to one event of one room while mounted (roomId null: not yet known). Returns the
 * channel's state so the caller can fall back to polling while it is down.
 */
export function useRealtimeEvent<T>(roomId: string | null, event: string, handler: (payload: T) => void): RealtimeState {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!roomId) return;
    const current = ensureSocket();
    if (!current) return;
    const listener = (payload: T) => {
      if (payload && typeof payload === 'object' && 'roomId' in payload && (payload as { roomId?: unknown }).roomId !== roomId) return;
      handlerRef.current(payload);
    };
    current.on(event, listener);
    const count = rooms.get(roomId) ?? 0;
    rooms.set(roomId, count + 1);
    if (count === 0 && current.connected) join(roomId);
    return () => {
      current.off(event, listener);
      const left = (rooms.get(roomId) ?? 1) - 1;
      // The server has no leave call: the socket stays in the room, the listener is gone.
      if (left <= 0) rooms.delete(roomId);
      else rooms.set(roomId, left);
    };
  }, [roomId, event]);
  return useRealtimeState();
}
