import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { closeRedis } from './redis-close.ts';

// Runs in the PostgreSQL/Redis pass (TEST_REDIS_URL); the PGlite pass has no Redis.
describe.skipIf(!process.env.TEST_REDIS_URL)('closeRedis', () => {
  it('lets commands queued before the close finish instead of rejecting them', async () => {
    const client = new Redis(process.env.TEST_REDIS_URL as string);
    // Queued while the connection is still being made, as the socket.io adapter's subscribe is.
    const pending = client.ping('still-here');
    await closeRedis(client);
    await expect(pending).resolves.toBe('still-here');
    expect(client.status).toBe('end');
  });

  it('is a no-op on a connection already closed', async () => {
    const client = new Redis(process.env.TEST_REDIS_URL as string);
    await closeRedis(client);
    await closeRedis(client);
    expect(client.status).toBe('end');
  });
});
