import { MT_ENGINES, type MtEngineId } from '@lipi/contract';
import type { Config } from '../../config.ts';
import type { MtAdapter } from './mt-adapter.ts';
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
  libretranslate: () => undefined,
  bhashini: () => undefined,
  google: () => undefined,
  microsoft: () => undefined,
  deepl: () => undefined,
  openai: () => undefined,
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
