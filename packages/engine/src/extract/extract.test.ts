import { describe, expect, it } from 'vitest';
import { extractSegments } from './extract.ts';
import { fnv1a64 } from './hash.ts';

const texts = (html: string): string[] => extractSegments(html).segments.map((s) => s.text);

describe('extractSegments: block segmentation', () => {
  it('makes one segment per block and folds whitespace', () => {
    const html = '<body><h1>Welcome to\n   Lipi</h1><p>First   paragraph.</p><ul><li>One</li><li>Two</li></ul></body>';
    expect(texts(html)).toEqual(['Welcome to Lipi', 'First paragraph.', 'One', 'Two']);
  });

  it('keeps a sentence with nested inline markup as one segment with numbered placeholders', () => {
    const [segment] = extractSegments('<p>Read <a href="/terms" class="x">our <strong>terms</strong></a> and <em>privacy</em> policy.</p>').segments;
    expect(segment?.text).toBe('Read <1>our <2>terms</2></1> and <3>privacy</3> policy.');
    expect(segment?.placeholders).toEqual([
      { id: 1, tag: 'a', attrs: { href: '/terms', class: 'x' }, isVoid: false },
      { id: 2, tag: 'strong', attrs: {}, isVoid: false },
      { id: 3, tag: 'em', attrs: {}, isVoid: false },
    ]);
    expect(segment?.wordCount).toBe(6);
    expect(segment?.kind).toBe('text');
  });

  it('uses {n} for br, img and wbr', () => {
    expect(texts('<p>Line one<br>line two <img src="a.png"> end</p>')).toEqual(['Line one{1}line two {2} end']);
  });

  it('unwraps a tag around the whole segment and locates the segment at that tag', () => {
    const { segments } = extractSegments('<nav><ul><li><a href="/">Home</a></li><li> <a href="/p"><b>Pricing</b></a> </li></ul></nav>');
    expect(segments.map((s) => [s.text, s.path, s.placeholders.length])).toEqual([
      ['Home', '/nav[1]/ul[1]/li[1]/a[1]', 0],
      ['Pricing', '/nav[1]/ul[1]/li[2]/a[1]/b[1]', 0],
    ]);
  });

  it('does not unwrap when a tag covers only part of the text', () => {
    expect(texts('<p><b>Note:</b> read this</p>')).toEqual(['<1>Note:</1> read this']);
    expect(texts('<p><b>One</b> <b>two</b></p>')).toEqual(['<1>One</1> <2>two</2>']);
  });

  it('splits a list of links with only separators between them into one segment per link', () => {
    const { segments } = extractSegments('<p class="crumbs"><a href="/">Home</a> › <a href="/docs">Docs</a> | <a href="/api">API <b>v2</b></a></p>');
    expect(segments.map((s) => [s.text, s.path])).toEqual([
      ['Home', '/p[1]/a[1]'],
      ['Docs', '/p[1]/a[2]'],
      ['API <1>v2</1>', '/p[1]/a[3]'],
    ]);
    expect(texts('<p><a href="/a">Sign in</a> or <a href="/b">sign up</a></p>')).toEqual(['<1>Sign in</1> or <2>sign up</2>']);
  });

  it('splits text interrupted by child blocks into runs with distinct paths', () => {
    const { segments } = extractSegments('<div>Intro text<p>Para</p>Tail text</div>');
    expect(segments.map((s) => [s.text, s.path])).toEqual([
      ['Intro text', '/div[1]'],
      ['Para', '/div[1]/p[1]'],
      ['Tail text', '/div[1]#2'],
    ]);
  });

  it('handles a link wrapping block content (card links)', () => {
    const html = '<a href="/card"><img src="i.png"><h3>Card title</h3><p>Card body</p>Read more</a>';
    expect(texts(html)).toEqual(['Card title', 'Card body', 'Read more']);
  });

  it('gives stable XPath-like paths with per-tag sibling indices', () => {
    const html = '<html><head><title>T</title></head><body><div>x</div><p>a</p><div><p>b</p><p>c</p></div></body></html>';
    expect(extractSegments(html).segments.map((s) => s.path)).toEqual([
      '/html[1]/head[1]/title[1]',
      '/html[1]/body[1]/div[1]',
      '/html[1]/body[1]/p[1]',
      '/html[1]/body[1]/div[2]/p[1]',
      '/html[1]/body[1]/div[2]/p[2]',
    ]);
  });

  it('treats unknown and custom elements as blocks', () => {
    expect(texts('<p>Price <my-badge>New</my-badge> today</p>')).toEqual(['Price', 'New', 'today']);
  });

  it('copes with unclosed and implied tags', () => {
    expect(texts('<ul><li>One<li>Two</ul><p>Para one<p>Para <b>two')).toEqual(['One', 'Two', 'Para one', 'Para <1>two</1>']);
  });

  it('decodes entities and escapes marker-shaped page text', () => {
    expect(texts('<p>Tom &amp; Jerry &lt;3</p>')).toEqual(['Tom & Jerry <3']);
    expect(texts('<p>Write {1} or &lt;2&gt; in <b>templates</b></p>')).toEqual(['Write \\{1} or \\<2> in <1>templates</1>']);
  });

  it('normalises to NFC: decomposed and precomposed pages give the same segment and hash', () => {
    const [composed] = extractSegments('<p>Café কো</p>').segments;
    const [decomposed] = extractSegments('<p>Cafe\u0301 \u0995\u09c7\u09be</p>').segments;
    expect(decomposed?.text).toBe(composed?.text);
    expect(decomposed?.sourceHash).toBe(composed?.sourceHash);
  });

  it('keeps ZWJ and ZWNJ in Devanagari; writes a Malayalam ZWJ chillu as the atomic chillu', () => {
    const [hindi, malayalam] = texts('<p>क्\u200dष और क्\u200cष</p><p>ആണ്\u200dകുട്ടി  വന്നു</p>');
    expect(hindi).toBe('क्\u200dष और क्\u200cष');
    expect(malayalam).toBe('ആൺകുട്ടി വന്നു');
  });

  it('hashes the normalised text, so formatting of the source does not change it', () => {
    const a = extractSegments('<p>Hello <b>world</b></p>').segments[0];
    const b = extractSegments('<div>\n  Hello\n  <b class="big">world</b>\n</div>').segments[0];
    expect(a?.sourceHash).toBe(fnv1a64('Hello <1>world</1>'));
    expect(b?.sourceHash).toBe(a?.sourceHash);
  });

  it('counts words of Indic and CJK segments', () => {
    const { segments } = extractSegments('<p>नमस्ते <b>दुनिया</b></p><p>你好，世界</p><p>வணக்கம் உலகம்</p>');
    expect(segments.map((s) => s.wordCount)).toEqual([2, 4, 2]);
  });

  it('extracts a realistic page', () => {
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lipi | Website translation</title>
<meta name="viewport" content="width=device-width"><link rel="stylesheet" href="/a.css">
<script>window.dataLayer = [];</script><style>p { color: red }</style></head>
<body><header><a class="logo" href="/"><img src="/logo.svg" alt="Lipi logo"></a>
<nav><a href="/features">Features</a> <a href="/pricing">Pricing</a></nav></header>
<main><section class="hero"><h1>Your website in <span class="hl">22 Indian languages</span></h1>
<p>Translate once, publish everywhere.&nbsp;<a href="/signup" class="btn">Start free</a></p></section>
<footer><p>© 2024 Lipi Pvt. Ltd. · <a href="mailto:hi@lipi.in">hi@lipi.in</a></p></footer></main></body></html>`;
    expect(extractSegments(html).segments.map((s) => [s.kind, s.text])).toEqual([
      ['title', 'Lipi | Website translation'],
      ['attribute', 'Lipi logo'],
      ['text', 'Features'],
      ['text', 'Pricing'],
      ['text', 'Your website in <1>22 Indian languages</1>'],
      ['text', 'Translate once, publish everywhere. <1>Start free</1>'],
      ['text', '© 2024 Lipi Pvt. Ltd. · <1>hi@lipi.in</1>'],
    ]);
  });

  it('normalises the text with markers where a mark follows a marker (Hindi after a tag; U+0338 joins the marker, as it always has)', () => {
    const texts = (html: string) => extractSegments(html).segments.map((s) => s.text);
    expect(texts('<p>नम<b>स्</b>\u094dते <i>ज</i>\u093c</p>')).toEqual(['नम<1>स्</1>\u094dते <2>ज</2>\u093c']);
    expect(texts('<p>Hello <b>x</b>\u0338 world</p>')).toEqual(['Hello <1>x</1\u226f world']);
  });
});
