import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBhashini } from './bhashini.ts';
import { fakeTranslate, startFakeProvider, type FakeProvider, type FakeReply, type FakeRequest } from './testing/fake-provider.ts';
import { describeMtContract } from './testing/mt-contract.ts';

const CONFIG_PATH = '/ulca/apis/v0/model/getModelsPipeline';
const COMPUTE_PATH = '/services/inference/pipeline';
type Compute = { pipelineTasks: Array<{ config: { language: Record<string, string>; serviceId: string } }>; inputData: { input: Array<{ source: string }> } };
type Config = { pipelineTasks: Array<{ taskType: string; config: { language: Record<string, string> } }>; pipelineRequestConfig: { pipelineId: string } };

const textsOf = (req: FakeRequest) => (req.path === COMPUTE_PATH ? (req.body as Compute).inputData.input.map((i) => i.source) : []);

/** The ULCA config reply: the inference address on this fake, a key, and the service for the pair asked. */
function configReply(req: FakeRequest, key = 'inference-key-1'): FakeReply {
  const language = (req.body as Config).pipelineTasks[0]?.config.language;
  return {
    body: {
      languages: [{ sourceLanguage: language?.sourceLanguage, targetLanguageList: [language?.targetLanguage] }],
      pipelineResponseConfig: [{ taskType: 'translation', config: [{ serviceId: 'ai4bharat/indictrans-v2-all-gpu--t4', modelId: 'm1', language }] }],
      pipelineInferenceAPIEndPoint: {
        callbackUrl: `http://${req.headers.host}${COMPUTE_PATH}`,
        inferenceApiKey: { name: 'Authorization', value: key },
        isMultilingualEnabled: true,
        isSyncApi: true,
      },
    },
  };
}
const computeReply = (req: FakeRequest): FakeReply => ({
  body: {
    pipelineResponse: [
      { taskType: 'translation', config: null, output: textsOf(req).map((source) => ({ source, target: fakeTranslate(source) })), audio: null },
    ],
  },
});
const serve = (req: FakeRequest) => (req.path === CONFIG_PATH ? configReply(req) : computeReply(req));
const settings = (url: string) => ({ userId: 'user-1', apiKey: 'ulca-key', pipelineId: 'pipe-1', configUrl: `${url}${CONFIG_PATH}` });
const http = { fetch, timeoutMs: 5_000 };

describeMtContract('Bhashini', {
  source: 'en',
  target: 'od',
  create: (url, options) => createBhashini(settings(url), options),
  serve,
  textsOf,
  errorBody: (_status, message) => ({ detail: { kind: 'Error', message } }),
  malformedBody: { pipelineResponse: 'nothing' },
});

