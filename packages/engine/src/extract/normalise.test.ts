import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fnv1a64 } from './hash.ts';
import { normaliseText } from './normalise.ts';

const graphemes = (text: string): string[] => [...new Intl.Segmenter('und', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

describe('normaliseText', () => {
  it('folds whitespace runs, newlines, tabs and NBSP, and trims', () => {
    expect(normaliseText('  Hello,\n\t   world  ')).toBe('Hello, world');
    expect(normaliseText('10\u00a0km\u3000away')).toBe('10 km away');
    expect(normaliseText('\u00a0')).toBe('');
    expect(normaliseText('')).toBe('');
  });

  it('leaves already normal text as the same string', () => {
    const text = 'Already normal text.';
    expect(normaliseText(text)).toBe(text);
  });

  it('composes to NFC so decomposed and precomposed input are equal', () => {
    expect(normaliseText('Cafe\u0301')).toBe('Café');
    // Devanagari nukta: क + ़ composes to क़ (U+0958 is excluded from composition, so both stay
    // decomposed) — what matters is that both spellings give one result.
    expect(normaliseText('\u0915\u093c')).toBe(normaliseText('\u0958'));
    // Bengali ো written as ে + া.
    expect(normaliseText('\u0995\u09c7\u09be')).toBe('\u0995\u09cb');
    // Tamil ொ written as ெ + ா.
    expect(normaliseText('\u0b95\u0bc6\u0bbe')).toBe('\u0b95\u0bca');
  });

  it('keeps ZWJ and ZWNJ in Devanagari; a Malayalam ZWJ chillu becomes the atomic chillu', () => {
    const devanagari = 'क्\u200dष और क्\u200cष';
    expect(normaliseText(`  ${devanagari} `)).toBe(devanagari);
    expect(normaliseText('ആണ്\u200dകുട്ടി')).toBe('ആൺകുട്ടി');
    expect(normaliseText('ന്\u200cറ')).toContain('\u200c');
  });

  it('keeps a leading space that carries a combining mark', () => {
    expect(normaliseText('  \u0301x')).toBe(' \u0301x');
  });

  it('is idempotent and never splits a grapheme cluster', () => {
    const indic = fc.constantFrom('क', '्', '\u200d', '\u200c', 'ष', 'ि', 'ം', ' ', '\n', '\u00a0', 'a', '\u0301', 'e', '😀');
    fc.assert(
      fc.property(
        fc.array(indic, { maxLength: 30 }).map((parts) => parts.join('')),
        (text) => {
          const out = normaliseText(text);
          if (normaliseText(out) !== out) return false;
          const source = new Set(graphemes(text.normalize('NFC')));
          // Every cluster of the output that is not just whitespace was a cluster of the input.
          return graphemes(out).every((g) => /^\s+$/.test(g) || source.has(g) || /^\s/.test(g));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('spellings NFC does not unify (issue #17)', () => {
  // The normalisation as it was before the chillu rule, to prove ordinary hashes did not move.
  const before = (input: string): string => {
    const s = /[\u0300-\uffff]/.test(input) ? input.normalize('NFC') : input;
    if (!/[^\S ]| {2}|^ | $/.test(s)) return s;
    return s
      .replace(/\s+/g, ' ')
      .replace(/^\s+(?![\p{M}\p{Grapheme_Extend}\u200d])/u, '')
      .trimEnd();
  };

  it('hashes a Malayalam sentence the same with ZWJ chillus and atomic chillus', () => {
    const atomic = 'അവൻ ഓൺലൈൻ ഫോൺ വാങ്ങി, കാർ അവൾ ഓടിച്ചു';
    const withZwj = 'അവന്\u200D ഓണ്\u200Dലൈന്\u200D ഫോണ്\u200D വാങ്ങി, കാര്\u200D അവള്\u200D ഓടിച്ചു';
    expect(withZwj).not.toBe(atomic);
    expect(normaliseText(withZwj)).toBe(atomic);
    expect(fnv1a64(normaliseText(withZwj))).toBe(fnv1a64(normaliseText(atomic)));
  });

  it('hashes a Bengali sentence the same with ত্‍ (ta + virama + ZWJ) and the atomic khanda ta ৎ', () => {
    const atomic = 'হঠাৎ উৎসব';
    const withZwj = 'হঠাত্\u200D উত্\u200Dসব';
    expect(withZwj).not.toBe(atomic);
    expect(fnv1a64(normaliseText(withZwj))).toBe(fnv1a64(normaliseText(atomic)));
  });

  it('leaves the hash of every text without those sequences unchanged', () => {
    const texts = [
      'Hello world',
      '  Open   the app\u00A0now ',
      'खाता खोलें',
      'क्\u200Dष और क्\u200Cष', // Devanagari half forms with joiners stay as they are
      'ಪಾಸ್\u200Cವರ್ಡ್ ನಮೂದಿಸಿ',
      'കമ്പ്യൂട്ടർ',
      'ന്\u200C', // a ZWNJ after a Malayalam virama is not a chillu
      'নমস্কার',
      'مرحبا',
      'e\u0301te\u0301',
    ];
    for (const t of texts) expect(fnv1a64(normaliseText(t))).toBe(fnv1a64(before(t)));
  });
});
