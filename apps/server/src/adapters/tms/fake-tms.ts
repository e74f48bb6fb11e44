import { readBatchXliff, writeBatchXliff } from '@lipi/engine/codecs';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from './standard-webhooks.ts';

export type FakeTmsBatch = {
  batchId: string;
  idempotencyKey: string;
  callbackUrl: string;
  pipeline: string;
  dueDate: string | null;
  targetLang: string;
  xliff: string;
  rejections: string[];
  /** received | accepted | delivered | rework (Lipi rejected it) | rejected (the TMS declined it) */
  status: string;
  /** The last callback the TMS sent (or tried to send) for this batch: what `GET /batches/{id}` reports. */
  lastEvent: { id: string; type: string; data: object } | null;
};
/** `GET /batches/{id}`: the batch's state and its last callback, exactly as it was (or would have been) sent. */
const pollReply = (b: FakeTmsBatch) => ({ batchId: b.batchId, status: b.status, lastEvent: b.lastEvent });
const STATUS_AFTER: Record<string, string> = {
  'batch.accepted': 'accepted',
  'batch.delivered': 'delivered',
  'batch.redelivered': 'delivered',
  'batch.rejected': 'rejected',
};

export type SignedEvent = { body: string; headers: Record<string, string> };
export type EventOptions = { id?: string; secret?: string; timestamp?: number; tamper?: boolean };

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * A translation-management service speaking Lipi's documented TMS protocol (docs/professional-translation.md):
 * `POST /batches` (multipart, idempotency key), `POST /batches/{id}/reject`, `GET /batches/{id}`, and
 * Standard Webhooks callbacks. Tests (and `npm run fake-tms -w @lipi/server` locally) tell it to fail calls,
 * deliver, redeliver, sign with the wrong secret, send stale timestamps or broken files.
 */
