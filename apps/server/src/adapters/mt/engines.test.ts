import { MT_ENGINES } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMtEngines, fromAdapters } from './engines.ts';
import { createTransliterationEngine } from './transliteration.ts';

const base = { DATA_DIR: '/tmp/lipi-mt-engines-test', JWT_SECRET: 'x'.repeat(32) };
const configured = (env: Record<string, string>) =>
  createMtEngines(loadConfig({ ...base, ...env }))
    .list()
    .filter((e) => e.configured)
    .map((e) => e.id);

describe('MT engine registry', () => {
  it('offers only the built-in transliteration engine when nothing is configured', () => {
    const engines = createMtEngines(loadConfig(base));
    expect(engines.list().map((e) => e.id)).toEqual(MT_ENGINES.map((e) => e.id));
    expect(configured({})).toEqual(['transliteration']);
    expect(engines.get('transliteration')?.id).toBe('transliteration');
    expect(engines.get('google')).toBeUndefined();
    expect(engines.get('no-such-engine')).toBeUndefined();
  });

  it('labels come from the contract vocabulary', () => {
    expect(createMtEngines(loadConfig(base)).list()[0]).toMatchObject({ id: 'transliteration', label: MT_ENGINES[0].label, configured: true, pairs: null });
  });

  it('configures each engine exactly when its required settings are set', () => {
    expect(configured({ LIBRETRANSLATE_URL: 'http://lt:5000' })).toContain('libretranslate');
    expect(configured({ APERTIUM_URL: 'http://127.0.0.1:2737' })).toContain('apertium');
    expect(configured({ BHASHINI_USER_ID: 'u' })).not.toContain('bhashini');
    expect(configured({ BHASHINI_USER_ID: 'u', BHASHINI_API_KEY: 'k' })).toContain('bhashini');
    expect(configured({ GOOGLE_TRANSLATE_API_KEY: 'k' })).toContain('google');
    expect(configured({ MICROSOFT_TRANSLATOR_KEY: 'k' })).toContain('microsoft');
    expect(configured({ DEEPL_AUTH_KEY: 'k:fx' })).toContain('deepl');
    expect(configured({ OPENAI_API_KEY: 'sk' })).not.toContain('openai');
    expect(configured({ OPENAI_API_KEY: 'sk', OPENAI_MODEL: 'gpt-4o-mini' })).toContain('openai');
    expect(configured({ OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' })).toContain('openai');
  });

  it('rejects a malformed provider address at boot', () => {
    expect(() => loadConfig({ ...base, LIBRETRANSLATE_URL: 'not a url' })).toThrow(/LIBRETRANSLATE_URL/);
  });

  it('builds adapters with the injected fetch and MT_TIMEOUT_SECONDS', async () => {
    const calls: Array<{ url: string; signal?: AbortSignal | null }> = [];
    const fakeFetch: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), signal: init?.signal });
      return new Response(JSON.stringify({ translatedText: ['नमस्ते'] }), { headers: { 'content-type': 'application/json' } });
    };
    const engines = createMtEngines(loadConfig({ ...base, LIBRETRANSLATE_URL: 'http://lt.internal:5000', MT_TIMEOUT_SECONDS: '5' }), { fetch: fakeFetch });
    expect(await engines.get('libretranslate')?.translate({ texts: ['Hello'], source: 'en', target: 'hi' })).toEqual([{ text: 'नमस्ते' }]);
    expect(calls[0]?.url).toBe('http://lt.internal:5000/translate');
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('says a slow language list is pending, not that the engine serves nothing, and shows it once it arrives', async () => {
    let answer: (r: Response) => void = () => undefined;
    const slowFetch: typeof fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    const engines = createMtEngines(loadConfig({ ...base, APERTIUM_URL: 'http://apy.internal:2737' }), { fetch: slowFetch });
    await engines.refreshLanguages(10);
    expect(engines.list().find((e) => e.id === 'apertium')).toMatchObject({ targets: [], pairs: null, languagesError: null, languagesPending: true });
    answer(
      new Response(JSON.stringify({ responseData: [{ sourceLanguage: 'eng', targetLanguage: 'spa' }] }), { headers: { 'content-type': 'application/json' } }),
    );
    await engines.refreshLanguages(1_000);
    expect(engines.list().find((e) => e.id === 'apertium')).toMatchObject({ targets: ['es', 'es-MX'], languagesPending: false });
  });

  it('fromAdapters serves injected adapters (AppDeps.mt in tests)', () => {
    const engines = fromAdapters([createTransliterationEngine()]);
    expect(engines.get('transliteration')).toBeDefined();
    expect(engines.list().find((e) => e.id === 'deepl')?.configured).toBe(false);
  });
});
