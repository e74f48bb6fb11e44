import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimePaths } from '../lib/runtime-paths.ts';
import { MIGRATION_LOCK_KEY, openDatabase } from './client.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(`${runtimePaths.migrations}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };

// A database of its own (not the shared `test` one): the point is two first starts on an empty database.
describe.runIf(Boolean(baseUrl))('migrations under the advisory lock (PostgreSQL)', () => {
  const name = `lipi_lock_${process.pid}_${Date.now().toString(36)}`;
  const url = Object.assign(new URL(baseUrl ?? 'postgres://x/y'), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: baseUrl });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('lets two instances starting together take turns: both wait while the lock is held, then each migration is applied once', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const [one, two] = [await openDatabase({ url }), await openDatabase({ url })];
    const waited: string[] = [];
    const finished: string[] = [];
    const seeded: string[] = [];
    const start = (db: typeof one, label: string) =>
      db.migrate({ onWait: () => waited.push(label), andThen: async () => void seeded.push(label) }).then(() => finished.push(label));
    const both = Promise.all([start(one, 'one'), start(two, 'two')]);
    await new Promise((r) => setTimeout(r, 1000));
    // Another session holds the lock: neither has migrated or seeded yet.
    expect(waited.sort()).toEqual(['one', 'two']);
    expect(finished).toEqual([]);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    await holder.end();
    await both;
    expect(finished.sort()).toEqual(['one', 'two']);
    expect(seeded.sort()).toEqual(['one', 'two']);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await check.end();
    expect(rows[0]!.n).toBe(journal.entries.length);
    await one.close();
    await two.close();
  });
});
