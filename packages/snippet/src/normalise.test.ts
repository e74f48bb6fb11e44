import { describe, expect, it } from 'vitest';
import { normaliseText } from '@lipi/engine/extract/browser';
import { normalise } from './segment.ts';
describe('normalise', () => {
  it('equals normaliseText', () => {
    const parts = [
      'a',
      ' ',
      '  ',
      '\n',
      '\t',
      '\u00a0',
      '\u2019',
      '\u2028',
      '\u202f',
      '\u0301',
      'क्',
      '\u200d',
      'x',
      '€',
      '\u205f',
      '\u20c1',
      '\u0000',
      '\u001f',
      '¶',
      '\ud835\udc00',
      '\u2010',
      '\u2027',
      '\u2030',
      '\u205e',
      '\u20a0',
      '\u20c0',
      'ൻ',
      'ന്\u200d',
    ];
    let state = 7;
    const rand = () => ((state = (state * 1664525 + 1013904223) >>> 0), state / 2 ** 32);
    for (let i = 0; i < 20000; i++) {
      const s = Array.from({ length: Math.floor(rand() * 8) }, () => parts[Math.floor(rand() * parts.length)]).join('');
      expect(normalise(s), JSON.stringify(s)).toBe(normaliseText(s));
    }
  });
});
