import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CodecError, readTm, writeTm, type TmFormat, type TmUnit } from './index.ts';

const piece = fc.oneof(
  fc.constantFrom('<1>', '</1>', '{2}', '<3>', '</3>', '\\', '\\{4}', '\\\\<5>', '&', '&amp;', '"', "'", '=', '+', '-', '@'),
  fc.constantFrom(' ', '\n', '\r\n', '\t', 'क्ष', 'ত্র', 'ழ', 'اردو', '🎉', '\u200D', ']]>', '<b>', '_x000D_', ',', ';'),
  fc.string({ maxLength: 4 }),
);
// XML 1.0 cannot carry most C0 controls at all; a TM never holds them.
const isXmlChar = (ch: string): boolean => {
  const cp = ch.codePointAt(0) ?? 0;
  return (cp >= 0x20 || ch === '\t' || ch === '\n' || ch === '\r') && cp !== 0xfffe && cp !== 0xffff;
};
const segment = fc
  .array(piece, { minLength: 1, maxLength: 10 })
  .map((p) => [...p.join('')].filter(isXmlChar).join(''))
  .filter((s) => s.trim() !== '');
const unit = fc.record({ sourceText: segment, target: segment }).map((u): TmUnit => ({ ...u, sourceLang: 'en', targetLang: 'hi' }));

describe('codec fuzzing', () => {
  it.each<TmFormat>(['tmx', 'xliff12', 'xliff2', 'csv'])('%s round-trips arbitrary segments', async (format) => {
    await fc.assert(
      fc.asyncProperty(fc.array(unit, { minLength: 1, maxLength: 4 }), async (units) => {
        expect(await readTm(format, await writeTm(format, units))).toEqual(units);
      }),
      { numRuns: 150 },
    );
  });

  it.each<TmFormat>(['tmx', 'xliff12', 'xliff2', 'csv', 'xlsx'])('%s fails only with CodecError on damaged input', async (format) => {
    const sample = await writeTm(format, [{ sourceText: 'A <1>b</1>{2}', target: 'क <1>ख</1>{2}', sourceLang: 'en', targetLang: 'hi' }]);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: sample.length - 1 }), fc.integer({ min: 0, max: 255 }), fc.nat(40), async (at, byte, cut) => {
        const damaged = sample.slice(0, sample.length - cut);
        damaged[Math.min(at, damaged.length - 1)] = byte;
        try {
          const units = await readTm(format, damaged);
          expect(Array.isArray(units)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(CodecError);
        }
      }),
      { numRuns: format === 'xlsx' ? 40 : 200 },
    );
  });
});
