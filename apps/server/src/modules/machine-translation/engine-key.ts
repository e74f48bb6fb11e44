import type { MtEngineId } from '@lipi/contract';
import { createHash } from 'node:crypto';
import type { Config } from '../../config.ts';

/** The settings each engine is built from (config.ts): servers with equal values build equal adapters. */
const SETTINGS: Record<MtEngineId, string[]> = {
  transliteration: [],
  libretranslate: ['LIBRETRANSLATE_'],
  apertium: ['APERTIUM_'],
  bhashini: ['BHASHINI_'],
  google: ['GOOGLE_TRANSLATE_'],
  microsoft: ['MICROSOFT_TRANSLATOR_'],
  deepl: ['DEEPL_'],
  openai: ['OPENAI_'],
};

/**
 * A fingerprint of how this server is configured for an engine (a hash, so no secret is stored in
 * job data). A run's jobs carry the key of the server that accepted it, and only a server with the
 * same key works them: during a rolling settings change, or with servers configured for different
 * engines, a run is never translated half by one provider address and half by another.
 */
export function engineKey(config: Config, engine: string): string {
  const prefixes = SETTINGS[engine as MtEngineId] ?? [];
  const values = Object.entries(config)
    .filter(([name]) => prefixes.some((p) => name.startsWith(p)))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([engine, values]))
    .digest('hex')
    .slice(0, 16);
}
