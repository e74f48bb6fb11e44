import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unifyCanonicalSpellings } from './canonical-spelling.ts';

describe('unifyCanonicalSpellings', () => {
  it.each([
    ['Malayalam chillu n', 'അവന്‍', 'അവൻ'],
    ['Malayalam chillu r', 'അവര്‍', 'അവർ'],
    ['Malayalam chillu l and ll', 'കാല്‍ വാള്‍', 'കാൽ വാൾ'],
    ['Malayalam chillu nn and k', 'കണ്‍ സാക്‍', 'കൺ സാൿ'],
    ['Bengali khanda ta', 'উত্‍সব', 'উৎসব'],
    ['Bengali khanda ta at the end', 'হঠাত্‍', 'হঠাৎ'],
  ])('%s', (_name, joiner, atomic) => {
    expect(unifyCanonicalSpellings(joiner)).toBe(atomic);
    expect(unifyCanonicalSpellings(atomic)).toBe(atomic);
  });

  it('keeps joiners that select other forms (Devanagari half forms, eyelash ra, a ZWJ after other letters)', () => {
    for (const text of ['क्‍ष', 'र्‍य', 'മ്‍ഷ', 'ক্‍ষ']) expect(unifyCanonicalSpellings(text)).toBe(text);
  });

  it('changes nothing in text without a ZWJ', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        fc.pre(!s.includes('\u200D'));
        expect(unifyCanonicalSpellings(s)).toBe(s);
      }),
    );
  });
});
