import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

/*
 * The PGlite pass runs its files one after another in one process (vitest.config.ts). Creating a
 * PGlite runs initdb and then every migration, a few seconds per file and most of the suite's
 * setup; instead the first file of the process migrates one database and dumps it, and every file
 * starts its own fresh database from that dump (about a third of the time, nothing shared).
 */
const processScope = globalThis as { lipiMigratedPglite?: Promise<Blob> };
function migratedTemplate(): Promise<Blob> {
  processScope.lipiMigratedPglite ??= openDatabase({ memory: true }).then(async (template) => {
    await template.migrate();
    const dump = await (template.dump as () => Promise<Blob>)();
    await template.close();
    return dump;
  });
  return processScope.lipiMigratedPglite;
}

/**
 * TEST_PGLITE_MODE=worker runs the same files on PGlite in a worker thread (a folder of its own per
 * app, migrated from scratch: slower) instead of the in-process in-memory copy of the template.
 */
async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openDatabase({ url });
  if (process.env.TEST_PGLITE_MODE !== 'worker') return openDatabase({ memory: true, from: await migratedTemplate() });
  const database = await openDatabase({ pgliteDir: mkdtempSync(join(tmpdir(), 'lipi-test-pgdata-')), mode: 'worker' });
  await database.migrate();
  return database;
}

/**
 * The real app on a real database: a fresh in-memory PGlite holding the real migrations by default,
 * or the shared PostgreSQL named by TEST_DATABASE_URL (already migrated by global-setup).
 */
export async function createTestApp(env: Record<string, string> = {}, deps: Omit<AppDeps, 'database'> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'lipi-test-')),
    JOB_POLL_SECONDS: '0.5',
    WEB_DIST_DIR: '/nonexistent',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...env,
  });
  const app = await buildApp(config, { database, ...deps });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One test app for the enclosing file or describe block: built in beforeAll, closed in afterAll.
 * The app only exists once beforeAll has run, so it is read through getters at call time.
 */
export function useTestApp(env: Record<string, string> = {}, deps: Omit<AppDeps, 'database'> = {}) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, deps);
  });
  afterAll(async () => current?.close());
  const ready = () => {
    if (!current) throw new Error('useTestApp: the app is built in beforeAll; read it inside hooks and tests');
    return current;
  };
  return {
    get t() {
      return ready();
    },
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
  };
}

/**
 * An object built in beforeAll that tests can hold from the start: its fields are copied in once
 * built, so it can be destructured at the top of a file like a plain value.
 */
export function builtBeforeAll<T extends object>(build: () => Promise<T>): T {
  const value = {} as T;
  beforeAll(async () => {
    Object.assign(value, await build());
  });
  return value;
}

/** A unique email/phone per test so suites sharing one PostgreSQL never collide. */
let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();
}
export function uniquePhone() {
  return `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
}

/** Polls until fn returns a value (for work that happens in a background job). */
export async function eventually<T>(fn: () => Promise<T | undefined | null>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
