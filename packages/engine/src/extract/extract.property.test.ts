import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyTranslation } from './apply.ts';
import { extractSegments } from './extract.ts';
import { fnv1a64 } from './hash.ts';
import { tokenizeMarkers } from './markers.ts';
import { normaliseText } from './normalise.ts';
import { countWords } from './words.ts';

// Random documents built from realistic pieces, including broken markup.
const words = fc.constantFrom(
  'Hello',
  'नमस्ते',
  'क्\u200dष',
  'ആണ്\u200dകുട്ടി',
  '你好',
  'Cafe\u0301',
  // Marks that follow a marker in the text but a letter in the visible text.
  '\u0301x',
  '\u094dक',
  'ாக',
  'ஒ',
  '{1}',
  '<2>',
  '\\',
  '&amp;',
  '&lt;3',
  '42',
  'a@b.in',
  ' ',
  '\n  ',
  '&nbsp;',
);
const inlineTag = fc.constantFrom('b', 'i', 'a', 'span', 'em', 'strong', 'sup');
const blockTag = fc.constantFrom('p', 'div', 'li', 'h2', 'td', 'section');

const fragment: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    words,
    words,
    fc.tuple(inlineTag, fc.array(tie('node'), { maxLength: 4 })).map(([t, c]) => `<${t} class="c">${c.join('')}</${t}>`),
    fc.tuple(blockTag, fc.array(tie('node'), { maxLength: 4 })).map(([t, c]) => `<${t}>${c.join('')}</${t}>`),
    fc.constantFrom(
      '<br>',
      '<img src="x.png" alt="Alt text">',
      '<code>x()</code>',
      '<script>var s="<p>x</p>"</script>',
      '<span translate="no">Lipi</span>',
      '<p>',
      '</b>',
      '<a href="/x">',
      '<!-- c -->',
      '<title>T</title>',
    ),
  ),
})).node;

const documents = fc.array(fragment, { maxLength: 8 }).map((parts) => parts.join(''));

describe('extractSegments on random documents', () => {
  it('always yields normalised, hashed, counted segments with consistent placeholders', () => {
    fc.assert(
      fc.property(documents, (html) => {
        for (const segment of extractSegments(html).segments) {
          expect(segment.text).not.toBe('');
          expect(normaliseText(segment.text)).toBe(segment.text);
          expect(segment.sourceHash).toBe(fnv1a64(segment.text));
          expect(segment.wordCount).toBe(countWords(segment.text));
          const tokens = tokenizeMarkers(segment.text);
          const opened = tokens.filter((t) => t.type === 'open' || t.type === 'void').map((t) => (t.type === 'text' ? 0 : t.id));
          expect(opened).toEqual(segment.placeholders.map((p) => p.id));
          expect(segment.placeholders.map((p) => p.id)).toEqual(segment.placeholders.map((_, i) => i + 1));
          const stack: number[] = [];
          for (const t of tokens) {
            if (t.type === 'open') stack.push(t.id);
            if (t.type === 'close') expect(stack.pop()).toBe(t.id);
          }
          expect(stack).toEqual([]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('round-trips: the source text applied as its own translation re-extracts to the same text', () => {
    const inlineOnly = fc.array(
      fc.oneof(
        words,
        fc.tuple(inlineTag, words).map(([t, w]) => `<${t}>${w}</${t}>`),
        fc.constantFrom('<br>', '<code>x</code>'),
      ),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(inlineOnly, (parts) => {
        const html = `<p>${parts.join('')}</p>`;
        const segment = extractSegments(html, { ignorePatterns: [] }).segments.find((s) => s.kind === 'text');
        if (!segment || segment.placeholders.some((p) => p.tag === 'a')) return;
        const rebuilt = applyTranslation(segment.text, segment.text, segment.placeholders);
        const again = extractSegments(`<p>${rebuilt}</p>`, { ignorePatterns: [] }).segments.find((s) => s.kind === 'text');
        expect(again?.text).toBe(segment.text);
      }),
      { numRuns: 400 },
    );
  });
});
