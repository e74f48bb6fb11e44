import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasLetterFast, isNfcInertPunctuation, normaliseTextFast } from './fast-text.ts';
import { DEFAULT_IGNORE_PATTERNS, compileIgnorePatterns, isIgnorable } from './ignore.ts';
import { isKeptByDefaultPatterns } from './ignore-hint.ts';
import { hasLetter, normaliseText } from './normalise.ts';
import { MARK, SECOND_MARK, SLOW, STARTER, isNfcSafeAt, nfcKind } from './nfc-inert.ts';
import { measurePlain } from './plain-facts.ts';
import { countPlainWords } from './words.ts';

/*
 * The scanning fast paths of extraction (fast-text.ts, plain-facts.ts, words.ts, char-class.ts)
 * against the definitions: normalise.ts and ignore.ts, and the regex word count words.ts had,
 * kept here verbatim. Segment hashes and word counts must not move.
 */
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/u;
const SEA = /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
function referenceCountPlainWords(plain: string): number {
  if (plain === '') return 0;
  if (!/[\u0080-\uffff]/.test(plain)) {
    let tokens = 1;
    for (let at = plain.indexOf(' '); at >= 0; at = plain.indexOf(' ', at + 1)) tokens++;
    return tokens - (plain.match(/(?:^| )[^A-Za-z0-9 ]+(?= |$)/g)?.length ?? 0);
  }
  let count = 0;
  for (const token of plain.match(/\S+/g) ?? []) {
    // Tokens with CJK or Thai-like script share countToken's slow path in both versions.
    if (CJK.test(token) || SEA.test(token)) count += countPlainWords(token);
    else count += /[\p{L}\p{N}]/u.test(token) ? 1 : 0;
  }
  return count;
}

// Characters around every boundary the fast paths test: ASCII, Latin-1, NBSP and other spaces,
// U+0300 marks, inert punctuation and its neighbours, Indic with joiners, CJK, Thai, astral.
const pieces = fc.constantFrom(
  ...'a Z 0 9 - @ . / : $ ₹ € % , + k'.split(' '),
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u00a0',
  '\u00e9',
  '\u00ff',
  '\u0300',
  '\u0301',
  '\u2000',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2010',
  '\u2019',
  '\u201c',
  '\u2026',
  '\u2027',
  '\u2028',
  '\u202f',
  '\u2030',
  '\u205f',
  '\u20b9',
  '\u2126',
  '\u3000',
  '\ufeff',
  'न',
  'न्\u200d',
  'नमस्ते',
  '\u094d',
  '\u093c',
  'ज़',
  'मुफ़्त',
  '\u0316',
  'न\u093c',
  'a\u0301',
  '\u0929',
  'ि',
  'த',
  'ா',
  '\u0bc6',
  '\u0bc7',
  'ொ',
  '\u0bcd',
  '\u0bd7',
  '가',
  '\u1100',
  '\u1161',
  '\u11a8',
  'ষ',
  '\u09be',
  '\u09c7',
  'മ',
  '\u0d4d',
  'क़',
  '\u0958',
  '你',
  'ー',
  'ไทย',
  '😀',
  '𝐀',
  '\ud800',
  'www.',
  'https://',
  'a@b.in',
  'Rs. 5',
  'USD',
  'INR 3',
  '2 lakh',
  'Cr',
  ' crore',
  '5M',
  'B',
  'x',
  'é',
  'word',
);
const texts = fc.array(pieces, { maxLength: 24 }).map((p) => p.join(''));