export async function startFakeTms(options: { secret: string; apiKey?: string; now?: () => number; port?: number; onBatch?: (batch: FakeTmsBatch) => void }) {
  const batches = new Map<string, FakeTmsBatch>();
  let failures = 0;
  let dropping = false;
  const files = new Map<string, string>();
  let calls = 0;
  const now = options.now ?? (() => Date.now() / 1000);
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const raw = await readBody(req);
    calls += 1;
    const url = new URL(req.url ?? '/', 'http://fake');
    // Delivered files: fetched by Lipi's SSRF-guarded fetcher, which sends no credentials (the token is the key).
    const hosted = req.method === 'GET' ? files.get(url.pathname) : undefined;
    if (hosted !== undefined) return res.writeHead(200, { 'content-type': 'application/xliff+xml; charset=utf-8' }).end(hosted);
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) return send(401, { error: 'unauthorized' });
    if (failures > 0) {
      failures -= 1;
      return send(503, { error: 'temporarily unavailable' });
    }
    if (req.method === 'POST' && url.pathname === '/batches') {
      const form = await new Request('http://fake/batches', { method: 'POST', headers: req.headers as Record<string, string>, body: raw }).formData();
      const key = String(form.get('idempotencyKey') ?? '');
      const file = form.get('file');
      if (!key || !(file instanceof Blob)) return send(400, { error: 'file and idempotencyKey are required' });
      const existing = [...batches.values()].find((b) => b.idempotencyKey === key);
      if (existing) return send(200, { batchId: existing.batchId, subBatches: [] });
      const batch: FakeTmsBatch = {
        batchId: `tms_${randomUUID()}`,
        idempotencyKey: key,
        callbackUrl: String(form.get('callbackUrl') ?? ''),
        pipeline: String(form.get('pipeline') ?? ''),
        dueDate: form.get('dueDate') ? String(form.get('dueDate')) : null,
        targetLang: String(form.get('targetLang') ?? ''),
        xliff: await file.text(),
        rejections: [],
        status: 'received',
        lastEvent: null,
      };
      batches.set(batch.batchId, batch);
      options.onBatch?.(batch);
      return send(201, { batchId: batch.batchId, subBatches: [] });
    }
    const match = /^\/batches\/([^/]+)(\/reject)?$/.exec(url.pathname);
    const batch = match ? batches.get(decodeURIComponent(match[1]!)) : undefined;
    if (!batch) return send(404, { error: 'no such batch' });
    if (req.method === 'POST' && match![2]) {
      batch.rejections.push(String((JSON.parse(raw.toString('utf8') || '{}') as { reason?: string }).reason ?? ''));
      batch.status = 'rework';
      return send(200, { batchId: batch.batchId, status: 'rework' });
    }
    if (req.method !== 'GET') return send(405, { error: 'method not allowed' });
    return send(200, pollReply(batch));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The batch's own file (XLIFF 2.1, as Lipi sends it) with every target filled by `translate` (the linguists' work), delivered as XLIFF 2.1. */
  const translated = (batchId: string, translate: (source: string) => string) => {
    const batch = batches.get(batchId)!;
    const file = readBatchXliff(Buffer.from(batch.xliff, 'utf8'));
    return writeBatchXliff(
      {
        requestId: file.requestId,
        subBatchId: file.subBatchId,
        sourceLang: 'en',
        targetLang: file.targetLang,
        units: file.units.map((u) => ({ id: u.id, source: u.source, target: translate(u.source), state: 'translated' as const })),
      },
      '2.1',
    );
  };

  /** Posts an event to the batch's callback URL (local use: the app listens there). */
  const deliver = async (signed: SignedEvent, callbackUrl: string) => {
    const res = await fetch(callbackUrl, { method: 'POST', headers: signed.headers, body: signed.body });
    return { status: res.status, body: await res.text() };
  };

  /**
   * A callback the TMS means to send: recorded as the batch's last event (so `GET /batches/{id}` reports
   * it) and signed. Unless callbacks are dropped it is posted to the batch's callback URL; dropped (the
   * callbacks "stopped"), only polling finds it. Returns the signed event (a test may post it later itself)
   * and the callback's reply (null when dropped; status 0 when Lipi could not be reached).
   */
  const publish = async (type: string, data: { batchId: string } & Record<string, unknown>) => {
    const batch = batches.get(data.batchId)!;
    const id = `msg_${randomUUID()}`;
    batch.lastEvent = { id, type, data };
    batch.status = STATUS_AFTER[type] ?? batch.status;
    const signed = event(type, data, { id });
    if (dropping) return { ...signed, reply: null };
    const reply = await deliver(signed, batch.callbackUrl).catch((err: Error) => ({ status: 0, body: err.message }));
    return { ...signed, reply };
  };

  /** A signed callback as the TMS would send it; the options forge it (wrong secret, stale time, altered body). */
  const event = (type: string, data: object, o: EventOptions = {}): SignedEvent => {
    const body = JSON.stringify({ type, data });
    const headers = signWebhook(o.secret ?? options.secret, o.id ?? `msg_${randomUUID()}`, body, o.timestamp ?? now());
    return { body: o.tamper ? body.replace('}', ' }') : body, headers: { ...headers, 'content-type': 'application/json' } };
  };

  return {
    url,
    batches,
    get calls() {
      return calls;
    },
    /** The next n calls answer 503. */
    failNext(n: number) {
      failures = n;
    },
    translated,
    event,
    publish,
    /** Serves a delivered file at an unguessable URL, for a `downloadUrl` delivery. */
    hostFile(xliff: string) {
      const path = `/files/${randomUUID()}.xlf`;
      files.set(path, xliff);
      return `${url}${path}`;
    },
    /** While on, published callbacks are recorded but never posted (polling is then the only way). */
    dropCallbacks(on: boolean) {
      dropping = on;
    },
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeTms = Awaited<ReturnType<typeof startFakeTms>>;
