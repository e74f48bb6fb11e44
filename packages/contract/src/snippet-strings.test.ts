import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.ts';
import { SNIPPET_ENGLISH_ONLY, SNIPPET_STRINGS, SNIPPET_STRINGS_EN, formatSnippetString, snippetStringsFor } from './snippet-strings.ts';

const KEYS = Object.keys(SNIPPET_STRINGS_EN).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the snippet's own strings", () => {
  it('cover every language of the table: translated, or listed as English-only (never both)', () => {
    for (const code of LANGUAGE_CODES) {
      const translated = code in SNIPPET_STRINGS;
      const englishOnly = SNIPPET_ENGLISH_ONLY.includes(code);
      expect(translated !== englishOnly, code).toBe(true);
    }
    // Nothing for a code the table does not know.
    for (const code of [...Object.keys(SNIPPET_STRINGS), ...SNIPPET_ENGLISH_ONLY]) expect(LANGUAGE_CODES, code).toContain(code);
  });

  it('give every translated language every key, non-empty, with the same placeholders as English', () => {
    for (const [code, strings] of Object.entries(SNIPPET_STRINGS)) {
      expect(Object.keys(strings).sort(), code).toEqual(KEYS);
      for (const key of KEYS) {
        const text = strings[key as keyof typeof strings];
        expect(text.trim(), `${code}.${key}`).not.toBe('');
        expect(placeholders(text), `${code}.${key}`).toEqual(placeholders(SNIPPET_STRINGS_EN[key as keyof typeof SNIPPET_STRINGS_EN]));
      }
    }
    expect(placeholders(SNIPPET_STRINGS_EN.languageLabel)).toEqual(['language']);
    expect(placeholders(SNIPPET_STRINGS_EN.original)).toEqual(['text']);
  });

  it('are really translated (not English copied) outside English, and keep the rating digits Latin', () => {
    for (const [code, strings] of Object.entries(SNIPPET_STRINGS)) {
      if (code === 'en') continue;
      expect(strings.suggest, code).not.toBe(SNIPPET_STRINGS_EN.suggest);
      expect(strings.rating, code).toMatch(/1.*5/);
    }
  });

  it('fill placeholders and fall back to English for an untranslated language', () => {
    expect(formatSnippetString(SNIPPET_STRINGS.hi!.languageLabel, { language: 'हिन्दी' })).toBe('भाषा: हिन्दी। भाषा बदलें');
    expect(formatSnippetString('Original: {text} {other}', { text: 'Add to cart' })).toBe('Original: Add to cart {other}');
    expect(snippetStringsFor('hi')).toEqual({ code: 'hi', strings: SNIPPET_STRINGS.hi });
    expect(snippetStringsFor('sat')).toEqual({ code: 'en', strings: SNIPPET_STRINGS_EN });
  });
});
