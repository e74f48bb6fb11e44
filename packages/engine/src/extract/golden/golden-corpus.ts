import type { ExtractOptions } from '../types.ts';

/*
 * Deterministic inputs for the extraction golden test: hand-written tricky constructs, random
 * (often malformed) documents from a vocabulary of the constructs the extractor treats specially,
 * and site-shaped pages. Deterministic so the committed digests stay valid; never reorder or edit
 * cases (add new ones at the end), or every digest after the change moves.
 */

export interface GoldenCase {
  name: string;
  html: string;
  options?: ExtractOptions;
}

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const TRICKY: readonly string[] = [
  '<p>Hello <b>bold <i>nested</i></b> and <a href="/x?a=1&amp;b=2" title="Go there">a link</a>.</p>',
  '<p>Fish &amp; chips &lt;3 &nbsp; cost &#8377;5 &#x1F600; &copy 2024 &unknown; &amp</p>',
  '<p>Before<!-- a comment <p>inside</p> -->after</p><!--unterminated',
  '<script>var s="<p>x</p>"</script><style>p{}</style><noscript><p>Enable JS</p></noscript><p>Visible</p>',
  '<img src="a.png" alt="An image" title="Its title"><input type="submit" value="Send"><input placeholder="Your name" value="x"><textarea placeholder="Type">ignored</textarea>',
  '<input type="BUTTON" value="Click"><input type="text" value="no"><area alt="Area alt"><button aria-label="Close dialog">×</button>',
  '<meta name="description" content="A page about things"><meta property="og:title" content=" OG title "><meta name="keywords" content="a,b"><meta name=" Twitter:Title " content="Tw">',
  '<div class="notranslate">Brand</div><span class="x notranslate y">Brand2</span><p translate="no">No</p><p translate=" NO ">No2</p><p data-lipi-no-translate>No3</p><p>Yes</p>',
  '<pre>  code\n   here </pre><p>  spaced \n\t text  </p><p>&nbsp;</p><p>\u3000wide\u00a0space</p>',
  '<p>Line<br>break<wbr>here<img src=x alt="inline alt"> and <br/> more</p>',
  '<p>Para one<div>Block inside</div>tail</p><p>Two<p>Three',
  '<table><tr><td>Cell one<td>Cell two<tr><th>Head</th></table><table><thead><tr><td>a</td></tr><tbody><tr><td>b</table>',
  '<ul><li>One<li>Two <b>bold<li>Three</ul><dl><dt>Term<dd>Definition<dt>Term2</dl>',
  '<select><option>Alpha<option>Beta<optgroup label="G"><option>Gamma</select>',
  '<p>Unclosed <b>bold <i>italic</p><p>next</b> para</i></p></div></span>',
  '</p></br><p>x</p></br>',
  '<P CLASS="A">Upper <B>Case</B> <A HREF="/">Link</A></P><DIV TITLE="T">D</DIV>',
  '<p>Run <code>npm <b>i</b></code> then <kbd>Ctrl</kbd>+<kbd>C</kbd> or <svg><path d="M0"/><title>Icon</title></svg> done</p>',
  '<p>Math <math><mi>x</mi><mo>=</mo></math> and <svg><foreignObject><p>in svg</p></foreignObject></svg> end</p>',
  '<nav><a href="/">Home</a> › <a href="/docs">Docs</a> | <a>Pricing</a></nav><p><a href="/x">Whole link</a></p>',
  '<p>Literal {1} and <2> and \\{3} and back\\</p><p>x\\<b>y</b></p>',
  '<p>support@lipi.in</p><p>https://lipi.in/pricing</p><p>₹1,499</p><p>2024</p><p>Write to support@lipi.in</p><p>Rs. 500 /-</p><p>www.example.com</p><p>© 2024</p><p>→</p>',
  '<p>नमस्ते दुनिया <b>हिंदी</b></p><p>ആണ്\u200dകുട്ടി ന്\u200d</p><p>क्\u200dष</p><p>Cafe\u0301 re\u0301sume\u0301</p>',
  '<p>你好世界 iPhone发布 カタカナー</p><p>ภาษาไทยง่ายนิดเดียว</p><p>Ελληνικά κείμενο и русский</p>',
  '<title>Page <b>title</b> &amp; more</title><h1>Heading</h1><svg><title>svg title</title></svg>',
  '<p>a<span></span>b<span> </span>c<em> x </em></p><p><b> </b></p><p><b>  only bold  </b></p>',
  '<p title="">Empty title</p><p title="  ">Blank title</p><p aria-label="Label &amp; more">x</p>',
  '<div>Outer <section>inner <span>deep <div>block</div> tail</span> rest</section> end</div>',
  '<p a=1 a=2 title=first title=second>Dup</p><img alt=unquoted/><img alt=\'single\' title="dq">',
  '<iframe><p>fallback</p></iframe><video>No video</video><template><p>T</p></template><object>O</object>',
  '<p><ruby>漢<rt>kan</rt>字<rp>(</rp><rt>ji</rt></ruby> ruby</p>',
  '<custom-el>Custom <x-y>inner</x-y></custom-el><p>After <my-tag>tag</my-tag> text</p>',
  '<!doctype html><?xml version="1.0"?><![CDATA[ cdata text ]]><p>After decl</p>',
  '<p>Unterminated <b attr="x>y">quote</b> <a href=\'/\'>ok</a> < lone < 3 > 2</p><p>a <b',
  '<body><head><title>Late head</title></head><p>Body text</p></body></html><p>after html</p>',
  '<h1>Title<p>para in h1</p></h1><h2>A<h3>B</h3></h2><p>x<h4>y</h4></p>',
  '<form><label>Name <input name=n></label><button>Send <b>now</b></button><output>o</output></form>',
  '<p>  Leading and trailing   </p>\n\n<p>\n\ttabs\tand\nnewlines\n</p>',
  '<span>Inline only at root</span> text <b>bold</b><div>then block</div> tail text',
  '<p><a href="/a">One</a><a href="/b">Two</a></p><p><a>One</a> and <a>Two</a></p><p><b>Not</b> <i>list</i></p>',
  '<p>Price: $ 20 and 30 USD and 5k+ users, 10% off, +91-98765 43210</p><p>Version 2.0.1</p>',
  '<p><span class="notranslate">SKU 1</span> stays <span translate="no">inline <b>opaque</b></span> here</p>',
  '<p>Text <pre>pre inside p</pre> after</p><p>x<hr>y</p><p>x<ol><li>a</ol>',
  '<a href="/">Link <div>with block</div> inside</a><b>bold <p>para</p> rest</b>',
  '<p>&#0; &#x110000; &#128; &#xD800; &NotAnEntity &amp;amp; &lt;1&gt;</p>',
  '<p>Emoji 👍🏽 and flags 🇮🇳 and zwj 👨‍👩‍👧</p>',
  '<p>Split<script>x()</script>by script<style></style> and<!--c--> comment</p>',
  '<img alt="{1} literal"><p title="<b>not tag</b>">t</p>',
];

