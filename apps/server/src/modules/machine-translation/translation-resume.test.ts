import { TRANSLATION_PROGRESS_EVENT } from '@lipi/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { engineUsage, tmRevisions, translationMemory, translationRuns } from '../../db/schema/index.ts';
import { eventually } from '../../test/test-app.ts';
import { applyNmt, createMtProject, fakeText, startFakeLibre, TEST_RUN_OPTIONS, waitForRun, type FakeLibre } from './mt-test-helpers.ts';
import { registerTranslationRunWorker } from './translation-run.job.ts';

/** One "server process": the app with the translation worker on a database that outlives it. */
async function startServer(database: Database, libreUrl: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'resume-secret-resume-secret-resume-secret',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lipi-mt-resume-')),
    JOB_POLL_SECONDS: '0.5',
    WEB_DIST_DIR: '/nonexistent',
    LIBRETRANSLATE_URL: libreUrl,
  });
  const app = await buildApp(config, { database, startWorkers: false });
  await app.ready();
  await registerTranslationRunWorker(app.ctx, { ...TEST_RUN_OPTIONS, chunkSize: 5 });
  return app;
}

describe('a translation run killed mid-way', () => {
  let libre: FakeLibre;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  beforeAll(async () => {
    // The third call hangs until released: the server is stopped while it is in flight.
    libre = await startFakeLibre(async (call, index) => {
      if (index === 2) await gate;
      return { texts: call.q.map((q) => fakeText(q, call.target)) };
    });
  });
  afterAll(() => libre.close());

  it('resumes at its cursor in a new server, no segment translated twice', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const pgliteDir = mkdtempSync(join(tmpdir(), 'lipi-mt-resume-db-'));
    const open = async () => {
      const database = await openDatabase(url ? { url } : { pgliteDir });
      if (!url) await database.migrate();
      return database;
    };
    const texts = Array.from({ length: 20 }, (_, i) => `Sentence ${i}`);
    const db1 = await open();
    const app1 = await startServer(db1, libre.url);
    const { owner, projectId } = await createMtProject(app1, [{ segments: texts.map((text, i) => ({ hash: `s${i}`, text })) }]);
    const started = await applyNmt(app1, owner.token, { projectId, targetLang: 'hi', nmtService: 'libretranslate' });
    const runId: string = started.body.data.id;
    await eventually(async () => libre.calls.length >= 3);
    const [mid] = await app1.ctx.db.select().from(translationRuns).where(eq(translationRuns.id, runId));
    expect(mid).toMatchObject({ status: 'running', cursor: 10, done: 10 });
    await app1.close();
    await db1.close();
    release();

    const db2 = await open();
    const app2 = await startServer(db2, libre.url);
    const events: { event: string; payload: object }[] = [];
    const emit = app2.ctx.realtime.emit;
    app2.ctx.realtime.emit = (room, event, payload) => {
      if (room === `project:${projectId}`) events.push({ event, payload });
      emit(room, event, payload);
    };
    const result = await waitForRun(app2, owner.token, projectId, runId);
    expect(result.run).toMatchObject({ status: 'completed', total: 20, done: 20, fromMemory: 0, failed: 0 });
    // The new server starts at the cursor: the two stored chunks are not sent again, only the chunk
    // cut off by the stop (its result was never stored) and the last one.
    const chunks = libre.calls.map((c) => c.q);
    expect(chunks.slice(3)).toEqual([chunks[2], texts.filter((q) => !chunks.slice(0, 3).flat().includes(q))]);
    expect(chunks.flat()).toHaveLength(25);
    const revisions = await app2.ctx.db.select().from(tmRevisions).where(eq(tmRevisions.organisationId, owner.organisationId));
    expect(revisions).toHaveLength(20);
    // Usage counts the calls whose results were stored.
    const [usage] = await app2.ctx.db.select().from(engineUsage).where(eq(engineUsage.projectId, projectId));
    expect(usage!.calls).toBe(4);
    const rows = await app2.ctx.db
      .select()
      .from(translationMemory)
      .where(and(eq(translationMemory.organisationId, owner.organisationId), eq(translationMemory.targetLang, 'hi')));
    expect(rows).toHaveLength(20);
    const last = events.filter((e) => e.event === TRANSLATION_PROGRESS_EVENT).at(-1);
    expect(last?.payload).toEqual({ runId, projectId, targetLang: 'hi', kind: 'nmt', status: 'completed', total: 20, done: 20, fromMemory: 0, failed: 0 });
    await app2.close();
    await db2.close();
  });
});
