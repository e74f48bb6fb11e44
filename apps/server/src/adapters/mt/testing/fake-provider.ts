import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
};

export type FakeReply = {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON; `raw` wins when set (to send a body that is not JSON). */
  body?: unknown;
  raw?: string;
  /** Wait this long before answering (timeouts, cancellation). */
  delayMs?: number;
};

export type FakeProvider = {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
};

/** A provider on 127.0.0.1 with a random port: the adapter under test speaks real HTTP to it. */
export async function startFakeProvider(handle: (req: FakeRequest) => FakeReply | Promise<FakeReply>): Promise<FakeProvider> {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const request: FakeRequest = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body };
      requests.push(request);
      void Promise.resolve(handle(request)).then(async (reply) => {
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? null));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What every fake "translates" a text into, so tests can tell which output belongs to which input. */
export const fakeTranslate = (text: string): string => `«${text}»`;
