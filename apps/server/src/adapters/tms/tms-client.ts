import { z } from 'zod';
/**
 * Lipi's side of the TMS protocol (docs/professional-translation.md, "External TMS"): create a batch
 * (multipart XLIFF 2.1 + pipeline, due date, callback URL, idempotency key), send a rejection back, and
 * read a batch's state when its callbacks stop.
 * The TMS address is the operator's setting, not user input, so it is called directly (as MT engines are).
 */
export type TmsBatchInput = {
  xliff: Buffer;
  filename: string;
  targetLang: string;
  pipeline: string;
  dueDate: string | null;
  callbackUrl: string;
  /** The same key for every attempt of one hand-over: a TMS that saw it answers with the batch it made. */
  idempotencyKey: string;
};

/**
 * `GET {tms}/batches/{id}`: the batch's state and the last callback the TMS sent (or tried to send) for
 * it, with that callback's `webhook-id`, so Lipi can apply it when the callback never arrived.
 */
export const tmsBatchState = z.object({
  batchId: z.string().min(1).max(200),
  status: z.string().max(50),
  lastEvent: z.object({ id: z.string().min(1).max(2048), type: z.string().max(100), data: z.record(z.string(), z.unknown()) }).nullish(),
});
export type TmsBatchState = z.infer<typeof tmsBatchState>;

export type TmsClient = {
  createBatch: (input: TmsBatchInput) => Promise<{ batchId: string }>;
  rejectBatch: (tmsBatchId: string, reason: string) => Promise<void>;
  getBatch: (tmsBatchId: string) => Promise<TmsBatchState>;
};

export class TmsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TmsError';
  }
}

export function createTmsClient(options: { baseUrl: string; apiKey?: string | undefined; timeoutMs: number }): TmsClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
  const call = async (path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> }) => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw new TmsError(`TMS unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new TmsError(`TMS answered ${res.status}: ${text.slice(0, 200)}`, res.status);
    return text;
  };
  return {
    async createBatch(input) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(input.xliff)], { type: 'application/xliff+xml' }), input.filename);
      form.set('targetLang', input.targetLang);
      form.set('pipeline', input.pipeline);
      if (input.dueDate) form.set('dueDate', input.dueDate);
      form.set('callbackUrl', input.callbackUrl);
      form.set('idempotencyKey', input.idempotencyKey);
      const text = await call('/batches', { method: 'POST', body: form, headers: { 'idempotency-key': input.idempotencyKey } });
      const body = JSON.parse(text) as { batchId?: unknown };
      if (typeof body.batchId !== 'string' || !body.batchId) throw new TmsError('TMS reply without batchId');
      return { batchId: body.batchId };
    },
    async getBatch(tmsBatchId) {
      const text = await call(`/batches/${encodeURIComponent(tmsBatchId)}`, { method: 'GET' });
      let parsed;
      try {
        parsed = tmsBatchState.safeParse(JSON.parse(text));
      } catch {
        throw new TmsError('TMS batch status is not JSON');
      }
      if (!parsed.success) throw new TmsError(`TMS batch status refused: ${parsed.error.issues[0]?.message ?? ''}`);
      return parsed.data;
    },
    async rejectBatch(tmsBatchId, reason) {
      await call(`/batches/${encodeURIComponent(tmsBatchId)}/reject`, {
        method: 'POST',
        body: JSON.stringify({ reason }),
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}
