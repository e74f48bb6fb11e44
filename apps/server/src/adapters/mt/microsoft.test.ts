import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMicrosoftTranslator } from './microsoft.ts';
import { fakeTranslate, startFakeProvider, type FakeProvider, type FakeReply, type FakeRequest } from './testing/fake-provider.ts';
import { describeMtContract } from './testing/mt-contract.ts';

type Body = Array<{ Text: string }>;
const textsOf = (req: FakeRequest) => (Array.isArray(req.body) ? (req.body as Body).map((e) => e.Text) : []);
const serve = (req: FakeRequest): FakeReply => ({
  body: textsOf(req).map((t) => ({ translations: [{ text: fakeTranslate(t), to: req.query.get('to') }] })),
});
const errorBody = (status: number, message: string) => ({ error: { code: status * 1000, message } });
const http = { fetch, timeoutMs: 5_000 };

describeMtContract('Microsoft Translator', {
  source: 'en',
  target: 'as',
  create: (url, options) => createMicrosoftTranslator({ url, key: 'k', region: 'centralindia' }, options),
  serve,
  textsOf,
  errorBody,
  malformedBody: { translations: [] },
});

describe('Microsoft Translator request', () => {
  let fake: FakeProvider;
  let next: FakeReply | undefined;
  beforeAll(async () => {
    fake = await startFakeProvider((req) => next ?? serve(req));
  });
  afterAll(() => fake.close());

  it('POSTs [{Text}] to /translate with api-version, from, to and the subscription headers', async () => {
    next = undefined;
    const adapter = createMicrosoftTranslator({ url: `${fake.url}/`, key: 'sub-key', region: 'centralindia' }, http);
    await adapter.translate({ texts: ['Add to cart', 'Checkout'], source: 'en', target: 'kok' });
    const req = fake.requests.at(-1);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/translate');
    expect(Object.fromEntries(req?.query ?? [])).toEqual({ 'api-version': '3.0', from: 'en', to: 'gom' });
    expect(req?.headers['ocp-apim-subscription-key']).toBe('sub-key');
    expect(req?.headers['ocp-apim-subscription-region']).toBe('centralindia');
    expect(req?.body).toEqual([{ Text: 'Add to cart' }, { Text: 'Checkout' }]);
  });

  it('sends no region header for a global resource', async () => {
    await createMicrosoftTranslator({ url: fake.url, key: 'k' }, http).translate({ texts: ['a'], source: 'en', target: 'hi' });
    expect(fake.requests.at(-1)?.headers).not.toHaveProperty('ocp-apim-subscription-region');
  });

  it('an element without a translation fails only that segment', async () => {
    next = { body: [{ translations: [{ text: 'ok', to: 'hi' }] }, { translations: [] }] };
    const results = await createMicrosoftTranslator({ url: fake.url, key: 'k' }, http).translate({ texts: ['a', 'b'], source: 'en', target: 'hi' });
    expect(results[0]).toEqual({ text: 'ok' });
    expect(results[1]).toHaveProperty('error');
  });

  it('403 (quota used up) is not retried and keeps the provider message', async () => {
    next = { status: 403, body: errorBody(403, 'Out of call volume quota.') };
    await expect(createMicrosoftTranslator({ url: fake.url, key: 'k' }, http).translate({ texts: ['a'], source: 'en', target: 'hi' })).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('Out of call volume quota.'),
    });
  });

  it('supports Bodo, Dogri, Konkani, Perso-Arabic Kashmiri; not Devanagari Kashmiri or Santali', () => {
    const a = createMicrosoftTranslator({ url: fake.url, key: 'k' }, http);
    expect(['brx', 'doi', 'kok', 'kas-IN', 'od', 'zh-TW'].every((t) => a.supports('en', t))).toBe(true);
    expect(['ks', 'sat', 'mni'].some((t) => a.supports('en', t))).toBe(false);
  });
});
