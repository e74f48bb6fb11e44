import { describe, expect, it } from 'vitest';
import { extractSegments } from './extract.ts';
import { SelectorError } from './selectors.ts';
import type { ExtractOptions } from './types.ts';

const texts = (html: string, options?: ExtractOptions): string[] => extractSegments(html, options).segments.map((s) => s.text);

describe('extractSegments: skipped content', () => {
  it('skips script, style, noscript, template, textarea and iframe content', () => {
    const html = `<script>document.write("<p>Injected</p>")</script><style>.a::after{content:"Styled"}</style>
      <noscript><p>Enable JavaScript</p></noscript><template><p>Template text</p></template>
      <textarea>Visitor text</textarea><iframe>Fallback</iframe><p>Visible</p>`;
    expect(texts(html)).toEqual(['Visible']);
  });

  it('drops an invisible element inside a sentence without splitting it', () => {
    expect(texts('<p>Hello <script>track()</script>world, <meta itemprop="x" content="y">again</p>')).toEqual(['Hello world, again']);
  });

  it('skips pre blocks and svg internals (an svg title is not the page title)', () => {
    const { segments } = extractSegments('<pre>  let x = 1;\n  print(x)</pre><svg><title>Icon</title><text>Label</text></svg><p>After</p>');
    expect(segments.map((s) => [s.kind, s.text])).toEqual([['text', 'After']]);
  });

  it('keeps inline code as an opaque placeholder carrying its source markup', () => {
    const [segment] = extractSegments('<p>Run <code>npm <b>i</b></code> to install, then <kbd>Ctrl</kbd>+<kbd>C</kbd>.</p>').segments;
    expect(segment?.text).toBe('Run {1} to install, then {2}+{3}.');
    expect(segment?.placeholders[0]).toEqual({
      id: 1,
      tag: 'code',
      attrs: {},
      isVoid: true,
      html: '<code>npm <b>i</b></code>',
    });
    expect(segment?.wordCount).toBe(4);
  });

  it('keeps an inline svg icon inside a button label', () => {
    const [segment] = extractSegments('<button><svg viewBox="0 0 1 1"><path d="M0"/></svg> Save</button>').segments;
    expect(segment?.text).toBe('{1} Save');
    expect(segment?.placeholders[0]?.html).toBe('<svg viewBox="0 0 1 1"><path d="M0"/></svg>');
  });

  it('records the right source slice for an opaque element closed implicitly', () => {
    const [segment] = extractSegments('<p>Use <code>x + y</p><p>Next</p>').segments;
    expect(segment?.placeholders[0]?.html).toBe('<code>x + y');
  });

  it('honours translate="no", class notranslate and data-lipi-no-translate on blocks', () => {
    const html = `<div translate="no"><p>Brand block</p></div><div TRANSLATE="No">Also</div>
      <p class="lead notranslate">Not this</p><section data-lipi-no-translate><h2>Nor this</h2></section>
      <p class="notranslated">But this</p><p translate="yes">And this</p>`;
    expect(texts(html)).toEqual(['But this', 'And this']);
  });

  it('keeps an inline no-translate element as an opaque placeholder', () => {
    const [segment] = extractSegments('<p>Welcome to <span class="notranslate">Lipi <b>Cloud</b></span> today</p>').segments;
    expect(segment?.text).toBe('Welcome to {1} today');
    expect(segment?.placeholders[0]?.html).toBe('<span class="notranslate">Lipi <b>Cloud</b></span>');
  });

  it('does not extract attributes of no-translate elements', () => {
    expect(texts('<img translate="no" alt="Logo text" title="Logo"><img alt="Team photo">')).toEqual(['Team photo']);
  });

  it('applies the project no-translation selectors', () => {
    const html = `<header id="top"><p>Top bar</p></header><div class="price box">Price text</div>
      <footer><p class="legal">Legal text</p><p>Footer text</p></footer><p data-brand>Brand</p>
      <p data-kind="sku">SKU text</p><p data-kind="other">Kept</p><span class="box">Span box</span>`;
    const selectors = ['#top', 'div.price', 'footer .legal', '[data-brand]', '[data-kind="sku"]'];
    expect(texts(html, { noTranslateSelectors: selectors })).toEqual(['Footer text', 'Kept', 'Span box']);
  });

  it('rejects unsupported selectors with a readable error', () => {
    expect(() => extractSegments('<p>x</p>', { noTranslateSelectors: ['ul > li'] })).toThrow(SelectorError);
    expect(() => extractSegments('<p>x</p>', { noTranslateSelectors: ['a:hover'] })).toThrow(/pseudo-classes/);
  });

  it('drops segments that are only an email, URL, number or price by default', () => {
    const html = `<p>support@lipi.in</p><p>https://lipi.in/pricing?a=1</p><p>www.lipi.in</p><p>2024</p>
      <p>1,234.50</p><p>₹1,499</p><p>Rs. 2,000/-</p><p>$19.99</p><p>500 INR</p><p>10K+</p><p>→</p><p>© 2024</p>
      <p>12/05/2024</p><p>Write to support@lipi.in</p><p>₹1,499 per month</p><p>4th edition</p>`;
    expect(texts(html)).toEqual(['Write to support@lipi.in', '₹1,499 per month', '4th edition']);
  });

  it('uses the project ignore patterns instead of the defaults', () => {
    const html = '<p>Lipi™</p><p>SKU-1234</p><p>2024</p><p>Order SKU-99 today</p>';
    expect(texts(html, { ignorePatterns: [/Lipi™/, /SKU-\d+/i] })).toEqual(['Order SKU-99 today']);
    expect(texts('<p>hi@lipi.in</p>', { ignorePatterns: [] })).toEqual(['hi@lipi.in']);
  });

  it('applies ignore patterns to attributes and a single global pattern to every match', () => {
    const html = '<img alt="https://cdn.lipi.in/a.png"><img alt="SKU-1 SKU-2"><p>SKU-3, SKU-4</p>';
    expect(texts(html, { ignorePatterns: [...[/https?:\S+/], /SKU-\d/g] })).toEqual([]);
  });
});
