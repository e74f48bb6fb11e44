import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MtHttpOptions } from '../engines.ts';
import { MtError, type MtAdapter } from '../mt-adapter.ts';
import { fakeTranslate, startFakeProvider, type FakeProvider, type FakeReply, type FakeRequest } from './fake-provider.ts';

export type ContractMode = 'ok' | 'unauthorized' | 'rate-limited' | 'unavailable' | 'malformed' | 'not-json' | 'slow';

export type ContractOptions = {
  /** A pair (Lipi codes) the provider documents. */
  source: string;
  target: string;
  create(baseUrl: string, http: MtHttpOptions): MtAdapter;
  /** The fake's answer to a good request: each text translated with `fakeTranslate`, in the provider's shape. */
  serve(req: FakeRequest): FakeReply;
  /** The segment texts a recorded request carried; [] for calls that translate nothing (Bhashini's config call). */
  textsOf(req: FakeRequest): string[];
  /** The provider's documented error body for a status. */
  errorBody(status: number, message: string): unknown;
  /** A 200 reply that is JSON but not the documented shape. */
  malformedBody: unknown;
  /** Status the provider uses for a bad key (401 unless documented otherwise). */
  unauthorizedStatus?: number;
};

/**
 * The checks every network adapter must pass against its fake: order kept, limits respected,
 * errors mapped to MtError with the right `retryable`, timeouts and cancellation.
 */
export function describeMtContract(name: string, options: ContractOptions) {
  describe(`${name}: MT adapter contract`, () => {
    let mode: ContractMode = 'ok';
    let fake: FakeProvider;
    let adapter: MtAdapter;
    const create = (timeoutMs = 5_000) => options.create(fake.url, { fetch, timeoutMs });
    const translate = (texts: string[], signal?: AbortSignal) => adapter.translate({ texts, source: options.source, target: options.target, signal });
    const translateCalls = () => fake.requests.filter((r) => options.textsOf(r).length > 0);
    const failure = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(MtError);
      return error as MtError;
    };

    beforeAll(async () => {
      fake = await startFakeProvider((req) => reply(req, mode, options));
    });
    afterAll(() => fake.close());
    beforeEach(() => {
      mode = 'ok';
      fake.requests.length = 0;
      adapter = create();
    });

    it('translates a batch in one call, results in input order', async () => {
      const texts = ['one', 'two', 'three', 'Sign in to {{0}}', 'five'];
      expect(await translate(texts)).toEqual(texts.map((t) => ({ text: fakeTranslate(t) })));
      expect(translateCalls()).toHaveLength(1);
    });

    it('splits more than maxBatch segments into several calls, each within the limit', async () => {
      const texts = Array.from({ length: adapter.maxBatch + 2 }, (_, i) => `s${i}`);
      expect(await translate(texts)).toEqual(texts.map((t) => ({ text: fakeTranslate(t) })));
      const sizes = translateCalls().map((r) => options.textsOf(r).length);
      expect(sizes.length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(adapter.maxBatch);
    });

    it('keeps each call within maxChars, and refuses a single text longer than that', async () => {
      const half = 'a'.repeat(Math.floor(adapter.maxChars / 2) + 1);
      const texts = [half, half, 'x'.repeat(adapter.maxChars + 1), 'short'];
      const results = await translate(texts);
      expect(results[0]).toEqual({ text: fakeTranslate(half) });
      expect(results[1]).toEqual({ text: fakeTranslate(half) });
      expect(results[2]).toHaveProperty('error');
      expect(results[3]).toEqual({ text: fakeTranslate('short') });
      for (const call of translateCalls()) {
        expect(options.textsOf(call).join('').length).toBeLessThanOrEqual(adapter.maxChars);
      }
    });

    it('a rejected key is an MtError that is not retried', async () => {
      mode = 'unauthorized';
      expect((await failure(translate(['x']))).retryable).toBe(false);
    });

    it('429 is retried after the Retry-After the provider gave', async () => {
      mode = 'rate-limited';
      const error = await failure(translate(['x']));
      expect(error.retryable).toBe(true);
      expect(error.retryAfterSeconds).toBe(7);
    });

    it('5xx is retried', async () => {
      mode = 'unavailable';
      expect((await failure(translate(['x']))).retryable).toBe(true);
    });

    it('a reply in an unexpected shape, or not JSON, is an MtError that is not retried', async () => {
      mode = 'malformed';
      expect((await failure(translate(['x']))).retryable).toBe(false);
      mode = 'not-json';
      expect((await failure(translate(['x']))).retryable).toBe(false);
    });

    it('a provider that does not answer in time is retried; a caller that cancels is not', async () => {
      mode = 'slow';
      adapter = create(100);
      const timeout = await failure(translate(['x']));
      expect(timeout.retryable).toBe(true);
      adapter = create();
      const cancelled = await failure(translate(['x'], AbortSignal.timeout(50)));
      expect(cancelled.retryable).toBe(false);
    });

    it('an unreachable provider is retried', async () => {
      const closed = await startFakeProvider(() => ({}));
      await closed.close();
      const error = await failure(
        options.create(closed.url, { fetch, timeoutMs: 2_000 }).translate({ texts: ['x'], source: options.source, target: options.target }),
      );
      expect(error.retryable).toBe(true);
    });

    it('supports the documented pair, not the same language or an unknown code', () => {
      expect(adapter.supports(options.source, options.target)).toBe(true);
      expect(adapter.supports(options.target, options.target)).toBe(false);
      expect(adapter.supports(options.source, 'xx-unknown')).toBe(false);
    });
  });
}

function reply(req: FakeRequest, mode: ContractMode, options: ContractOptions): FakeReply {
  switch (mode) {
    case 'ok':
      return options.serve(req);
    case 'slow':
      return { ...options.serve(req), delayMs: 1_000 };
    case 'unauthorized': {
      const status = options.unauthorizedStatus ?? 401;
      return { status, body: options.errorBody(status, 'Invalid API key') };
    }
    case 'rate-limited':
      return { status: 429, headers: { 'retry-after': '7' }, body: options.errorBody(429, 'Too many requests') };
    case 'unavailable':
      return { status: 503, body: options.errorBody(503, 'Service unavailable') };
    case 'malformed':
      return { body: options.malformedBody };
    case 'not-json':
      return { raw: '<html>gateway</html>', headers: { 'content-type': 'text/html' } };
  }
}
