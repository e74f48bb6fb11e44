import { extractSegments, type ExtractOptions } from '../extract/index.ts';
import { describe, expect, it } from 'vitest';
import { translatePage, type PageHead } from './translate-page.ts';

const HEAD: PageHead = {
  lang: 'hi',
  tag: 'hi',
  dir: 'ltr',
  alternates: [{ hreflang: 'x-default', href: 'https://site.test/' }],
  canonical: 'https://hi.site.test/',
};

/** Translates with a TM made from `tm` (source segment text → translation), hashed by the engine. */
async function render(html: string, tm: Record<string, string>, options: { extract?: ExtractOptions; head?: PageHead; pageUrl?: string } = {}) {
  const extract = options.extract ?? {};
  const byHash = new Map<string, string>();
  for (const s of extractSegments(
    `<html><body>${Object.keys(tm)
      .map((k) => `<p>${k}</p>`)
      .join('')}</body></html>`,
  ).segments) {
    if (tm[s.text] !== undefined) byHash.set(s.sourceHash, tm[s.text]!);
  }
  for (const s of extractSegments(html, extract).segments) if (tm[s.text] !== undefined) byHash.set(s.sourceHash, tm[s.text]!);
  const page = await translatePage({
    html,
    pageUrl: options.pageUrl ?? 'https://site.test/dir/page',
    extract,
    translateMeta: true,
    lookup: async (hashes) => new Map(hashes.flatMap((h) => (byHash.has(h) ? [[h, byHash.get(h)!] as const] : []))),
    rewriteLink: (url) => (url.startsWith('https://site.test/') ? `https://hi.site.test/${url.slice('https://site.test/'.length)}` : null),
    head: options.head ?? HEAD,
  });
  return page.chunks.join('');
}

