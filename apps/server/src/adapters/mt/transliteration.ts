import { supportedTransliterationLanguages, transliterateEnglish } from '@lipi/engine/transliterate';
import type { MtAdapter } from './mt-adapter.ts';

const TARGETS = new Set(supportedTransliterationLanguages);

/**
 * The built-in engine: English written in the target language's script, offline. It is a
 * phonetic rendering, not a translation, which is why it is the default that always works and the
 * paid engines are opt-in. The tokenizer passes placeholders, tags and the pipeline's masking
 * tokens through unchanged.
 */
export function createTransliterationEngine(): MtAdapter {
  return {
    id: 'transliteration',
    // No provider limits: the batch only bounds how long one call holds the event loop.
    maxBatch: 500,
    maxChars: 200_000,
    supports: (source, target) => source === 'en' && TARGETS.has(target),
    async translate({ texts, target, signal }) {
      return texts.map((text) => {
        signal?.throwIfAborted();
        try {
          return { text: transliterateEnglish(text, target) };
        } catch (err) {
          return { error: (err as Error).message };
        }
      });
    },
  };
}
