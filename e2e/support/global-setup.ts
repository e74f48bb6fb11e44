import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? res(address.port) : rej(new Error('no port'))));
    });
  });
}

/**
 * Starts Lipi exactly as `npm start` does (built web app, PGlite in a fresh data folder, dev
 * mailbox and SMS outbox) and hands its address to the journeys.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lipi-e2e-'));
  // The journeys run against a snapshot of the built web app, so that a rebuild of apps/web/dist
  // while the suite runs (another terminal, a watcher) cannot swap the chunks under an open page.
  const builtWeb = join(root, 'apps/web/dist');
  if (!existsSync(join(builtWeb, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build -w @lipi/web` first');
  const webDir = join(dataDir, 'web');
  cpSync(builtWeb, webDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminEmail = 'admin@lipi.local';
  const adminPassword = 'Admin-e2e-Password1';
  const server: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      JOB_POLL_SECONDS: '0.5',
      // Journeys crawl fixture sites served on loopback; nothing else may pass the SSRF guard.
      // Fixture sites of the journeys listen on their own loopback addresses (127.0.0.x).
      FETCH_ALLOWLIST: '127.0.0.0/8',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The real Apertium APy when CI (.ci/run) or a developer started one: the Apertium journey uses it.
      APERTIUM_URL: process.env.TEST_APERTIUM_URL ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // E2E_READY_SECONDS: a longer wait on a loaded machine (the server compiles its TypeScript at start).
  const readySeconds = Number(process.env.E2E_READY_SECONDS ?? 90);
  const deadline = Date.now() + readySeconds * 1000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`Lipi exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Lipi did not become ready in ${readySeconds} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
