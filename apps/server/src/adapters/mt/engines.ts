import { LANGUAGE_CODES, MT_ENGINES, type MtEngineId } from '@lipi/contract';
import type { Config } from '../../config.ts';
import { createApertium } from './apertium.ts';
import { createBhashini } from './bhashini.ts';
import { createDeepL } from './deepl.ts';
import { createGoogleTranslate } from './google.ts';
import { createLibreTranslate } from './libretranslate.ts';
import { createMicrosoftTranslator } from './microsoft.ts';
import type { MtAdapter } from './mt-adapter.ts';
import { createOpenAiChat } from './openai-chat.ts';
import { createTransliterationEngine } from './transliteration.ts';

export type MtEngineInfo = {
  id: MtEngineId;
  label: string;
  configured: boolean;
  /** Languages it translates English into on this server (empty when not configured). */
  targets: string[];
  /** The pairs the running provider listed, for providers that publish them (null: not fetched, or the provider has no list). */
  pairs: { source: string; target: string }[] | null;
  /** Why the provider's language list could not be fetched. */
  languagesError: string | null;
  /** The provider publishes a list that has not been read yet (first ask still on its way): targets are not known yet. */
  languagesPending: boolean;
};

/** Projects are localised from English: the targets an engine offers are from English. */
const FROM = 'en';

export type MtEngines = {
  /** The adapter for a configured engine; undefined when the engine is unknown or not configured. */
  get(id: string): MtAdapter | undefined;
  /** Every engine the product knows, in the contract's order, with whether this server can use it. */
  list(): MtEngineInfo[];
  /**
   * Fetches the language lists that are missing or older than their TTL (call before list() or
   * supports()). Waits at most `maxWaitMs` (a provider that does not answer must not hold a screen);
   * the fetch goes on and the next call sees its result.
   */
  refreshLanguages(maxWaitMs?: number): Promise<void>;
};

export type MtEngineDeps = { fetch?: typeof fetch };

/** What every network adapter receives besides its own settings. */
export type MtHttpOptions = { fetch: typeof fetch; timeoutMs: number };

type Factory = (config: Config, http: MtHttpOptions) => MtAdapter | undefined;

/** One entry per engine: builds the adapter when its required settings are present, else undefined. */
const FACTORIES: Record<MtEngineId, Factory> = {
  transliteration: () => createTransliterationEngine(),
  libretranslate: (c, http) => (c.LIBRETRANSLATE_URL ? createLibreTranslate({ url: c.LIBRETRANSLATE_URL, apiKey: c.LIBRETRANSLATE_API_KEY }, http) : undefined),
  apertium: (c, http) => (c.APERTIUM_URL ? createApertium({ url: c.APERTIUM_URL }, http) : undefined),
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
    list: () =>
      MT_ENGINES.map((e) => {
        const adapter = adapters.get(e.id);
        return {
          id: e.id,
          label: e.label,
          configured: Boolean(adapter),
          targets: adapter ? LANGUAGE_CODES.filter((t) => t !== FROM && adapter.supports(FROM, t)) : [],
          pairs: adapter?.languages?.list() ?? null,
          languagesError: adapter?.languages?.error() ?? null,
          languagesPending: Boolean(adapter?.languages && adapter.languages.list() === undefined && adapter.languages.error() === undefined),
        };
      }),
    refreshLanguages: async (maxWaitMs = 5_000) => {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
      await Promise.race([Promise.all(list.map((a) => a.languages?.refresh())), waited]);
      clearTimeout(timer);
    },
  };
}
