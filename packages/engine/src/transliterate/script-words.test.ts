import { describe, expect, it } from 'vitest';
import { countScriptWords } from './script-words.ts';

const count = (text: string, lang: string): Record<string, number> => {
  const counts = new Map<string, number>();
  countScriptWords(text, lang, counts);
  return Object.fromEntries(counts);
};

describe('countScriptWords', () => {
  it('counts the words of the language’s script, skipping Latin, digits and dandas', () => {
    expect(count('ज़ोमातो से ऑर्डर करें। Zomato से १० मिनट', 'hi')).toEqual({ ज़ोमातो: 1, से: 2, ऑर्डर: 1, करें: 1, मिनट: 1 });
  });

  it('keeps a joiner inside a word and counts NFC forms as one word', () => {
    // A half form with ZWJ (क्‍ष), and ज़ precomposed (U+095B) and decomposed.
    expect(count('\u0915\u094d\u200d\u0937 \u0915\u094d\u200d\u0937 \u200d', 'mr')).toEqual({ '\u0915\u094d\u200d\u0937': 2 });
    expect(count('\u095b \u091c\u093c', 'hi')).toEqual({ '\u091c\u093c': 2 });
  });

  it('reads only the script of the language asked for', () => {
    expect(count('నమస్తే नमस्ते', 'te')).toEqual({ నమస్తే: 1 });
  });
});
