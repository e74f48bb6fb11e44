import pg from 'pg';
import { openDatabase } from '../db/client.ts';

/**
 * With TEST_DATABASE_URL (CI's real PostgreSQL) the schema is rebuilt once before the suites,
 * which then share it; every test makes its own organisations and users, so none collide.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
  );
  await client.end();
  const database = await openDatabase({ url });
  await database.migrate();
  await database.close();
}
