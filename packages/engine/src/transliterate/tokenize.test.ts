import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.ts';
import { transliterateEnglish } from './index.ts';

const kinds = (text: string): string[] => tokenize(text).map((t) => `${t.kind}:${t.text}`);

describe('tokenize', () => {
  it('protects placeholders of the common i18n formats', () => {
    expect(kinds('Hi <1>Ana</1>, {2} {count} {{user}} ${x} %s %1$d %.2f')).toEqual([
      'word:Hi',
      'other: ',
      'protected:<1>',
      'word:Ana',
      'protected:</1>',
      'other:, ',
      'protected:{2}',
      'other: ',
      'protected:{count}',
      'other: ',
      'protected:{{user}}',
      'other: ',
      'protected:${x}',
      'other: ',
      'protected:%s',
      'other: ',
      'protected:%1$d',
      'other: ',
      'protected:%.2f',
    ]);
  });

  it('protects markup, URLs and e-mail addresses, but not the sentence full stop after them', () => {
    expect(kinds('See <a href="x">docs</a> at https://lipi.in/a?b=1.')).toEqual([
      'word:See',
      'other: ',
      'protected:<a href="x">',
      'word:docs',
      'protected:</a>',
      'other: ',
      'word:at',
      'other: ',
      'protected:https://lipi.in/a?b=1',
      'other:.',
    ]);
    expect(kinds('mail ops@lipi.in')).toEqual(['word:mail', 'other: ', 'protected:ops@lipi.in']);
  });

  it('keeps contractions as one word and splits digits from letters', () => {
    expect(kinds("don't 4G")).toEqual(["word:don't", 'other: ', 'number:4', 'word:G']);
  });

  it('round-trips any text', () => {
    const text = 'Mixed: हिंदी, <br/>, 12.5%, {x}';
    expect(
      tokenize(text)
        .map((t) => t.text)
        .join(''),
    ).toBe(text);
  });
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('transliteration keeps everything that is not a word (property)', () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzAEIOUST     0123456789,.;!?-()"\n';
  const stripLetters = (s: string): string => s.replace(/[\p{L}\p{M}\u200C\u200D]/gu, '');

  it('never throws, never leaves Latin letters, and keeps punctuation, digits and spacing in order', () => {
    const next = random(42);
    for (let n = 0; n < 300; n++) {
      const length = Math.floor(next() * 40);
      const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      for (const lang of ['hi', 'ta', 'ur', 'sat', 'mni', 'bn']) {
        const output = transliterateEnglish(text, lang);
        expect(output).not.toMatch(/[A-Za-z]/);
        expect(stripLetters(output)).toBe(stripLetters(text));
      }
    }
  });
});

describe('percentages are numbers, not printf placeholders', () => {
  it('"Earn up to 7.25% interest" keeps 7.25% and transliterates the whole word "interest"', async () => {
    const { transliterateEnglish, phoneticToIndic } = await import('./index.ts');
    for (const out of [transliterateEnglish('Earn up to 7.25% interest', 'hi'), phoneticToIndic('Earn up to 7.25% interest', 'hi')]) {
      expect(out).toContain('7.25%');
      expect(out).not.toMatch(/[A-Za-z]/);
    }
    expect(tokenize('Save 50% instantly').map((t) => t.kind)).toEqual(['word', 'other', 'number', 'other', 'word']);
    expect(
      tokenize('Hello %s and %1$d')
        .filter((t) => t.kind === 'protected')
        .map((t) => t.text),
    ).toEqual(['%s', '%1$d']);
  });
});
