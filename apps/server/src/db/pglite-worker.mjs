// The embedded database off the server's thread: PGlite runs in this worker thread and speaks the
// PostgreSQL wire protocol on a unix socket in its data folder (or on a random loopback port when that
// path is too long for a socket), so the server's thread uses node-postgres as it does for a real
// PostgreSQL. Plain JavaScript so the same file runs under tsx, vitest and the production bundle.
//
// Not @electric-sql/pglite-socket: its 0.0.13 (the release paired with PGlite 0.3.8) hands every TCP
// chunk to PGlite as if it were whole messages, and a query over ~64 KB (a migration, a crawl's page
// store) aborts the WebAssembly runtime. Here bytes are cut into complete protocol messages first.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'

const { dataDir, socketPath } = workerData;
const db = new PGlite({ dataDir, extensions: { pg_trgm } });

/** PGlite has one session: one client at a time, the others wait their turn in arrival order. */
const waiting = [];
let active = null;
/** Every call into PGlite, in order: a session's statements and the rollback between sessions. */
let chain = Promise.resolve();
const enqueue = (work) => (chain = chain.then(work, work));

/** Cuts complete messages off the front of the connection's buffer; the first one has no type byte. */
function takeMessages(conn) {
  const messages = [];
  let offset = 0;
  for (;;) {
    const header = conn.started ? 5 : 4;
    if (conn.buffer.length - offset < header) break;
    const length = conn.buffer.readInt32BE(offset + header - 4) + (conn.started ? 1 : 0);
    if (conn.buffer.length - offset < length) break;
    messages.push(conn.buffer.subarray(offset, offset + length));
    offset += length;
    conn.started = true;
  }
  conn.buffer = conn.buffer.subarray(offset);
  return messages;
}

function handleStartup(conn, message) {
  const code = message.readInt32BE(4);
  if (code === SSL_REQUEST) {
    conn.started = false; // the real startup message follows
    conn.socket.write('N');
    return false;
  }
  if (code === CANCEL_REQUEST) {
    conn.socket.destroy();
    return false;
  }
  return true;
}

function pump(conn) {
  if (conn !== active || conn.closed) return;
  const wasStarted = conn.started;
  const messages = takeMessages(conn);
  if (messages.length === 0) return;
  const forward = [];
  messages.forEach((message, i) => {
    if (i === 0 && !wasStarted) {
      if (handleStartup(conn, message)) forward.push(message);
    } else if (message[0] === TERMINATE) {
      conn.socket.end();
    } else {
      forward.push(message);
    }
  });
  if (forward.length === 0) return;
  const bytes = Buffer.concat(forward);
  void enqueue(async () => {
    const reply = await db.execProtocolRaw(new Uint8Array(bytes));
    // The last ReadyForQuery says whether the session is left inside a transaction.
    const n = reply.length;
    if (n >= 6 && reply[n - 6] === READY_FOR_QUERY) conn.status = reply[n - 1];
    if (n > 0 && !conn.socket.destroyed) conn.socket.write(reply);
  }).catch((err) => {
    parentPort.postMessage({ type: 'error', message: String(err?.stack ?? err) });
    conn.socket.destroy();
  });
}

function activateNext() {
  active = null;
  while (waiting.length > 0 && !active) {
    const next = waiting.shift();
    if (!next.closed) active = next;
  }
  if (active) pump(active);
}

function onClose(conn) {
  conn.closed = true;
  const index = waiting.indexOf(conn);
  if (index >= 0) waiting.splice(index, 1);
  if (conn !== active) return;
  // A client gone mid-transaction (crash, killed query) must not hand its open transaction to the next.
  void enqueue(async () => {
    if (conn.status !== undefined && conn.status !== 0x49 /* 'I' idle */) await db.exec('rollback');
  })
    .catch(() => undefined)
    .then(activateNext);
}

const server = createServer((socket) => {
  const conn = { socket, buffer: Buffer.alloc(0), started: false, closed: false, status: undefined };
  socket.on('data', (chunk) => {
    conn.buffer = conn.buffer.length === 0 ? chunk : Buffer.concat([conn.buffer, chunk]);
    pump(conn);
  });
  socket.on('error', () => undefined); // a reset client: its close follows
  socket.on('close', () => onClose(conn));
  if (active) waiting.push(conn);
  else {
    active = conn;
    pump(conn);
  }
});

async function close() {
  await new Promise((resolve) => {
    server.close(() => resolve());
    for (const conn of [active, ...waiting]) conn?.socket.destroy();
  });
  await chain.catch(() => undefined);
  await db.close();
  if (socketPath) rmSync(socketPath, { force: true });
  parentPort.postMessage({ type: 'closed' });
  parentPort.close();
}

parentPort.on('message', (message) => {
  if (message?.type === 'close') void close();
});

try {
  await db.waitReady;
  if (socketPath) {
    // A socket file left by a process that died: the data folder is ours alone (the caller holds it).
    rmSync(socketPath, { force: true });
    await new Promise((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
    // PGlite accepts any user without a password: only this process's user may connect.
    chmodSync(socketPath, 0o600);
    parentPort.postMessage({ type: 'ready', socketPath });
  } else {
    await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    parentPort.postMessage({ type: 'ready', port: server.address().port });
  }
} catch (err) {
  parentPort.postMessage({ type: 'error', message: String(err?.stack ?? err) });
  parentPort.close();
  process.exit(1);
}
