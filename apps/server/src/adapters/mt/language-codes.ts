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
    const mapped = renames[code] ?? code;
    return known.has(mapped) ? mapped : undefined;
  };
  return {
    toProvider,
    supportsPair: (source, target) => source !== target && toProvider(source) !== undefined && toProvider(target) !== undefined,
  };
}

/** The renames almost every provider needs: Lipi's `od` is ISO 639-1 `or`, Konkani is `gom` (Goan Konkani). */
export const COMMON_RENAMES: Readonly<Record<string, string>> = { od: 'or', kok: 'gom' };
