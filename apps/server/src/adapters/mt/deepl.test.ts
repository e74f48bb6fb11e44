import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeepL, deeplBaseUrl } from './deepl.ts';
import { fakeTranslate, startFakeProvider, type FakeProvider, type FakeReply, type FakeRequest } from './testing/fake-provider.ts';
import { describeMtContract } from './testing/mt-contract.ts';

type Body = { text?: string[] };
const serve = (req: FakeRequest): FakeReply => ({
  body: { translations: ((req.body as Body).text ?? []).map((t) => ({ detected_source_language: 'EN', text: fakeTranslate(t) })) },
});
const http = { fetch, timeoutMs: 5_000 };

describeMtContract('DeepL', {
  source: 'en',
  target: 'de',
  create: (url, options) => createDeepL({ authKey: 'k:fx', url }, options),
  serve,
  textsOf: (req) => (req.body as Body).text ?? [],
  errorBody: (_status, message) => ({ message }),
  malformedBody: { translation: 'x' },
  unauthorizedStatus: 403,
});

describe('DeepL request', () => {
  let fake: FakeProvider;
  let next: FakeReply | undefined;
  beforeAll(async () => {
    fake = await startFakeProvider((req) => next ?? serve(req));
  });
  afterAll(() => fake.close());

  it('POSTs {text, source_lang, target_lang} to /v2/translate with the DeepL-Auth-Key header', async () => {
    next = undefined;
    await createDeepL({ authKey: 'abc:fx', url: fake.url }, http).translate({ texts: ['Hello', 'Bye'], source: 'en', target: 'zh-CN' });
    const req = fake.requests.at(-1);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/v2/translate');
    expect(req?.headers.authorization).toBe('DeepL-Auth-Key abc:fx');
    expect(req?.body).toEqual({ text: ['Hello', 'Bye'], source_lang: 'EN', target_lang: 'ZH-HANS' });
  });

  it('456 (quota used up) is not retried', async () => {
    next = { status: 456, body: { message: 'Quota exceeded' } };
    await expect(createDeepL({ authKey: 'k', url: fake.url }, http).translate({ texts: ['a'], source: 'en', target: 'fr' })).rejects.toMatchObject({
      retryable: false,
      message: expect.stringContaining('Quota exceeded'),
    });
  });

  it('picks the free host for :fx keys and the pro host otherwise', () => {
    expect(deeplBaseUrl({ authKey: 'x:fx' })).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl({ authKey: 'x' })).toBe('https://api.deepl.com');
    expect(deeplBaseUrl({ authKey: 'x', url: 'https://proxy.example/' })).toBe('https://proxy.example');
  });

  it('says honestly that it serves no Indian language, and maps English targets to a variant', async () => {
    const a = createDeepL({ authKey: 'k', url: fake.url }, http);
    expect(['hi', 'od', 'ta', 'bn', 'ur'].some((t) => a.supports('en', t))).toBe(false);
    expect(a.supports('hi', 'en')).toBe(false);
    expect(['fr', 'de', 'ja', 'es-MX', 'pt'].every((t) => a.supports('en', t))).toBe(true);
    next = undefined;
    await a.translate({ texts: ['Bonjour'], source: 'fr', target: 'en' });
    expect(fake.requests.at(-1)?.body).toMatchObject({ source_lang: 'FR', target_lang: 'EN-US' });
  });
});
