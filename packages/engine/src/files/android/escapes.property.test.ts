import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLiteral } from '../../extract/markers.ts';
import { parseStringsXml, writeStringsXml } from './index.ts';

const SOURCE = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="plain">Plain text</string>
    <string name="args">Hello %1$s, you have %2$d</string>
    <string name="cdata"><![CDATA[Read <b>this</b>]]></string>
</resources>
`;

// Text a translator or an engine may produce: quotes, backslashes, @ and ? at the start, newlines,
// tabs, runs of spaces, XML specials, percent signs, brace and angle shapes, Devanagari.
const piece = fc.constantFrom('a', 'नमस्ते', ' ', '  ', '\n', '\t', "'", '"', '\\', '@', '?', '&', '<', '>', '%', '%%', '{9}', '<7>', ']]>', 'x');
const text = fc.array(piece, { minLength: 1, maxLength: 12 }).map((parts) => parts.join(''));
// Android drops leading/trailing whitespace of the segment itself (kept only as quoting around it).
const meaningful = text.filter((t) => t.trim() !== '' && t === t.trim());

describe('strings.xml escaping (property)', () => {
  const doc = parseStringsXml(SOURCE);

  it('any translation written into a string reads back as the same text', () => {
    fc.assert(
      fc.property(meaningful, (raw) => {
        // The segment form of literal text: marker-shaped text is escaped as the editor does. A bare
        // `%` would be read back as a format argument, so this property leaves it out (see the next).
        const segment = escapeLiteral(raw.replace(/%/g, ''), false);
        if (segment.trim() === '' || segment !== segment.trim()) return;
        const { text: out, rejected } = writeStringsXml(doc, new Map([['plain', segment]]));
        expect(rejected).toEqual([]);
        expect(parseStringsXml(out).units.find((u) => u.id === 'plain')!.inner.text).toBe(segment);
      }),
      { numRuns: 300 },
    );
  });

  it('translations with the source placeholders read back with the same placeholders, also in CDATA', () => {
    fc.assert(
      fc.property(meaningful, meaningful, (a, b) => {
        // Trimmed before escaping: trimming after could strip what a trailing backslash's escape needs.
        const plainA = escapeLiteral(a.replace(/%/g, '').trim(), true) || 'x';
        const plainB = escapeLiteral(b.replace(/%/g, '').trim(), true) || 'y';
        const args = `${plainA} {2} ${plainB} {1}`;
        const cdata = `${plainA} <1>${plainB}</1>`;
        const { text: out, rejected } = writeStringsXml(
          doc,
          new Map([
            ['args', args],
            ['cdata', cdata],
          ]),
        );
        expect(rejected).toEqual([]);
        const back = new Map(parseStringsXml(out).units.map((u) => [u.id, u.inner]));
        // Read back, placeholders are numbered in the new order: %2$d is now {1}.
        expect(back.get('args')?.formatArgs).toEqual(['%2$d', '%1$s']);
        expect(back.get('args')?.text).toBe(`${plainA} {1} ${plainB} {2}`);
        expect(back.get('cdata')?.text).toBe(cdata);
      }),
      { numRuns: 300 },
    );
  });
});
