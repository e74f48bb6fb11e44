import { MT_ENGINES, type MtEngineId } from '@lipi/contract';
import type { Config } from '../../config.ts';
import { createBhashini } from './bhashini.ts';
import { createDeepL } from './deepl.ts';
import { createGoogleTranslate } from './google.ts';
import { createLibreTranslate } from './libretranslate.ts';
import { createMicrosoftTranslator } from './microsoft.ts';
import type { MtAdapter } from './mt-adapter.ts';
import { createOpenAiChat } from './openai-chat.ts';
import { createTransliterationEngine } from './transliteration.ts';

export type MtEngineInfo = { id: MtEngineId; label: string; configured: boolean };

export type MtEngines = {
  /** The adapter for a configured engine; undefined when the engine is unknown or not configured. */
  get(id: string): MtAdapter | undefined;
  /** Every engine the product knows, in the contract's order, with whether this server can use it. */
  list(): MtEngineInfo[];
};

export type MtEngineDeps = { fetch?: typeof fetch };

/** What every network adapter receives besides its own settings. */
export type MtHttpOptions = { fetch: typeof fetch; timeoutMs: number };

type Factory = (config: Config, http: MtHttpOptions) => MtAdapter | undefined;

/** One entry per engine: builds the adapter when its required settings are present, else undefined. */
const FACTORIES: Record<MtEngineId, Factory> = {
  transliteration: () => createTransliterationEngine(),
  libretranslate: (c, http) =>
    c.LIBRETRANSLATE_URL ? createLibreTranslate({ url: c.LIBRETRANSLATE_URL, apiKey: c.LIBRETRANSLATE_API_KEY }, http) : undefined,
  bhashini: (c, http) =>
    c.BHASHINI_USER_ID && c.BHASHINI_API_KEY
      ? createBhashini({ userId: c.BHASHINI_USER_ID, apiKey: c.BHASHINI_API_KEY, pipelineId: c.BHASHINI_PIPELINE_ID, configUrl: c.BHASHINI_CONFIG_URL }, http)
      : undefined,
  google: (c, http) =>
    c.GOOGLE_TRANSLATE_API_KEY ? createGoogleTranslate({ url: c.GOOGLE_TRANSLATE_URL, apiKey: c.GOOGLE_TRANSLATE_API_KEY }, http) : undefined,
  microsoft: (c, http) =>
    c.MICROSOFT_TRANSLATOR_KEY
      ? createMicrosoftTranslator({ url: c.MICROSOFT_TRANSLATOR_URL, key: c.MICROSOFT_TRANSLATOR_KEY, region: c.MICROSOFT_TRANSLATOR_REGION }, http)
      : undefined,
  deepl: (c, http) => (c.DEEPL_AUTH_KEY ? createDeepL({ authKey: c.DEEPL_AUTH_KEY, url: c.DEEPL_URL }, http) : undefined),
  // A model is always needed; the address defaults to OpenAI's, so a key alone or a local base URL alone both work.
  openai: (c, http) =>
    c.OPENAI_MODEL && (c.OPENAI_BASE_URL || c.OPENAI_API_KEY)
      ? createOpenAiChat({ baseUrl: c.OPENAI_BASE_URL, apiKey: c.OPENAI_API_KEY, model: c.OPENAI_MODEL }, http)
      : undefined,
};

/** Builds the adapters once at boot from the settings; an engine without its settings is listed as not configured. */
export function createMtEngines(config: Config, deps: MtEngineDeps = {}): MtEngines {
  const http: MtHttpOptions = { fetch: deps.fetch ?? ((input, init) => fetch(input, init)), timeoutMs: config.MT_TIMEOUT_SECONDS * 1000 };
  const adapters = new Map<string, MtAdapter>();
  for (const engine of MT_ENGINES) {
    const adapter = FACTORIES[engine.id](config, http);
    if (adapter) adapters.set(engine.id, adapter);
  }
  return fromAdapters([...adapters.values()]);
}

/** A registry over ready-made adapters: tests inject fakes this way (AppDeps.mt). */
export function fromAdapters(list: MtAdapter[]): MtEngines {
  const adapters = new Map(list.map((a) => [a.id, a]));
  return {
    get: (id) => adapters.get(id),
    list: () => MT_ENGINES.map((e) => ({ id: e.id, label: e.label, configured: adapters.has(e.id) })),
  };
}