describe('translatePage', () => {
  it("writes the caller's head and body markup at the end of <head> and <body>, even when the page has no such tags", async () => {
    const head = { ...HEAD, headEnd: '<style data-x></style>', bodyEnd: '<div id="end"></div>' };
    const full = await render('<html><head><title>T</title></head><body><p>Hello</p></body></html>', { Hello: 'नमस्ते' }, { head });
    expect(full).toMatch(/<style data-x><\/style><\/head>/);
    expect(full).toContain('<p>नमस्ते</p><div id="end"></div></body></html>');
    const bare = await render('<p>Hello</p>', { Hello: 'नमस्ते' }, { head });
    expect(bare).toContain('<style data-x></style></head>');
    expect(bare.endsWith('<p>नमस्ते</p><div id="end"></div>')).toBe(true);
  });

  it('moves inline markup with the translation and keeps its attributes and links', async () => {
    const out = await render('<html><head></head><body><p>Hello <b class="x">bold</b> and <a href="/x">link</a></p></body></html>', {
      'Hello <1>bold</1> and <2>link</2>': '<2>लिंक</2> और <1>मोटा</1> नमस्ते',
    });
    expect(out).toContain('<p><a href="https://hi.site.test/x">लिंक</a> और <b class="x">मोटा</b> नमस्ते</p>');
  });

  it('decodes entities in the source and escapes the translation', async () => {
    const out = await render('<html><head></head><body><p>Fish &amp; chips</p></body></html>', { 'Fish & chips': 'मछली & चिप्स <i>' });
    expect(out).toContain('<p>मछली &amp; चिप्स &lt;i&gt;</p>');
  });

  it('adds a head when the page has none, and leaves an untranslated page otherwise as it was', async () => {
    const html = "<p>Nothing known</p>\n<!-- a comment --><div  data-x='1'>Still <em>nothing</em></div>";
    const out = await render(html, {});
    expect(out).toBe(
      `<head><base href="https://site.test/dir/page"><link rel="alternate" hreflang="x-default" href="https://site.test/"><link rel="canonical" href="https://hi.site.test/"></head>${html}`,
    );
  });

  it('makes an existing base absolute and resolves links against it; sets dir for right-to-left languages', async () => {
    const out = await render(
      '<html lang="en"><head><base href="/shop/"></head><body><a href="item">Item</a></body></html>',
      { Item: 'چیز' },
      { head: { ...HEAD, lang: 'ur', tag: 'ur', dir: 'rtl' } },
    );
    expect(out).toContain('<html lang="ur" dir="rtl" data-lipi-rendered="ur">');
    expect(out).toContain('<base href="https://site.test/shop/">');
    expect(out).toContain('<a href="https://hi.site.test/shop/item">چیز</a>');
    expect(out.match(/<base /g)).toHaveLength(1);
  });

  it('never translates marked content or content matched by descendant selectors of the project', async () => {
    const tm = { 'Keep me': 'X', Price: 'कीमत', 'Inner text': 'अंदर', 'Total price': 'कुल' };
    const html =
      '<html><head></head><body><div translate="no"><p>Keep me</p><div><p>Inner text</p></div></div><footer><p>Total price</p><span class="price">Price</span></footer><p>Price</p></body></html>';
    const out = await render(html, tm, { extract: { noTranslateSelectors: ['footer .price'] } });
    expect(out).toContain('<div translate="no"><p>Keep me</p><div><p>Inner text</p></div></div>');
    expect(out).toContain('<footer><p>कुल</p><span class="price">Price</span></footer><p>कीमत</p>');
  });

  it('handles blocks inside inline elements and text around child blocks', async () => {
    const html = '<html><head></head><body><div>Before block<div>Inner block</div>After block</div><a href="/y"><div>Card title</div></a></body></html>';
    const out = await render(html, { 'Before block': 'पहले', 'Inner block': 'अंदर', 'After block': 'बाद', 'Card title': 'शीर्षक' });
    expect(out).toContain('<div>पहले<div>अंदर</div>बाद</div><a href="https://hi.site.test/y"><div>शीर्षक</div></a>');
  });

  it('translates attributes wherever the engine reads them, and only there', async () => {
    const tm = { Tip: 'सुझाव', 'Write here': 'यहाँ लिखें', 'Hidden tip': 'X', 'Icon label': 'चिह्न', 'Price tip': 'Y' };
    const html =
      '<html><head></head><body><div title="Tip"><textarea placeholder="Write here"></textarea></div>' +
      '<p translate="no"><img alt="Hidden tip" src="/a.png"></p><svg aria-label="Icon label"><title>x</title></svg>' +
      '<footer><span class="price" title="Price tip">9</span></footer></body></html>';
    const out = await render(html, tm, { extract: { noTranslateSelectors: ['footer .price'] } });
    expect(out).toContain('<div title="सुझाव"><textarea placeholder="यहाँ लिखें"></textarea></div>');
    expect(out).toContain('<p translate="no"><img alt="Hidden tip" src="/a.png"></p><svg aria-label="चिह्न">');
    expect(out).toContain('<span class="price" title="Price tip">9</span>');
  });

  it("puts a label's translation back before its form control, which stays as it was (issue #17)", async () => {
    const html =
      '<html><head></head><body><form><p><label>Email <input type="email" placeholder="Your address"></label> is required</p>' +
      '<p>Pick a <label>size <select><option>Small</option></select></label> now</p><p><label>I agree <button>OK</button></label></p></form></body></html>';
    const tm = {
      Email: 'ईमेल',
      'Your address': 'आपका पता',
      'is required': 'ज़रूरी है',
      'Pick a': 'चुनें',
      size: 'साइज़',
      Small: 'छोटा',
      now: 'अभी',
      'I agree': 'मैं सहमत हूँ',
      OK: 'ठीक',
    };
    const out = await render(html, tm);
    expect(out).toContain('<p><label>ईमेल <input type="email" placeholder="आपका पता"></label> ज़रूरी है</p>');
    expect(out).toContain('<p>चुनें <label>साइज़ <select><option>छोटा</option></select></label> अभी</p>');
    expect(out).toContain('<p><label>मैं सहमत हूँ <button>ठीक</button></label></p>');
  });

  it('asks for exactly the hashes the crawler stores for a page with form controls inside inline content', async () => {
    const html =
      '<html><head></head><body><p>Hi <b>bold <label>Email <input type="email" placeholder="Your address"> and <em>more</em></label> tail</b> end</p>' +
      '<p><label>Size <select><option>Small</option></select></label></p></body></html>';
    const asked = new Set<string>();
    await translatePage({
      html,
      pageUrl: 'https://site.test/',
      extract: {},
      translateMeta: true,
      lookup: async (hashes) => {
        for (const h of hashes) asked.add(h);
        return new Map();
      },
      rewriteLink: () => null,
      head: HEAD,
    });
    const crawled = extractSegments(html).segments;
    expect(crawled.map((s) => s.text)).toEqual(['Your address', 'Hi', 'bold', 'Email', 'and <1>more</1>', 'tail', 'end', 'Size', 'Small']);
    expect([...asked].sort()).toEqual(crawled.map((s) => s.sourceHash).sort());
  });

  it('keeps scripts that sit inside a translated sentence', async () => {
    const out = await render('<html><head></head><body><p>Hello <script>track()</script>world</p></body></html>', { 'Hello world': 'नमस्ते दुनिया' });
    expect(out).toContain('<p>नमस्ते दुनिया<script>track()</script></p>');
  });
});