// Vocabulary for random documents: every special case of the extractor and of htmlparser2's
// implied opens and closes, plus broken markup.
const TAGS =
  'p div span b i a em strong li ul ol td tr th table tbody thead h1 h2 h3 dd dt dl option select section article nav header footer label button form figure figcaption rt rp ruby sup sub small code kbd pre svg math title custom-el'.split(
    ' ',
  );
const VOIDS = [
  '<br>',
  '<img src="i.png" alt="Alt text here">',
  '<wbr>',
  '<hr>',
  '<input type="submit" value="Go now">',
  '<input placeholder="Search here">',
  '<meta name="description" content="Meta desc">',
  '<link rel="x">',
  '<br/>',
  "<img alt=''>",
];
const ATTRS = [
  '',
  '',
  '',
  ' class="c"',
  ' class="notranslate"',
  ' class="a notranslate"',
  ' translate="no"',
  ' data-lipi-no-translate',
  ' title="A title"',
  ' aria-label="Aria label"',
  ' id="main"',
  ' href="/p?a=1&amp;b=2"',
  ' TITLE="Upper title"',
  ' data-x=unquoted',
  ' alt="alt on div"',
  ' title="t1" title="t2"',
  ' class="price" data-sku="123"',
];
const TEXTS = [
  'Hello world',
  ' ',
  '\n  ',
  'नमस्ते दुनिया',
  'ആണ്\u200dകുട്ടി',
  '你好',
  'ไทย',
  'Cafe\u0301',
  '{1}',
  '<2>',
  '\\',
  '&amp;',
  '&lt;3',
  '&nbsp;',
  '42',
  '₹1,499',
  'a@b.in',
  'https://x.in/a',
  'the quick brown fox',
  '—',
  '&#x1F600;',
  'Write to a@b.in now',
];
const RAW = [
  '<!-- c -->',
  '<script>var s="<p>x</p>"</script>',
  '<style>p{}</style>',
  '<noscript><p>ns</p></noscript>',
  '</p>',
  '</br>',
  '</div>',
  '</b>',
  '<',
  '&',
  '<![CDATA[x]]>',
  '<svg><path/><circle r="1"/></svg>',
];

