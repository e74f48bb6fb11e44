import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { runtimePaths } from '../lib/runtime-paths.ts';

/** How the server's thread reaches the PGlite worker: node-postgres connection settings. */
export type PgliteWorkerHandle = {
  connection: { host: string; port?: number };
  /** Stops the socket, closes PGlite (flushing its folder) and ends the thread. Once only. */
  stop: () => Promise<void>;
  /** Ends the thread at once, as a crash would (tests of what the server does then). */
  kill: () => Promise<void>;
  /** Called once if the thread dies or PGlite fails while serving (not after stop()). */
  onFailure: (listener: (err: Error) => void) => void;
};

// Unix socket paths are limited to ~107 bytes; a deeper data folder falls back to a loopback port.
const MAX_SOCKET_PATH = 100;

type WorkerMessage = { type: 'ready'; socketPath?: string; port?: number } | { type: 'error'; message: string } | { type: 'closed' };

/**
 * Starts PGlite on `dataDir` in a worker thread serving the PostgreSQL protocol (db/pglite-worker.mjs)
 * on a unix socket inside the data folder, reachable only by users who can open that folder.
 */
export async function startPgliteWorker(folder: string): Promise<PgliteWorkerHandle> {
  // node-postgres takes a host starting with / for a socket folder.
  const dataDir = resolve(folder);
  // node-postgres looks for `<host>/.s.PGSQL.<port>` when host is a folder.
  const socketFile = join(dataDir, '.s.PGSQL.5432');
  const socketPath = socketFile.length <= MAX_SOCKET_PATH ? socketFile : undefined;
  const worker = new Worker(runtimePaths.pgliteWorker, { workerData: { dataDir, socketPath } });
  let stopping = false;
  let exited = false;
  worker.once('exit', () => (exited = true));
  let stopped: Promise<void> | undefined;
  const listeners: ((err: Error) => void)[] = [];
  let failure: Error | undefined;
  const fail = (err: Error) => {
    if (stopping || failure) return;
    failure = err;
    for (const listener of listeners) listener(err);
  };

  const ready = new Promise<PgliteWorkerHandle['connection']>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') resolve(message.socketPath ? { host: dataDir, port: 5432 } : { host: '127.0.0.1', port: message.port });
      if (message.type === 'error') {
        const err = new Error(`the embedded database failed: ${message.message}`);
        reject(err);
        fail(err);
      }
    });
    worker.on('error', (err) => {
      reject(err);
      fail(err);
    });
    worker.on('exit', (code) => {
      const err = new Error(`the embedded database's thread ended (exit code ${code})`);
      reject(err);
      fail(err);
    });
  });
  const connection = await ready;

  return {
    connection,
    onFailure: (listener) => {
      listeners.push(listener);
      if (failure) listener(failure);
    },
    kill: async () => void (await worker.terminate()),
    stop() {
      stopped ??= (async () => {
        stopping = true;
        if (exited) return;
        const closed = new Promise<void>((resolve) => {
          worker.on('message', (message: WorkerMessage) => message.type === 'closed' && resolve());
          worker.on('exit', () => resolve());
        });
        worker.postMessage({ type: 'close' });
        await closed;
        await worker.terminate();
      })();
      return stopped;
    },
  };
}
