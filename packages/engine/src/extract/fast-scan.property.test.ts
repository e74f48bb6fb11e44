import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractSegments } from './extract.ts';
import { FastScanUnsupported, fastScan } from './fast-scan.ts';
import { AttributeMode, TagStream } from './tag-stream.ts';

/*
 * fast-scan.ts against htmlparser2's Tokenizer: every event the tag stream passes on (with its
 * start and end indices, decoded entities and kept attributes) must be the same for both drivers.
 * A page the scanner refuses (FastScanUnsupported) is left to the Tokenizer by extraction, so it
 * only has to be rare; it must never give different events.
 */
class Recorder extends TagStream {
  readonly events: unknown[] = [];

  constructor(
    html: string,
    private readonly recordedMode: AttributeMode,
  ) {
    super(html, new Set(['title', 'alt', 'content', 'data-x', 'value']));
  }

  record(isFast: boolean): unknown[] {
    if (isFast) this.scan();
    else this.tokenize();
    return this.events;
  }

  protected attributeMode(): AttributeMode {
    return this.recordedMode;
  }
  protected onOpen(tag: string, attribs: Record<string, string>): void {
    this.events.push(['open', tag, { ...attribs }, this.startIndex, this.endIndex]);
  }
  protected onClose(tag: string, isImplied: boolean): void {
    this.events.push(['close', tag, isImplied, this.startIndex, this.endIndex]);
  }
  protected onTextRange(start: number, end: number): void {
    this.events.push(['text', start, end, this.startIndex, this.endIndex]);
  }
  protected onTextEntity(text: string): void {
    this.events.push(['entity', text, this.startIndex, this.endIndex]);
  }
  protected onEnd(): void {
    this.events.push(['end', this.startIndex, this.endIndex]);
  }
}

// Fragments around every branch of the scanner: tags in any case, raw-text elements, bogus and
// partial end tags, comments and declarations, quoted and unquoted attributes, entities with and
// without semicolons in text, titles and attributes, CRLF, lone `<` and `&`.
const piece = fc.constantFrom(
  ...['<p>', '</p>', '<P class=x>', '<div>', '</DIV >', '<br/>', '</br>', '<a href="/?a=1&amp;b=2&copy=3">', '</a>'],
  ...['<img alt="x &amp y &lt; z" src=a.png>', '<input value=a&ampb>', "<b title='t&quot;'>", '<i data-x>', '</i\t>'],
  ...['<script>', '</script>', '</SCRIPT >', '</scripty>', '<style>', '</style>', '<title>', '</title>', '<textarea>'],
  ...['<svg>', '<path/>', '</svg>', '<math>', '<mi/>', '<!-- c -->', '<!-->', '<!--->', '<!-- a --->', '<!DOCTYPE html>'],
  ...['<![CDATA[x]]>', '<!x>', '<?php x ?>', '</>', '</ >', '</3>', '< 3', '<<', '<&', 'a < b', '&', '&&', '&amp;', '&amp'],
  ...['&ampx', '&notin;', '&noti', '&#65;', '&#x41;', '&#x;', '&#;', '&#1114112;', '&#128512;', '&nbsp', '&lt', '&lt;/title>'],
  ...['text', ' ', '\n', '\r\n', '\t', 'नमस्ते', '=', '"', "'", '/', '>', 'x', 'é', '<table><tr><td>', '<li>', '<option>'],
  ...['<a b=c d', '<x =y>', '<a  b = "c" >', '<a b=/>', '<a/ b>', '<h1>', '</H1>', '<sCrIpT>x</ScRiPt\n>', '<title>a &amp; b</title>'],
);
const page = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

function compare(html: string, mode: AttributeMode): void {
  let fast: unknown[];
  try {
    fast = new Recorder(html, mode).record(true);
  } catch (error) {
    if (error instanceof FastScanUnsupported) return;
    throw error;
  }
  expect(fast).toEqual(new Recorder(html, mode).record(false));
}

describe('fastScan', () => {
  it('gives the Tokenizer-driven tag stream events on arbitrary markup', () => {
    for (const mode of [AttributeMode.All, AttributeMode.Wanted, AttributeMode.None]) {
      fc.assert(
        fc.property(page, (html) => compare(html, mode)),
        { numRuns: 3000 },
      );
    }
  });

  it('leaves what it refuses to the Tokenizer, whose output extraction then gives', () => {
    const pages: [string, string[]][] = [
      ['<title>a &lt; b < c</title><p>Hello world <!-- open', ['a < b < c', 'Hello world']],
      ['<p>Fish &amp; chips &copy', ['Fish & chips ©']],
      ['<p>Tom<script>x', ['Tom']],
    ];
    for (const [html, texts] of pages) {
      expect(() => new Recorder(html, AttributeMode.All).record(true)).toThrow(FastScanUnsupported);
      expect(() => fastScan(html, new Recorder(html, AttributeMode.None))).toThrow(FastScanUnsupported);
      expect(extractSegments(html).segments.map((s) => s.text)).toEqual(texts);
    }
  });

  it('refuses rarely: only at input ends and raw-text quirks', () => {
    let refused = 0;
    fc.assert(
      fc.property(page, (html) => {
        try {
          new Recorder(html + '<p>end</p>', AttributeMode.All).record(true);
        } catch (error) {
          if (!(error instanceof FastScanUnsupported)) throw error;
          refused++;
        }
      }),
      { numRuns: 1000 },
    );
    expect(refused).toBeLessThan(1000);
  });
});
