import type { FastifyInstance } from 'fastify';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import { createUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteExpiredPersonalData } from './retention.service.ts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
});
afterAll(() => t.close());

const yearsAgo = (now: Date, years: number, extraDays = 0) => {
  const d = new Date(now);
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - extraDays);
  return d;
};

describe('yearly retention job', () => {
  it('deletes a user inactive for more than 3 years, keeps a recent one and the super admin', async () => {
    const now = new Date();
    const stale = await createUser(app, { lastActiveAt: yearsAgo(now, 3, 1) });
    const recent = await createUser(app, { lastActiveAt: yearsAgo(now, 2) });
    const borderline = await createUser(app, { lastActiveAt: yearsAgo(now, 3, -1) });
    const admin = await createUser(app, { role: 'superAdmin', lastActiveAt: yearsAgo(now, 5) });
    await app.ctx.db.insert(sessions).values({ userId: stale.id, createdAt: yearsAgo(now, 3, 2), expiresAt: yearsAgo(now, 3, 1) });

    const result = await deleteExpiredPersonalData({ db: app.ctx.db, clock: { now: () => now } });
    expect(result.users).toBeGreaterThanOrEqual(1);

    const ids = [stale.id, recent.id, borderline.id, admin.id];
    const left = await app.ctx.db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    expect(left.map((u) => u.id).sort()).toEqual([recent.id, borderline.id, admin.id].sort());
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, stale.id))).toEqual([]);
  });
});