function randomDocument(rand: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const open: string[] = [];
  let out = '';
  const steps = 5 + Math.floor(rand() * 40);
  for (let i = 0; i < steps; i++) {
    const r = rand();
    if (r < 0.3) {
      const tag = pick(TAGS);
      out += `<${rand() < 0.05 ? tag.toUpperCase() : tag}${pick(ATTRS)}>`;
      open.push(tag);
    } else if (r < 0.5 && open.length > 0) {
      const tag = open.pop() as string;
      // Sometimes leave the element unclosed or close it with the wrong name.
      if (rand() < 0.85) out += `</${tag}>`;
      else if (rand() < 0.5) out += `</${pick(TAGS)}>`;
    } else if (r < 0.8) out += pick(TEXTS);
    else if (r < 0.9) out += pick(VOIDS);
    else out += pick(RAW);
  }
  return out;
}

const EN = 'the quick brown fox jumps over lazy dog while our team ships fresh mangoes to every city'.split(' ');
const HI = 'हम आपके शहर में ताज़ा आम पहुँचाते हैं और हर ऑर्डर पर मुफ़्त डिलीवरी देते हैं'.split(' ');

function sitePage(rand: () => number, index: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const words = (n: number): string => {
    const lang = rand() < 0.25 ? HI : EN;
    return Array.from({ length: n }, () => pick(lang)).join(' ');
  };
  const sentence = (): string => {
    const r = rand();
    if (r < 0.3) return `${words(6)} <a href="/p/${index}?utm=x&amp;r=n">${words(2)}</a> ${words(8)}.`;
    if (r < 0.5) return `${words(5)} <strong>${words(2)}</strong> and <em>${words(3)}</em> ${words(6)} &mdash; ${words(4)}.`;
    if (r < 0.6) return `${words(7)} <span class="price">₹${Math.floor(rand() * 5000)}</span> ${words(5)}&nbsp;${words(2)}.`;
    return `${words(10 + Math.floor(rand() * 15))}.`;
  };
  const blocks: string[] = [];
  for (let b = 0; b < 10 + Math.floor(rand() * 30); b++) {
    const r = rand();
    if (r < 0.5) blocks.push(`<p>${Array.from({ length: 1 + Math.floor(rand() * 3) }, sentence).join(' ')}</p>`);
    else if (r < 0.6) blocks.push(`<h2 id="s${b}">${words(5)}</h2>`);
    else if (r < 0.7) blocks.push(`<figure><img src="/i/${b}.webp" alt="${words(5)}"><figcaption>${words(8)}</figcaption></figure>`);
    else if (r < 0.8) blocks.push(`<table><tr><th>${words(1)}</th></tr><tr><td>${words(2)}</td><td>${Math.floor(rand() * 100)} kg</td></tr></table>`);
    else if (r < 0.9) blocks.push(`<!-- ${words(3)} --><div class="notranslate">SKU ${Math.floor(rand() * 1e8)}</div>`);
    else blocks.push(`<ul>${Array.from({ length: 3 }, () => `<li>${sentence()}</li>`).join('')}</ul>`);
  }
  const menu = Array.from({ length: 8 }, (_, k) => `<li class="menu-item"><a href="/c/${k}" title="${words(3)}">${words(2)}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${words(6)} | Page ${index}</title>
<meta name="description" content="${words(20)}"><meta property="og:title" content="${words(6)}">
<style>.c{color:#333}</style><script>window.x=1;</script></head><body><header><nav aria-label="Main menu"><ul>${menu}</ul>
<form action="/search"><input type="search" placeholder="${words(3)}" aria-label="Search"><button type="submit">Search</button></form></nav></header>
<main><article>${blocks.join('\n')}</article></main><footer><p>© 2026 ${words(4)}. Write to support@shop.example.in</p></footer></body></html>`;
}

const SELECTOR_OPTIONS: ExtractOptions = { noTranslateSelectors: ['.price', 'nav a', '[data-sku]', 'footer p', '#main', 'td.c, li[title]'] };
const PATTERN_OPTIONS: ExtractOptions = { ignorePatterns: [/fox/i, /\bkg\b/] };

export function goldenCases(): GoldenCase[] {
  const cases: GoldenCase[] = [];
  TRICKY.forEach((html, i) => {
    cases.push({ name: `tricky-${i}`, html });
    cases.push({ name: `tricky-${i}-selectors`, html, options: SELECTOR_OPTIONS });
    cases.push({ name: `tricky-${i}-no-patterns`, html, options: { ignorePatterns: [] } });
  });
  const rand = prng(7);
  for (let i = 0; i < 600; i++) {
    const html = randomDocument(rand);
    cases.push({ name: `random-${i}`, html, options: i % 5 === 0 ? SELECTOR_OPTIONS : i % 7 === 0 ? PATTERN_OPTIONS : undefined });
  }
  const siteRand = prng(11);
  for (let i = 0; i < 30; i++) {
    const html = sitePage(siteRand, i);
    cases.push({ name: `site-${i}`, html, options: i % 3 === 0 ? SELECTOR_OPTIONS : undefined });
  }
  return cases;
}
