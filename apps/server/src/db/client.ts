import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database and what else needs the raw connection (the job queue). */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** pg-boss's view of the same database: PGlite is single-connection, so it must share it. */
  bossDb?: ReturnType<typeof fromPglite>;
  connectionString?: string;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

export type DatabaseTarget = { url: string } | { pgliteDir: string } | { memory: true };

/** Same schema, same SQL: PGlite in a data folder by default, a real PostgreSQL with DATABASE_URL. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connectionString: target.url,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if ('pgliteDir' in target) {
    mkdirSync(target.pgliteDir, { recursive: true });
    dataDir = join(target.pgliteDir);
  }
  // pg_trgm backs fuzzy translation-memory matches; a real PostgreSQL ships it in contrib.
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    bossDb: fromPglite(client),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
