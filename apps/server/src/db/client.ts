import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { fromPglite, type Db as BossDatabase } from 'pg-boss';
import { runtimePaths } from '../lib/runtime-paths.ts';
import { startPgliteWorker } from './pglite-host.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database and what else needs the raw connection (the job queue). */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** pg-boss's view of the same database: PGlite is single-connection, so it must share it. */
  bossDb?: BossDatabase;
  connectionString?: string;
  /**
   * Applies pending migrations, then `andThen` (first-start seeding), on PostgreSQL one instance at
   * a time under an advisory lock; onWait is called when another instance holds it.
   */
  migrate: (options?: MigrateOptions) => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data folder as a tarball, to start another in-memory database from. */
  dump?: () => Promise<Blob>;
  /** PGlite in a worker thread: called once if that thread dies or fails (queries then fail, never hang). */
  onFailure?: (listener: (err: Error) => void) => void;
};

const migrationsFolder = runtimePaths.migrations;

export type MigrateOptions = { onWait?: () => void; andThen?: () => Promise<void> };

/**
 * `memory` may start from `from`, a data folder dumped by `dumpPglite` (tests: one migrated
 * template per worker instead of initdb and every migration per file).
 */
export type DatabaseTarget = { url: string } | { pgliteDir: string; mode?: PgliteMode } | { memory: true; from?: Blob };

/**
 * `worker`: PGlite on its own thread behind the PostgreSQL protocol, so a long statement does not hold
 * up requests that need no database; `inline`: PGlite on the server's thread (tests' in-memory databases).
 */
export type PgliteMode = 'worker' | 'inline';

/** Key of the session-level advisory lock that serialises migrations across instances ("lipi" + 1). */
export const MIGRATION_LOCK_KEY = 0x6c697069_01;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock on a connection of its own: two
 * instances starting together take turns, the second finds nothing left to apply. The lock ends
 * with the session, so an instance that dies while migrating does not block the others.
 */
async function migrateUnderLock(pool: pg.Pool, run: () => Promise<void>, onWait?: () => void): Promise<void> {
  const lock = await pool.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY]);
    if (!rows[0]?.locked) {
      onWait?.();
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      await run();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}

/** Same schema, same SQL: PGlite in a data folder by default, a real PostgreSQL with DATABASE_URL. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection that dies (database restart, failover) is dropped by the pool and the next
    // query reconnects or fails where it is handled; unheard, this event would end the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connectionString: target.url,
      migrate: (options) =>
        migrateUnderLock(
          pool,
          async () => {
            await migratePg(db as never, { migrationsFolder });
            await options?.andThen?.();
          },
          options?.onWait,
        ),
      close: () => pool.end(),
    };
  }
  if ('pgliteDir' in target && (target.mode ?? 'worker') === 'worker') return openPgliteWorker(target.pgliteDir);
  let dataDir: string | undefined;
  if ('pgliteDir' in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    dataDir = join(target.pgliteDir);
  }
  // pg_trgm backs fuzzy translation-memory matches; a real PostgreSQL ships it in contrib.
  const loadDataDir = 'memory' in target ? target.from : undefined;
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    bossDb: fromPglite(client),
    // One process owns a PGlite folder, so there is no one to take turns with.
    migrate: async (options) => {
      await migratePglite(db as never, { migrationsFolder });
      await options?.andThen?.();
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * PGlite in a worker thread (db/pglite-host.ts), reached with node-postgres like a real PostgreSQL.
 * It serves one session, so the pool holds one connection and pg-boss queues its statements on the
 * same pool (its own pool would wait behind ours for good, and LISTEN would need a second session).
 */
async function openPgliteWorker(pgliteDir: string): Promise<Database> {
  mkdirSync(pgliteDir, { recursive: true });
  const worker = await startPgliteWorker(pgliteDir);
  // Kept open while idle: reconnecting would only replay the startup handshake on the same session.
  const pool = new pg.Pool({ ...worker.connection, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const bossDb: BossDatabase = {
    async executeSql(text, values) {
      const client = await pool.connect();
      try {
        return await client.query(text, values);
      } catch (err) {
        // A failed statement of pg-boss's BEGIN … COMMIT blocks leaves the session's transaction
        // aborted; the next user of the one connection must not inherit it.
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
  };
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    bossDb,
    // One process owns a PGlite folder; the advisory lock would need a second connection.
    migrate: async (options) => {
      await migratePg(db as never, { migrationsFolder });
      await options?.andThen?.();
    },
    close: () => {
      closed ??= pool.end().finally(() => worker.stop());
      return closed;
    },
    onFailure: worker.onFailure,
  };
}
