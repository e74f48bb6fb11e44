import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Parser } from 'htmlparser2';
import { applyTranslation } from './apply.ts';
import { extractSegments } from './extract.ts';
import type { Placeholder } from './types.ts';

// What a browser would build from the output: every element with its attributes.
function parseElements(html: string): Array<{ tag: string; attribs: Record<string, string> }> {
  const elements: Array<{ tag: string; attribs: Record<string, string> }> = [];
  new Parser({ onopentag: (tag, attribs) => elements.push({ tag, attribs }) }).end(html);
  return elements;
}

function expectHarmless(html: string): void {
  for (const { tag, attribs } of parseElements(html)) {
    expect(['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'meta', 'base', 'link']).not.toContain(tag);
    for (const [name, value] of Object.entries(attribs)) {
      expect(name.startsWith('on'), `${tag} ${name}`).toBe(false);
      const compact = [...value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
      expect(compact).not.toMatch(/^(javascript|vbscript|data):/);
    }
  }
}

const source = (html: string) => {
  const segment = extractSegments(html).segments.find((s) => s.kind === 'text');
  if (!segment) throw new Error('no text segment');
  return segment;
};

describe('applyTranslation', () => {
  it('restores placeholders in the order the translation puts them', () => {
    const s = source('<p>Read <a href="/terms" class="x">our terms</a> and <b>policy</b>.</p>');
    expect(s.text).toBe('Read <1>our terms</1> and <2>policy</2>.');
    const html = applyTranslation(s.text, '<2>नीति</2> और <1>हमारी शर्तें</1> पढ़ें।', s.placeholders);
    expect(html).toBe('<b>नीति</b> और <a href="/terms" class="x">हमारी शर्तें</a> पढ़ें।');
  });

  it('restores void and opaque placeholders', () => {
    const s = source('<p>Run <code>npm i</code> now<br>then <img src="/i.png" alt="icon"> done</p>');
    expect(s.text).toBe('Run {1} now{2}then {3} done');
    expect(applyTranslation(s.text, '{1} अभी चलाएँ{2}फिर {3} हो गया', s.placeholders)).toBe(
      '<code>npm i</code> अभी चलाएँ<br>फिर <img src="/i.png" alt="icon"> हो गया',
    );
  });

  it('escapes the text of the translation', () => {
    expect(applyTranslation('Tom and Jerry', 'Tom & Jerry <3 "quotes"', [])).toBe('Tom &amp; Jerry &lt;3 &quot;quotes&quot;');
  });

  it('keeps escaped marker-shaped text literal', () => {
    const s = source('<p>Write {1} in <b>templates</b></p>');
    expect(applyTranslation(s.text, '<1>टेम्पलेट</1> में \\{1} लिखें', s.placeholders)).toBe('<b>टेम्पलेट</b> में {1} लिखें');
  });

  it('drops unknown, repeated and mismatched placeholders and balances crossed tags', () => {
    const s = source('<p><b>Bold</b> and <i>italic</i> and <br>break</p>');
    expect(applyTranslation(s.text, '<1>a</1> <1>again</1> <9>x</9> {3}{3} {1} <3>y</3>', s.placeholders)).toBe('<b>a</b> again x <br>  y');
    expect(applyTranslation(s.text, '<1>a <2>b</1> c</2>', s.placeholders)).toBe('<b>a <i>b</i></b> c');
    expect(applyTranslation(s.text, '<1>never closed', s.placeholders)).toBe('<b>never closed</b>');
    expect(applyTranslation(s.text, '</1>stray close', s.placeholders)).toBe('stray close');
  });

  it('only uses placeholders that appear in the source text', () => {
    const s = source('<p>Just <b>bold</b></p>');
    const injected = [...s.placeholders, { id: 2, tag: 'a', attrs: { href: '/evil' }, isVoid: false }];
    expect(applyTranslation(s.text, '<1>x</1> <2>y</2>', injected)).toBe('<b>x</b> y');
  });

  it('never lets markup from a malicious translation through', () => {
    const s = source('<p>Click <a href="/go">here</a> now</p>');
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<1 onclick="alert(1)">x</1>',
      '<a href="javascript:alert(1)">x</a>',
      '"><svg onload=alert(1)>',
      '<1>x</1><iframe src="javascript:alert(1)"></iframe>',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      '<1>\u0000<script>x</script></1>',
      '</1></a><script>alert(1)</script>',
      '<style>@import "//evil"</style>',
    ];
    for (const attack of attacks) {
      const html = applyTranslation(s.text, attack, s.placeholders);
      expectHarmless(html);
      expect(html).not.toMatch(/<script|<img|<iframe|<svg|<style/i);
    }
  });

  it('drops event handlers and javascript: URLs from source placeholders as well', () => {
    const s = source(
      '<p>Go <a href=" jav&#x09;ascript:alert(1)" onclick="x()" onmouseover="y()" data-id="7" style="color:red">there</a> ' +
        '<img src="javascript:alert(1)" onerror="z()" alt="i"> <span style="background:url(javascript:x)">or</span> <b>stay</b></p>',
    );
    const html = applyTranslation(s.text, s.text, s.placeholders);
    expect(html).toBe('Go <a data-id="7" style="color:red">there</a> <img alt="i"> <span>or</span> <b>stay</b>');
    expectHarmless(html);
  });

  it('drops tags outside the inline allow-list but keeps their text', () => {
    const placeholders: Placeholder[] = [
      { id: 1, tag: 'form', attrs: { action: '/x' }, isVoid: false },
      { id: 2, tag: 'input', attrs: {}, isVoid: true },
    ];
    expect(applyTranslation('<1>Send</1>{2}', '<1>भेजें</1>{2}', placeholders)).toBe('भेजें');
  });

  it('produces harmless output for any translation', () => {
    const s = source('<p>Hi <a href="/x" title="t">you</a> <b>there</b><br><img src="a.png" alt="a"></p>');
    const pieces = fc.constantFrom('<1>', '</1>', '<2>', '</2>', '{3}', '{4}', '<script>', 'onerror=', '"', "'", '<', '>', 'javascript:', 'x', ' ', '&', '\\');
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 25 }).map((p) => p.join('')),
        (translation) => {
          const html = applyTranslation(s.text, translation, s.placeholders);
          expectHarmless(html);
          expect(html).not.toMatch(/<script/i);
          expect(parseElements(html).length).toBeLessThanOrEqual(4);
        },
      ),
      { numRuns: 500 },
    );
  });
});
