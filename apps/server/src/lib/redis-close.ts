import type { Redis } from 'ioredis';

/**
 * Closes a Redis connection without rejecting what is still queued on it. `disconnect()` fails
 * every pending command with "Connection is closed"; a socket.io adapter subscribes when it is
 * created and does not catch that, so an app closed a few milliseconds after it was built (tests,
 * a failed start) left unhandled rejections. QUIT goes after the queued commands; if the server
 * does not answer within the grace period, the connection is cut anyway. Resolves once it has ended.
 */
export async function closeRedis(client: Redis, graceMs = 1000): Promise<void> {
  // A function, not a narrowed property: the status changes while this awaits.
  const hasEnded = () => client.status === 'end';
  if (hasEnded()) return;
  const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
  await withTimeout(
    client.quit().then(
      () => undefined,
      () => undefined,
    ),
    graceMs,
  );
  if (!hasEnded()) client.disconnect();
  await withTimeout(ended, graceMs);
}

async function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
