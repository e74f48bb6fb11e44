import { act } from '@testing-library/react';

/**
 * A stand-in for lib/realtime.ts in component tests: handlers register by room and event, and a
 * test emits events to them. Use with vi.mock('…/lib/realtime.ts', () => realtimeMockModule).
 */
const handlers = new Map<string, (payload: unknown) => void>();
export const realtimeState = { connected: true, epoch: 1 };

export const realtimeMockModule = {
  useRealtimeEvent: (roomId: string | null, event: string, handler: (payload: unknown) => void) => {
    if (roomId) handlers.set(`${roomId}|${event}`, handler);
    return realtimeState;
  },
  useRealtimeState: () => realtimeState,
  disconnectRealtime: () => handlers.clear(),
};

export function emitRealtime(roomId: string, event: string, payload: unknown) {
  const handler = handlers.get(`${roomId}|${event}`);
  if (!handler) throw new Error(`Nobody listens to ${event} in ${roomId}`);
  act(() => handler(payload));
}

export function resetRealtime() {
  handlers.clear();
}
