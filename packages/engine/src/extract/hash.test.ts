import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fnv1a64 } from './hash.ts';

// The textbook definition, with BigInt: the fast version must agree with it on every input.
function referenceFnv1a64(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

describe('fnv1a64', () => {
  it('matches the published FNV-1a 64 test vectors', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(fnv1a64('foobar')).toBe('85944171f73967e8');
  });

  it('hashes the UTF-8 bytes of Indic, CJK and astral text', () => {
    for (const text of ['नमस्ते दुनिया', 'வணக்கம்', 'ആണ്‍കുട്ടി', '你好，世界', '😀 emoji', 'ক্‌ষ']) {
      expect(fnv1a64(text)).toBe(referenceFnv1a64(text));
    }
  });

  it('is deterministic and always 16 hex digits', () => {
    expect(fnv1a64('Hello <1>world</1>')).toBe(fnv1a64('Hello <1>world</1>'));
    expect(fnv1a64('Hello <1>world</1>')).toMatch(/^[0-9a-f]{16}$/);
    expect(fnv1a64('Hello')).not.toBe(fnv1a64('hello'));
  });

  it('hashes lone surrogates as U+FFFD and long strings without overflow', () => {
    expect(fnv1a64('x\ud800y')).toBe(fnv1a64('x\ufffdy'));
    const long = 'ab\u0928'.repeat(5000);
    expect(fnv1a64(long)).toBe(referenceFnv1a64(long));
  });

  it('encodes every BMP character outside the surrogates as the encoder does', () => {
    for (let from = 0x80; from < 0x10000; from += 0x1000) {
      let text = '';
      for (let c = from; c < from + 0x1000; c++) if (c < 0xd800 || c > 0xdfff) text += String.fromCharCode(c);
      expect(fnv1a64(text)).toBe(referenceFnv1a64(text));
    }
  });

  it('agrees with the BigInt reference on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => fnv1a64(text) === referenceFnv1a64(text)),
      { numRuns: 500 },
    );
  });
});
