import { HEALTH_ROUTES, serverPath } from '@lipi/contract';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { startPgliteWorker } from './pglite-host.ts';

const folders: string[] = [];
const tempFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lipi-pgw-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('PGlite on a worker thread (PGLITE_MODE=worker)', () => {
  it('migrates, serves the app, runs a pg-boss job, keeps answering during a slow statement and reopens its folder', async () => {
    const dataDir = tempFolder();
    const pgliteDir = join(dataDir, 'pgdata');
    const database = await openDatabase({ pgliteDir, mode: 'worker' });
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
    });
    const app = await buildApp(config, { database, startWorkers: false });
    await app.ready();

    // A job through pg-boss on the same one-connection pool as the app's queries.
    const boss = new PgBoss({ db: database.bossDb!, backend: 'pglite', schedule: false, supervise: false });
    await boss.start();
    await boss.createQueue('pglite-worker-test');
    const received = new Promise<unknown>((resolve) => {
      void boss.work('pglite-worker-test', { pollingIntervalSeconds: 0.5 }, async ([job]) => resolve(job!.data));
    });
    await boss.send('pglite-worker-test', { hello: 'worker' });
    expect(await received).toEqual({ hello: 'worker' });
    await boss.stop({ graceful: true, timeout: 2000 });

    // A statement of a second on the database thread: a call that needs no database answers at once,
    // one that does waits its turn and then succeeds.
    // Drizzle's queries start when awaited or then-ed: then() sends it now.
    const sleeping = database.db.execute(sql`select pg_sleep(1)`).then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const health = await app.inject({ method: 'GET', url: serverPath(HEALTH_ROUTES.health) });
    const healthMs = performance.now() - started;
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    const readyMs = performance.now() - started;
    await sleeping;
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(100);
    expect(ready.statusCode).toBe(200);
    expect(readyMs).toBeGreaterThan(500);

    // Data written through the wire, including one query larger than a socket read (~64 KB).
    const big = 'x'.repeat(200_000);
    await database.db.execute(sql`create table kept (body text)`);
    await database.db.execute(sql`insert into kept values (${big})`);
    await app.close();
    await database.close();

    const again = await openDatabase({ pgliteDir, mode: 'worker' });
    const { rows } = (await again.db.execute(sql`select length(body) as n from kept`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ n: 200_000 }]);
    await again.close();
  }, 120_000);

  it('serves one session at a time, rolls back what a vanished client left open, and fails queries once its thread dies', async () => {
    const worker = await startPgliteWorker(tempFolder());
    const connect = async () => {
      const client = new pg.Client({ ...worker.connection, user: 'postgres', database: 'postgres' });
      client.on('error', () => undefined);
      await client.connect();
      return client;
    };
    const first = await connect();
    await first.query('create table t (a int)');
    await first.query('begin');
    await first.query('insert into t values (1)');
    // The second session waits for the first to end, then finds its open transaction rolled back.
    let secondConnected = false;
    const second = connect().then((client) => ((secondConnected = true), client));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondConnected).toBe(false);
    await first.end();
    const client = await second;
    expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);

    const failures: Error[] = [];
    worker.onFailure((err) => failures.push(err));
    const slow = client.query('select pg_sleep(5)').then(
      () => 'answered',
      (err: Error) => err,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await worker.kill();
    expect(await slow).toBeInstanceOf(Error);
    await expect(() => connect()).rejects.toThrow();
    expect(failures.map((e) => e.message)).toEqual([expect.stringContaining('thread ended')]);
    await worker.stop();
  }, 120_000);
});