describe('Bhashini requests', () => {
  let fake: FakeProvider;
  let handler: (req: FakeRequest) => FakeReply = serve;
  beforeAll(async () => {
    fake = await startFakeProvider((req) => handler(req));
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    handler = serve;
    fake.requests.length = 0;
  });

  it('asks the config call for the pair, then computes at the callback with the inference key and serviceId', async () => {
    const results = await createBhashini(settings(fake.url), http).translate({ texts: ['Hello', 'Pay {{1}}'], source: 'en', target: 'od' });
    expect(results).toEqual([{ text: fakeTranslate('Hello') }, { text: fakeTranslate('Pay {{1}}') }]);
    const [config, compute] = fake.requests;
    expect(config?.path).toBe(CONFIG_PATH);
    expect(config?.headers.userid).toBe('user-1');
    expect(config?.headers.ulcaapikey).toBe('ulca-key');
    expect(config?.body).toEqual({
      pipelineTasks: [{ taskType: 'translation', config: { language: { sourceLanguage: 'en', targetLanguage: 'or' } } }],
      pipelineRequestConfig: { pipelineId: 'pipe-1' },
    });
    expect(compute?.path).toBe(COMPUTE_PATH);
    expect(compute?.headers.authorization).toBe('inference-key-1');
    expect(compute?.body).toEqual({
      pipelineTasks: [
        { taskType: 'translation', config: { language: { sourceLanguage: 'en', targetLanguage: 'or' }, serviceId: 'ai4bharat/indictrans-v2-all-gpu--t4' } },
      ],
      inputData: { input: [{ source: 'Hello' }, { source: 'Pay {{1}}' }] },
    });
  });

  it('caches the config per pair for an hour', async () => {
    let clock = 0;
    const adapter = createBhashini(settings(fake.url), http, () => clock);
    await adapter.translate({ texts: ['a'], source: 'en', target: 'hi' });
    await adapter.translate({ texts: ['b'], source: 'en', target: 'hi' });
    await adapter.translate({ texts: ['c'], source: 'en', target: 'ta' });
    expect(fake.requests.filter((r) => r.path === CONFIG_PATH)).toHaveLength(2);
    clock = 61 * 60 * 1000;
    await adapter.translate({ texts: ['d'], source: 'en', target: 'hi' });
    expect(fake.requests.filter((r) => r.path === CONFIG_PATH)).toHaveLength(3);
  });

  it('sends script codes for the two-script languages (Perso-Arabic Kashmiri, Meetei Mayek Manipuri)', async () => {
    const adapter = createBhashini(settings(fake.url), http);
    await adapter.translate({ texts: ['a'], source: 'en', target: 'kas-IN' });
    await adapter.translate({ texts: ['a'], source: 'en', target: 'mni-Mtei' });
    const languages = fake.requests.filter((r) => r.path === CONFIG_PATH).map((r) => (r.body as Config).pipelineTasks[0]?.config.language);
    expect(languages).toEqual([
      { sourceLanguage: 'en', targetLanguage: 'ks', targetScriptCode: 'Aran' },
      { sourceLanguage: 'en', targetLanguage: 'mni', targetScriptCode: 'Mtei' },
    ]);
  });

  it('a rejected inference key is refreshed from the config call once', async () => {
    let configs = 0;
    handler = (req) => {
      if (req.path === CONFIG_PATH) return configReply(req, `inference-key-${++configs}`);
      if (req.headers.authorization === 'inference-key-1') return { status: 401, body: { detail: 'Invalid API key' } };
      return computeReply(req);
    };
    const results = await createBhashini(settings(fake.url), http).translate({ texts: ['a'], source: 'en', target: 'hi' });
    expect(results).toEqual([{ text: fakeTranslate('a') }]);
    expect(configs).toBe(2);
  });

  it('a missing target fails that segment only; a short output list fails each one', async () => {
    handler = (req) =>
      req.path === CONFIG_PATH
        ? configReply(req)
        : { body: { pipelineResponse: [{ taskType: 'translation', output: [{ source: 'a', target: 'अ' }, { source: 'b' }] }] } };
    expect(await createBhashini(settings(fake.url), http).translate({ texts: ['a', 'b'], source: 'en', target: 'hi' })).toEqual([
      { text: 'अ' },
      { error: 'Bhashini returned no text for this segment' },
    ]);
    handler = (req) => (req.path === CONFIG_PATH ? configReply(req) : { body: { pipelineResponse: [{ taskType: 'translation', output: [] }] } });
    const short = await createBhashini(settings(fake.url), http).translate({ texts: ['a', 'b'], source: 'en', target: 'hi' });
    expect(short.every((r) => 'error' in r)).toBe(true);
  });

  it('supports English and the 22 scheduled languages by Lipi code, nothing else', () => {
    const adapter = createBhashini(settings(fake.url), http);
    expect(['hi', 'od', 'kok', 'sat', 'brx', 'doi', 'ks', 'kas-IN', 'mni', 'sd'].every((t) => adapter.supports('en', t))).toBe(true);
    expect(adapter.supports('hi', 'ta')).toBe(true);
    expect(['fr', 'zh-CN'].some((t) => adapter.supports('en', t))).toBe(false);
  });
});
