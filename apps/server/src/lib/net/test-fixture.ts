import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/**
 * Test-only: a hostile little website on 127.0.0.1 (redirects to forbidden places, loops, a hanging
 * page, a huge page, a gzip bomb) and a canary that only counts connections. Nothing here listens
 * or connects anywhere but loopback.
 */
export interface Fixture {
  origin: string;
  port: number;
  canaryPort: number;
  /** Connections the canary received: must stay 0, it stands for every address we refuse. */
  canaryHits(): number;
  connections(): number;
  hits(path: string): number;
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, res: ServerResponse, f: { origin: string; canaryPort: number }) => void;

const redirect =
  (to: string, status = 302) =>
  (_: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { location: to }).end();
  };

const ROUTES: Record<string, Route> = {
  '/ok': (_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>नमस्ते</h1>'),
  '/docs/': (_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('docs'),
  '/docs': redirect('/docs/', 301),
  '/relative': redirect('ok?utm_source=x#frag'),
  '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
  '/to-decimal': (_, res, f) => res.writeHead(302, { location: `http://2130706433:${f.canaryPort}/` }).end(),
  '/to-mapped': (_, res, f) => res.writeHead(302, { location: `http://[::ffff:7f00:1]:${f.canaryPort}/` }).end(),
  '/to-file': redirect('file:///etc/passwd'),
  '/to-gopher': redirect('gopher://127.0.0.1:6379/_INFO'),
  '/to-creds': (_, res, f) => res.writeHead(302, { location: `http://user:pw@${f.origin.slice(7)}/ok` }).end(),
  '/to-evil-name': redirect('http://evil.test/'),
  '/loop-a': redirect('/loop-b'),
  '/loop-b': redirect('/loop-a'),
  '/hang': () => undefined,
  '/drip': (_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const timer = setInterval(() => res.write('.'), 50);
    res.on('close', () => clearInterval(timer));
  },
  '/big': (_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    for (let i = 0; i < 32; i++) res.write(chunk); // 2 MiB, chunked
    res.end();
  },
  '/bomb': (_, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(bomb());
  },
  '/binary': (_, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.alloc(10)),
};

let cachedBomb: Buffer | null = null;
/** 16 MiB of zeros, ~16 KiB on the wire. */
const bomb = () => (cachedBomb ??= gzipSync(Buffer.alloc(16 * 1024 * 1024)));

async function listen(server: net.Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

export async function startFixture(): Promise<Fixture> {
  let canaryHits = 0;
  let connections = 0;
  const hits = new Map<string, number>();
  const canary = net.createServer((socket) => {
    canaryHits++;
    socket.destroy();
  });
  const canaryPort = await listen(canary, '127.0.0.1');
  const context = { origin: '', canaryPort };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const chain = path.match(/^\/chain\/(\d+)$/);
    if (chain) return redirect(`/chain/${Number(chain[1]) + 1}`)(req, res);
    const route = ROUTES[path];
    if (route) return route(req, res, context);
    res.writeHead(404).end('not found');
  });
  server.on('connection', () => connections++);
  const port = await listen(server, '127.0.0.1');
  context.origin = `http://127.0.0.1:${port}`;
  return {
    origin: context.origin,
    port,
    canaryPort,
    canaryHits: () => canaryHits,
    connections: () => connections,
    hits: (path) => hits.get(path) ?? 0,
    async close() {
      server.closeAllConnections();
      await Promise.all([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => canary.close(resolve))]);
    },
  };
}
