import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationRuns } from '../../db/schema/index.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import { createMtProject, startFakeLibre, TEST_RUN_OPTIONS, type FakeLibre } from './mt-test-helpers.ts';
import { TRANSLATION_RUN_JOB, sendRunJob } from './run-lease.ts';
import { registerTranslationRunWorker } from './translation-run.job.ts';

describe('jobs of a run sent by a server configured differently', () => {
  let t: TestApp;
  let libre: FakeLibre;
  beforeAll(async () => {
    libre = await startFakeLibre();
    t = await createTestApp({ LIBRETRANSLATE_URL: libre.url }, { startWorkers: false });
    await registerTranslationRunWorker(t.app.ctx, TEST_RUN_OPTIONS);
  });
  afterAll(async () => {
    await t.close();
    await libre.close();
  });

  it('are put back for a server like the sender, and worked by one configured the same', async () => {
    const { owner, projectId } = await createMtProject(t.app, [{ segments: [{ hash: 'k1', text: 'Same settings only' }] }]);
    const [run] = await t.app.ctx.db
      .insert(translationRuns)
      .values({
        projectId,
        organisationId: owner.organisationId,
        requestId: 'key-test',
        kind: 'nmt',
        targetLang: 'hi',
        engine: 'libretranslate',
        sourceHashes: ['k1'],
        total: 1,
        leaseOwner: 'token-1',
        leaseUntil: sql`now() + interval '10 minutes'`,
      })
      .returning();
    // Sent by a server whose LibreTranslate is another address.
    await t.app.ctx.queue.send(TRANSLATION_RUN_JOB, { runId: run!.id, token: 'token-1', engineKey: 'another-server' });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const [waiting] = await t.app.ctx.db.select().from(translationRuns).where(eq(translationRuns.id, run!.id));
    expect(waiting).toMatchObject({ status: 'queued', cursor: 0 });
    expect(libre.calls).toHaveLength(0);
    // The same job from a server configured like this one is worked.
    await sendRunJob(t.app.ctx, { runId: run!.id, token: 'token-1' }, 'libretranslate');
    const done = await eventually(async () => {
      const [row] = await t.app.ctx.db.select().from(translationRuns).where(eq(translationRuns.id, run!.id));
      return row?.status === 'completed' ? row : undefined;
    });
    expect(done).toMatchObject({ done: 1, failed: 0 });
    expect(libre.calls).toHaveLength(1);
  });
});
