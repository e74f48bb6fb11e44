import { LANGUAGE_CODES } from '@lipi/contract';

/** How long a provider's fetched language list is trusted before it is asked again. */
export const LANGUAGE_LIST_TTL_MS = 10 * 60_000;

export type LanguagePair = { source: string; target: string };

/**
 * The pairs a provider says it serves, fetched from the provider itself (LibreTranslate
 * `/languages`, Apertium `/listPairs`) and kept for a TTL, so the settings never offer a pair the
 * running instance cannot translate. `supports()` is synchronous; callers that are about to offer
 * or check pairs `await refresh()` first.
 */
export type LanguagePairs = {
  /** Asks the provider when the list was never fetched or is older than the TTL; a failure keeps the last list and records why. */
  refresh(): Promise<void>;
  /** Whether the provider listed the pair (Lipi codes); undefined while nothing was ever fetched. */
  has(source: string, target: string): boolean | undefined;
  /** The listed pairs in Lipi codes (languages of the contract's table only); undefined while nothing was fetched. */
  list(): LanguagePair[] | undefined;
  /** Why the last fetch failed (the provider's message), or undefined. */
  error(): string | undefined;
};

export type PairCacheOptions = {
  /** The provider's pairs in its own codes. */
  load(): Promise<Array<[string, string]>>;
  /** Lipi code → provider code (undefined: the provider has no code for it). */
  toProvider(code: string): string | undefined;
  ttlMs?: number;
  now?: () => number;
};

export function createPairCache({ load, toProvider, ttlMs = LANGUAGE_LIST_TTL_MS, now = Date.now }: PairCacheOptions): LanguagePairs {
  let keys: Set<string> | undefined;
  let fetchedAt = -Infinity;
  let lastError: string | undefined;
  let inflight: Promise<void> | undefined;
  const key = (a: string, b: string) => `${a}|${b}`;

  const fetchNow = async () => {
    try {
      const pairs = await load();
      keys = new Set(pairs.map(([a, b]) => key(a, b)));
      lastError = undefined;
    } catch (err) {
      lastError = (err as Error).message;
    } finally {
      // A failure waits a tenth of the TTL before asking again, so a down provider is not hammered per request.
      fetchedAt = lastError && keys === undefined ? now() - ttlMs * 0.9 : now();
      inflight = undefined;
    }
  };

  const has = (source: string, target: string) => {
    if (!keys) return undefined;
    const a = toProvider(source);
    const b = toProvider(target);
    return a !== undefined && b !== undefined && source !== target && keys.has(key(a, b));
  };

  return {
    refresh: () => {
      if (now() - fetchedAt < ttlMs) return Promise.resolve();
      inflight ??= fetchNow();
      return inflight;
    },
    has,
    list: () => {
      if (!keys) return undefined;
      const pairs: LanguagePair[] = [];
      for (const source of LANGUAGE_CODES) {
        if (toProvider(source) === undefined) continue;
        for (const target of LANGUAGE_CODES) if (has(source, target)) pairs.push({ source, target });
      }
      return pairs;
    },
    error: () => lastError,
  };
}
