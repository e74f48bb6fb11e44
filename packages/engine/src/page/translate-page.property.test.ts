import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysePage, translatePage, type PageAnalysis, type PageHead } from './translate-page.ts';

// Random pages from realistic pieces, broken markup included.
const text = fc.constantFrom('Hello world', 'नमस्ते दुनिया', 'Price 7.25%', '&amp; more', ' ', 'Read <b>this</b> now', '{1}');
const piece: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.tuple(fc.constantFrom('p', 'div', 'li', 'h2', 'td'), fc.array(tie('node'), { maxLength: 4 })).map(([t, c]) => `<${t}>${c.join('')}</${t}>`),
    fc.tuple(fc.constantFrom('b', 'a', 'span', 'em'), fc.array(tie('node'), { maxLength: 3 })).map(([t, c]) => `<${t} href="/x">${c.join('')}</${t}>`),
    fc.constantFrom(
      '<br>',
      '<img src="x.png" alt="A picture">',
      '<script>var s="<p>x</p>"</script>',
      '<span translate="no">Lipi</span>',
      '</b>',
      '<!-- c -->',
      '<input placeholder="Search">',
    ),
  ),
})).node;
const page = fc.array(piece, { maxLength: 8 }).map((body) => `<!doctype html><html><head><title>Shop</title></head><body>${body.join('')}</body></html>`);

const HEAD: PageHead = {
  lang: 'hi',
  tag: 'hi',
  dir: 'ltr',
  alternates: [{ hreflang: 'x-default', href: 'https://site.test/' }],
  canonical: 'https://site.test/',
};
const render = (html: string, translate: (hash: string) => string | undefined, analysis?: PageAnalysis) =>
  translatePage({
    html,
    analysis,
    pageUrl: 'https://site.test/',
    extract: {},
    translateMeta: true,
    lookup: async (hashes) => new Map(hashes.flatMap((h) => (translate(h) === undefined ? [] : [[h, translate(h)!] as const]))),
    rewriteLink: () => null,
    head: HEAD,
  }).then((page) => ({ ...page, html: page.chunks.join('') }));

describe('translatePage on random pages', () => {
  it('never throws, is deterministic, and translates at most the segments it found', async () => {
    await fc.assert(
      fc.asyncProperty(page, async (html) => {
        const a = await render(html, () => 'अनुवाद');
        const b = await render(html, () => 'अनुवाद');
        expect(a.html).toBe(b.html);
        expect(a.translated).toBeLessThanOrEqual(a.segments);
      }),
      { numRuns: 150 },
    );
  });

  it('with an empty memory, keeps every text of the page (only the head changes)', async () => {
    await fc.assert(
      fc.asyncProperty(page, async (html) => {
        const { html: out, translated } = await render(html, () => undefined);
        expect(translated).toBe(0);
        const body = (s: string) => s.slice(s.indexOf('<body>'));
        expect(body(out)).toBe(body(html));
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same page from a kept analysis, render after render, whatever the translations', async () => {
    await fc.assert(
      fc.asyncProperty(page, fc.constantFrom('अनुवाद', 'Read <1>this</1> {1}', '<b>x</b>'), async (html, translation) => {
        const analysis = analysePage(html, { extract: {}, translateMeta: true });
        for (const translate of [() => translation, () => undefined, (h: string) => (h < '8' ? translation : undefined)]) {
          const fresh = await render(html, translate);
          const kept = await render(html, translate, analysis);
          expect(kept.html).toBe(fresh.html);
          expect(kept.translated).toBe(fresh.translated);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('writes a hostile translation as text: no element or attribute of it ever appears', async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    await fc.assert(
      fc.asyncProperty(page, async (html) => {
        const { html: out } = await render(html, () => hostile);
        expect(out).not.toContain('onerror="alert(1)"');
        expect(out).not.toContain('<script>alert(2)');
      }),
      { numRuns: 150 },
    );
  });
});
