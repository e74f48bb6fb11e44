import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGlossaryTerms, type GlossaryTerm } from './index.ts';

/** The plain definition: one regex alternation, longest term first, whole words only. */
function reference(text: string, glossary: GlossaryTerm[]): string[] {
  const terms = glossary.filter((t) => t.term.trim() !== '').sort((a, b) => b.term.length - a.term.length);
  if (!terms.length) return [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const spell = (t: GlossaryTerm) =>
    t.isCaseSensitive
      ? escape(t.term)
      : [...t.term].map((c) => (c.toLowerCase() !== c.toUpperCase() ? `[${c.toLowerCase()}${c.toUpperCase()}]` : escape(c))).join('');
  const word = '[\\p{L}\\p{M}\\p{N}_]';
  const re = new RegExp(`(?<!${word})(?:${terms.map((t) => `(${spell(t)})`).join('|')})(?!${word})`, 'gu');
  return [...text.matchAll(re)].map((m) => `${m.index}:${m[0]}`);
}

describe('findGlossaryTerms', () => {
  it('finds the same terms as the plain regex definition', () => {
    const words = ['Lipi', 'lipi', 'Cloud', 'Google', 'C++', 'C', 'बैंक', 'खाता', 'Node.js', 'e-mail', '(beta)', 'x'];
    const term = fc.record({
      term: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
      rule: fc.constant('never' as const),
      translations: fc.constant({}),
      isCaseSensitive: fc.boolean(),
    });
    const text = fc.array(fc.constantFrom(...words, ' ', ',', 'ि', 's', '+', '.'), { maxLength: 14 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.array(term, { maxLength: 6 }), text, (glossary, t) => {
        expect(findGlossaryTerms(t, glossary).map((m) => `${m.start}:${m.text}`)).toEqual(reference(t, glossary));
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('scales to large glossaries', () => {
    const glossary: GlossaryTerm[] = Array.from({ length: 5000 }, (_, i) => ({
      term: `Product ${i}`,
      rule: 'never',
      translations: {},
      isCaseSensitive: false,
    }));
    const text = 'Compare product 4999 with Product 12 and product 123456. '.repeat(200);
    const matches = findGlossaryTerms(text, glossary);
    expect(matches).toHaveLength(400);
    expect(matches.slice(0, 2).map((m) => m.text)).toEqual(['product 4999', 'Product 12']);
  });
});
