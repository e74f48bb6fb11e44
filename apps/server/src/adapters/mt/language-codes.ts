import { toBcp47 } from '@lipi/contract';
/**
 * Lipi language codes (contract LANGUAGES) to one provider's codes. `renames` lists the Lipi codes
 * the provider spells differently (Odia is `od` in Lipi and `or` almost everywhere else);
 * `supported` is the provider's documented list in the provider's own spelling. A code that maps
 * outside that list is unsupported, so supports() never promises a pair the provider will refuse.
 */
export type LanguageCodes = {
  /** The provider's code, or undefined when the provider does not document the language. */
  toProvider(code: string): string | undefined;
  supportsPair(source: string, target: string): boolean;
};

export function languageCodes(supported: readonly string[], renames: Readonly<Record<string, string>> = {}): LanguageCodes {
  const known = new Set(supported);
  const toProvider = (code: string) => {
    // The provider's own spelling first, then Lipi's code as is, then the contract's BCP 47 tag
    // (Odia `od` → `or`, Santali `sat` in Ol Chiki → `sat-Olck`): the one mapping every boundary uses.
    const mapped = renames[code] ?? (known.has(code) ? code : toBcp47(code));
    return known.has(mapped) ? mapped : undefined;
  };
  return {
    toProvider,
    supportsPair: (source, target) => source !== target && toProvider(source) !== undefined && toProvider(target) !== undefined,
  };
}

/** The rename almost every provider needs beyond the contract's tags: Konkani is `gom` (Goan Konkani).
 * (Odia `od` → `or` comes from the contract's toBcp47.) */
export const COMMON_RENAMES: Readonly<Record<string, string>> = { kok: 'gom' };
