import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiChat } from './openai-chat.ts';
import { parseTranslationList } from './openai-reply.ts';
import { fakeTranslate, startFakeProvider, type FakeProvider, type FakeReply, type FakeRequest } from './testing/fake-provider.ts';
import { describeMtContract } from './testing/mt-contract.ts';

type Body = { model: string; temperature: number; messages: Array<{ role: string; content: string }> };
const textsOf = (req: FakeRequest): string[] => {
  const user = (req.body as Body | undefined)?.messages?.find((m) => m.role === 'user');
  return user ? (JSON.parse(user.content) as string[]) : [];
};
const chat = (content: string, finish = 'stop') => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
});
const serve = (req: FakeRequest): FakeReply => ({ body: chat(JSON.stringify(textsOf(req).map(fakeTranslate))) });
const http = { fetch, timeoutMs: 5_000 };

describeMtContract('OpenAI-compatible chat', {
  source: 'en',
  target: 'ta',
  create: (url, options) => createOpenAiChat({ baseUrl: `${url}/v1`, apiKey: 'sk-test', model: 'm' }, options),
  serve,
  textsOf,
  errorBody: (_status, message) => ({ error: { message, type: 'invalid_request_error', code: null } }),
  malformedBody: { choices: [] },
});

describe('OpenAI-compatible chat request', () => {
  let fake: FakeProvider;
  let next: FakeReply | undefined;
  beforeAll(async () => {
    fake = await startFakeProvider((req) => next ?? serve(req));
  });
  afterAll(() => fake.close());
  const run = (texts: string[], settings: { apiKey?: string } = { apiKey: 'sk-test' }) =>
    createOpenAiChat({ baseUrl: `${fake.url}/v1/`, model: 'llama3.1:8b', ...settings }, http).translate({ texts, source: 'en', target: 'od' });

  it('POSTs {model, temperature 0, system prompt, user JSON array} to /chat/completions with a Bearer key', async () => {
    next = undefined;
    await run(['Pay {{1}}now{{2}}', 'Cart']);
    const req = fake.requests.at(-1);
    expect(req?.path).toBe('/v1/chat/completions');
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    const body = req?.body as Body;
    expect(body.model).toBe('llama3.1:8b');
    expect(body.temperature).toBe(0);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('from English (Latin script) into Odia (ଓଡ଼ିଆ, Odia script)');
    expect(body.messages[0]?.content).toContain('exactly 2 strings');
    expect(body.messages[0]?.content).toContain('{{1}}');
    expect(body.messages[1]).toEqual({ role: 'user', content: '["Pay {{1}}now{{2}}","Cart"]' });
  });

  it('sends no Authorization header without a key (local vLLM or Ollama)', async () => {
    await run(['a'], {});
    expect(fake.requests.at(-1)?.headers).not.toHaveProperty('authorization');
  });

  it('accepts an answer in a code fence or wrapped in an object', async () => {
    next = { body: chat('Here you go:\n```json\n["ଏକ", "ଦୁଇ"]\n```') };
    expect(await run(['one', 'two'])).toEqual([{ text: 'ଏକ' }, { text: 'ଦୁଇ' }]);
    next = { body: chat('{"translations": ["ଏକ", "ଦୁଇ"]}') };
    expect(await run(['one', 'two'])).toEqual([{ text: 'ଏକ' }, { text: 'ଦୁଇ' }]);
  });

  it('a count mismatch, prose or a cut-off answer fails each segment instead of guessing', async () => {
    next = { body: chat('["ଏକ"]') };
    expect(await run(['one', 'two'])).toEqual([
      { error: 'The model returned 1 translations for 2 texts' },
      { error: 'The model returned 1 translations for 2 texts' },
    ]);
    next = { body: chat('Sorry, I cannot help with that.') };
    expect((await run(['one'])).every((r) => 'error' in r)).toBe(true);
    next = { body: chat('["ଏକ", "ଦ', 'length') };
    expect((await run(['one', 'two'])).every((r) => 'error' in r)).toBe(true);
  });

  it('429 insufficient_quota is not retried; plain 429 is', async () => {
    next = { status: 429, body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } } };
    await expect(run(['a'])).rejects.toMatchObject({ retryable: false });
    next = { status: 429, headers: { 'retry-after': '3' }, body: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } } };
    await expect(run(['a'])).rejects.toMatchObject({ retryable: true, retryAfterSeconds: 3 });
  });
});

describe('parseTranslationList', () => {
  it('keeps per-item problems per item', () => {
    expect(parseTranslationList('["ok", 3, ""]', ['a', 'b', 'c'])).toEqual([
      { text: 'ok' },
      { error: 'The model returned no text for this segment' },
      { error: 'The model returned no text for this segment' },
    ]);
    expect(parseTranslationList('["", "x"]', ['', 'y'])).toEqual([{ text: '' }, { text: 'x' }]);
  });
});
