import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibreTranslate } from './libretranslate.ts';
import { fakeTranslate, startFakeProvider, type FakeProvider, type FakeReply, type FakeRequest } from './testing/fake-provider.ts';
import { describeMtContract } from './testing/mt-contract.ts';

type Body = { q?: string[] };
const serve = (req: FakeRequest): FakeReply => ({ body: { translatedText: ((req.body as Body).q ?? []).map(fakeTranslate) } });

describeMtContract('LibreTranslate', {
  source: 'en',
  target: 'hi',
  create: (url, http) => createLibreTranslate({ url, apiKey: 'k' }, http),
  serve,
  textsOf: (req) => (req.body as Body).q ?? [],
  errorBody: (_status, message) => ({ error: message }),
  malformedBody: { translatedText: 'not a list' },
  unauthorizedStatus: 403,
});

describe('LibreTranslate request', () => {
  let fake: FakeProvider;
  let next: FakeReply | undefined;
  beforeAll(async () => {
    fake = await startFakeProvider((req) => next ?? serve(req));
  });
  afterAll(() => fake.close());

  it('POSTs {q, source, target, format, api_key} to /translate with Lipi codes mapped (od → or)', async () => {
    next = undefined;
    const adapter = createLibreTranslate({ url: `${fake.url}/lt/`, apiKey: 'secret' }, { fetch, timeoutMs: 5_000 });
    await adapter.translate({ texts: ['Hello', 'World'], source: 'en', target: 'ur' });
    const req = fake.requests.at(-1);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/lt/translate');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.body).toEqual({ q: ['Hello', 'World'], source: 'en', target: 'ur', format: 'text', api_key: 'secret' });
  });

  it('sends no api_key when none is set', async () => {
    await createLibreTranslate({ url: fake.url }, { fetch, timeoutMs: 5_000 }).translate({ texts: ['a'], source: 'en', target: 'bn' });
    expect(fake.requests.at(-1)?.body).not.toHaveProperty('api_key');
  });

  it('a list of the wrong length fails every segment of the call instead of shifting translations', async () => {
    next = { body: { translatedText: ['only one'] } };
    const results = await createLibreTranslate({ url: fake.url }, { fetch, timeoutMs: 5_000 }).translate({ texts: ['a', 'b'], source: 'en', target: 'hi' });
    expect(results).toEqual([{ error: expect.stringContaining('1 translations for 2') }, { error: expect.stringContaining('1 translations for 2') }]);
  });

  it('shows the provider message of a refused request', async () => {
    next = { status: 400, body: { error: 'hi is not supported' } };
    await expect(
      createLibreTranslate({ url: fake.url }, { fetch, timeoutMs: 5_000 }).translate({ texts: ['a'], source: 'en', target: 'hi' }),
    ).rejects.toMatchObject({
      message: 'LibreTranslate answered 400: hi is not supported',
      retryable: false,
    });
  });

  it('supports by LibreTranslate codes: Hindi, Bengali, Urdu yes; Odia and Tamil no', () => {
    const adapter = createLibreTranslate({ url: fake.url }, { fetch, timeoutMs: 5_000 });
    expect(['hi', 'bn', 'ur', 'zh-CN'].map((t) => adapter.supports('en', t))).toEqual([true, true, true, true]);
    expect(['od', 'ta'].map((t) => adapter.supports('en', t))).toEqual([false, false]);
  });
});
