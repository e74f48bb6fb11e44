import type { LanguagePairs } from './language-pairs.ts';

/**
 * A machine-translation engine: a batch of segment texts in, one result per segment out, in the
 * same order. Texts arrive already masked (placeholders and glossary terms replaced by tokens the
 * pipeline restores and verifies afterwards); an adapter sends them as they are.
 */
export type MtRequest = {
  texts: string[];
  /** Lipi language codes (contract LANGUAGES), e.g. 'en', 'hi', 'kas-IN'; adapters map them to the provider's. */
  source: string;
  target: string;
  signal?: AbortSignal;
};

/** Per segment: the translation, or why this one failed (the others still count). */
export type MtResult = { text: string } | { error: string };

export interface MtAdapter {
  /** Engine id from the contract's MT_ENGINES, e.g. 'libretranslate'. */
  readonly id: string;
  /** Largest batch the provider accepts in one call (segments) and largest total characters. */
  readonly maxBatch: number;
  readonly maxChars: number;
  /** Whether this engine can serve the pair (provider language support, as far as it is known offline). */
  supports(source: string, target: string): boolean;
  /**
   * The pairs the running provider lists (fetched and cached), for providers that publish them.
   * supports() answers from this list once it is fetched.
   */
  readonly languages?: LanguagePairs;
  /** Whether the engine carries inline markup (the `{{n}}` tokens of tags) to the right words; false for word-by-word and rule-based engines. */
  readonly keepsTags?: boolean;
  /**
   * One provider call. Throws MtError for a failure of the whole call (network, 401, 429, 5xx): the
   * pipeline retries those with backoff when `retryable`.
   */
  translate(request: MtRequest): Promise<MtResult[]>;
}

export class MtError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** Seconds the provider asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
    /** The provider's HTTP status, when the failure was an HTTP reply. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MtError';
  }
}
