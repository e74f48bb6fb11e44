import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationRuns } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyNmt, createMtProject } from './mt-test-helpers.ts';
import { acquireRun, passRun, resumeStalledRuns } from './run-lease.ts';

describe('the baton of a translation run', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker: the test plays the jobs itself.
    t = await createTestApp({}, { startWorkers: false });
  });
  afterAll(() => t.close());

  it('lets only the token holder work, and hands a lapsed run to exactly one new job', async () => {
    const { owner, projectId } = await createMtProject(t.app, [{ segments: [{ hash: 'l1', text: 'Only one worker' }] }]);
    const res = await applyNmt(t.app, owner.token, { projectId, targetLang: 'hi' });
    const runId: string = res.body.data.id;
    const db = t.app.ctx.db;
    const read = async () => (await db.select().from(translationRuns).where(eq(translationRuns.id, runId)))[0]!;
    const queued = await read();
    expect(queued).toMatchObject({ status: 'queued', engine: 'transliteration' });

    // A duplicate or stale job finds a token that is not its own and does nothing.
    expect(await acquireRun(db, { runId, token: 'stale' }, 60)).toBeNull();
    const held = await acquireRun(db, { runId, token: queued.leaseOwner! }, 60);
    expect(held).toMatchObject({ status: 'running', leaseOwner: queued.leaseOwner });
    expect(await acquireRun(db, { runId, token: 'stale' }, 60)).toBeNull();
    await resumeStalledRuns(t.app.ctx, () => 'sweeper');
    expect((await read()).leaseOwner).toBe(queued.leaseOwner);

    // Handing over: the old token is dead from then on.
    expect(await passRun(db, { runId, token: queued.leaseOwner! }, 'next')).toBe(true);
    expect(await acquireRun(db, { runId, token: queued.leaseOwner! }, 60)).toBeNull();

    // The holder died: once the lease lapses one sweep (of two racing) takes it over. (Counts are
    // not asserted: on the shared PostgreSQL a sweep also sees other suites' runs.)
    await db
      .update(translationRuns)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(translationRuns.id, runId));
    await Promise.all([resumeStalledRuns(t.app.ctx, () => 'sweeper-a'), resumeStalledRuns(t.app.ctx, () => 'sweeper-b')]);
    const owner2 = (await read()).leaseOwner!;
    expect(['sweeper-a', 'sweeper-b']).toContain(owner2);
    expect(await acquireRun(db, { runId, token: 'next' }, 60)).toBeNull();
    expect(await acquireRun(db, { runId, token: owner2 }, 60)).not.toBeNull();
  });
});
