import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleTranslate } from './google.ts';
import { fakeTranslate, startFakeProvider, type FakeProvider, type FakeReply, type FakeRequest } from './testing/fake-provider.ts';
import { describeMtContract } from './testing/mt-contract.ts';

type Body = { q?: string[] };
const serve = (req: FakeRequest): FakeReply => ({
  body: { data: { translations: ((req.body as Body).q ?? []).map((t) => ({ translatedText: fakeTranslate(t) })) } },
});
const errorBody = (code: number, message: string) => ({ error: { code, message, errors: [{ message, domain: 'global', reason: 'x' }] } });
const http = { fetch, timeoutMs: 5_000 };

describeMtContract('Google Cloud Translation', {
  source: 'en',
  target: 'od',
  create: (url, options) => createGoogleTranslate({ url: `${url}/language/translate/v2`, apiKey: 'k' }, options),
  serve,
  textsOf: (req) => (req.body as Body).q ?? [],
  errorBody,
  malformedBody: { data: { translation: [] } },
  unauthorizedStatus: 403,
});

describe('Google Cloud Translation request', () => {
  let fake: FakeProvider;
  let next: FakeReply | undefined;
  beforeAll(async () => {
    fake = await startFakeProvider((req) => next ?? serve(req));
  });
  afterAll(() => fake.close());
  const adapter = () => createGoogleTranslate({ url: `${fake.url}/language/translate/v2`, apiKey: 'AIza-test' }, http);

  it('POSTs JSON {q, source, target, format} with the key in the query, Lipi codes mapped', async () => {
    next = undefined;
    const results = await adapter().translate({ texts: ['Price: {{0}}', 'Cart'], source: 'en', target: 'od' });
    expect(results).toEqual([{ text: fakeTranslate('Price: {{0}}') }, { text: fakeTranslate('Cart') }]);
    const req = fake.requests.at(-1);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/language/translate/v2');
    expect(req?.query.get('key')).toBe('AIza-test');
    expect(req?.body).toEqual({ q: ['Price: {{0}}', 'Cart'], source: 'en', target: 'or', format: 'text' });
  });

  it('a per-minute 403 is retried, a daily one is not, and an invalid key (400) is not', async () => {
    next = { status: 403, body: errorBody(403, 'User Rate Limit Exceeded') };
    await expect(adapter().translate({ texts: ['a'], source: 'en', target: 'hi' })).rejects.toMatchObject({ retryable: true });
    next = { status: 403, body: errorBody(403, 'Daily Limit Exceeded') };
    await expect(adapter().translate({ texts: ['a'], source: 'en', target: 'hi' })).rejects.toMatchObject({ retryable: false });
    next = { status: 400, body: errorBody(400, 'API key not valid. Please pass a valid API key.') };
    await expect(adapter().translate({ texts: ['a'], source: 'en', target: 'hi' })).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('API key not valid'),
    });
  });

  it('supports Google codes: kok as gom, mni-Mtei yes, Bengali-script mni and Santali no', () => {
    const a = adapter();
    expect(['kok', 'mni-Mtei', 'mai', 'doi', 'sa', 'zh-CN'].every((t) => a.supports('en', t))).toBe(true);
    expect(['mni', 'sat', 'brx', 'ks'].some((t) => a.supports('en', t))).toBe(false);
  });
});
