import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeLiteral, plainText, tokenizeMarkers } from './markers.ts';

describe('markers', () => {
  it('tokenizes paired and void markers', () => {
    expect(tokenizeMarkers('Hi <1>there</1>{2}!')).toEqual([
      { type: 'text', value: 'Hi ' },
      { type: 'open', id: 1 },
      { type: 'text', value: 'there' },
      { type: 'close', id: 1 },
      { type: 'void', id: 2 },
      { type: 'text', value: '!' },
    ]);
  });

  it('leaves ordinary text, including backslashes and braces, unchanged', () => {
    for (const text of ['C:\\Users\\me', 'a < b > c', 'f(x) = {x}', '{a1}', '<p>']) {
      expect(escapeLiteral(text, false)).toBe(text);
      expect(tokenizeMarkers(text)).toEqual([{ type: 'text', value: text }]);
    }
  });

  it('escapes marker-shaped page text so it stays literal', () => {
    const escaped = escapeLiteral('Use {1} or <2>', false);
    expect(escaped).toBe('Use \\{1} or \\<2>');
    expect(plainText(escaped)).toBe('Use {1} or <2>');
  });

  it('doubles backslashes before a real marker', () => {
    const text = escapeLiteral('path\\', true) + '<1>x</1>';
    expect(tokenizeMarkers(text)).toEqual([
      { type: 'text', value: 'path\\' },
      { type: 'open', id: 1 },
      { type: 'text', value: 'x' },
      { type: 'close', id: 1 },
    ]);
  });

  it('round-trips any literal text next to real markers', () => {
    const literal = fc.stringMatching(/^[a\\<>{}/1 ]{0,12}$/);
    fc.assert(
      fc.property(literal, literal, (a, b) => {
        const text = `${escapeLiteral(a, true)}{7}${escapeLiteral(b, false)}`;
        const expected = [...(a ? [{ type: 'text', value: a }] : []), { type: 'void', id: 7 }, ...(b ? [{ type: 'text', value: b }] : [])];
        expect(tokenizeMarkers(text)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