describe('extraction fast paths agree with the regex versions', () => {
  it('normaliseText', () => {
    fc.assert(
      fc.property(texts, (t) => normaliseTextFast(t) === normaliseText(t)),
      { numRuns: 1500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (t) => normaliseTextFast(t) === normaliseText(t)),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('hasLetter and countPlainWords', () => {
    fc.assert(
      fc.property(texts, (t) => {
        const plain = normaliseText(t);
        expect(hasLetterFast(t)).toBe(hasLetter(t));
        expect(countPlainWords(plain)).toBe(referenceCountPlainWords(plain));
      }),
      { numRuns: 1500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (t) => hasLetterFast(t) === hasLetter(t)),
      { numRuns: 1000 },
    );
  }, 60_000);

  it('measurePlain gives the answers of the separate functions in one scan', () => {
    const matchers = compileIgnorePatterns(DEFAULT_IGNORE_PATTERNS);
    fc.assert(
      fc.property(texts, (t) => {
        const facts = measurePlain(t);
        expect(facts.plain).toBe(normaliseText(t));
        expect(facts.words).toBe(referenceCountPlainWords(facts.plain));
        expect(facts.hasLetter).toBe(hasLetter(facts.plain));
        if (!facts.mayMatchDefaultPatterns) expect(isIgnorable(facts.plain, matchers)).toBe(!facts.hasLetter);
        if (!facts.mayMatchAddress) expect(facts.plain).not.toMatch(/@|:\/\/|www\./i);
        if (!facts.mayMatchAddress && isKeptByDefaultPatterns(facts.plain) === false) expect(isIgnorable(facts.plain, matchers)).toBe(false);
      }),
      { numRuns: 4000 },
    );
  }, 60_000);

  it('the punctuation NFC may skip is in no canonical decomposition, has none, and is no mark or space', () => {
    const inert: number[] = [];
    for (let c = 0; c < 0x10000; c++) if (isNfcInertPunctuation(c)) inert.push(c);
    const inertSet = new Set(inert);
    for (const c of inert) {
      const ch = String.fromCharCode(c);
      expect(ch.normalize('NFD')).toBe(ch);
      expect(/[\s\p{M}\p{Grapheme_Extend}]/u.test(ch)).toBe(false);
    }
    const containing: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      const decomposed = ch.normalize('NFD');
      if (decomposed === ch) continue;
      for (let i = 0; i < decomposed.length; i++) if (inertSet.has(decomposed.charCodeAt(i))) containing.push(cp.toString(16));
    }
    expect(containing).toEqual([]);
  }, 60_000);

  it('the NFC kinds agree with normalize() next to ASCII, Latin-1 and every character of their block', () => {
    const wrong: string[] = [];
    const latin: number[] = [];
    for (let c = 0x20; c < 0x300; c += c < 0x80 ? 1 : 3) latin.push(c);
    for (let c = 0x300; c < 0x10000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const kind = nfcKind(c);
      if (kind === SLOW) continue;
      const ch = String.fromCharCode(c);
      const block = Array.from({ length: 128 }, (_, i) => (c & ~0x7f) + i);
      // A starter that is no second part cannot join what precedes it: its own block is enough.
      for (const before of kind === STARTER ? block : [...latin, ...block]) {
        if (before >= 0xd800 && before <= 0xdfff) continue;
        const pair = String.fromCharCode(before) + ch;
        const isSafeBefore = before < 0x300 || nfcKind(before) !== SLOW;
        if (isSafeBefore && isNfcSafeAt(pair, 1, false) && pair.normalize('NFC') !== pair) wrong.push(pair);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('a BMP character after the first of an astral decomposition is a mark (never safe after a surrogate) or slow', () => {
    const found: string[] = [];
    for (let cp = 0x10000; cp < 0x110000; cp++) {
      const decomposed = String.fromCodePoint(cp).normalize('NFD');
      for (let i = 1; i < decomposed.length; i++) {
        const unit = decomposed.charCodeAt(i);
        if (unit >= 0xd800 && unit <= 0xdfff) continue;
        const kind = nfcKind(unit);
        if (kind !== SLOW && kind !== MARK && kind !== SECOND_MARK) found.push(cp.toString(16));
      }
    }
    expect(found).toEqual([]);
  }, 60_000);
});
