import { describe, expect, it } from 'vitest';
import { Parser } from 'htmlparser2';
import { extractSegments } from './extract.ts';
import { goldenCases } from './golden/golden-corpus.ts';
import { type PageLinks, extractLinks } from './page-links.ts';

// The crawler's former Parser-based link pass, verbatim: the streaming version must agree with it.
function referenceLinks(html: string, pageUrl: string): PageLinks {
  const hasToken = (value: string | undefined, token: string) =>
    (value ?? '')
      .toLowerCase()
      .split(/[\s,]+/)
      .includes(token);
  const result: PageLinks = { hrefs: [], base: pageUrl, canonical: null, isNofollow: false };
  let baseSeen = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if ((name === 'a' || name === 'area') && attrs.href) result.hrefs.push(attrs.href);
        else if (name === 'base' && attrs.href && !baseSeen) {
          baseSeen = true;
          try {
            result.base = new URL(attrs.href, pageUrl).href;
          } catch {
            // ignored, as browsers do
          }
        } else if (name === 'link' && attrs.href && result.canonical === null && hasToken(attrs.rel, 'canonical')) result.canonical = attrs.href;
        else if (name === 'meta' && (attrs.name ?? '').toLowerCase() === 'robots') {
          if (hasToken(attrs.content, 'nofollow') || hasToken(attrs.content, 'none')) result.isNofollow = true;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return result;
}

const PAGE = 'https://site.example/dir/page';
const LINK_CASES = [
  `<html><head><BASE HREF="/docs/"><base href="/ignored/"><link rel="alternate canonical" href="main">
    <meta name="ROBOTS" content="noindex, NoFollow"></head>
    <body><a href="a?x=1&amp;y=2">A</a><a>no href</a><map><area href="/b"></map><a href="#top">top</a></body></html>`,
  '<noscript><a href="/ns">in noscript</a></noscript><div class="notranslate"><a href="/nt">x</a><area href="/ar"></div><pre><a href=/pre>p</a></pre>',
  '<svg><a href="/svg"/></svg><script>"<a href=/script>"</script><template><a href="/tpl"></a></template><a HREF=/upper Href=/dup>u</a>',
  '<base href="http://[broken"><base href="/second"><meta name="robots" content="none"><link rel=CANONICAL href="/c"><link rel=canonical href="/c2">',
];

describe('page links', () => {
  it('agree with the Parser-based pass, alone and inside extraction, which keeps its segments', () => {
    const cases = [...LINK_CASES.map((html) => ({ html, options: undefined })), ...goldenCases()];
    for (const { html, options } of cases) {
      const expected = referenceLinks(html, PAGE);
      expect(extractLinks(html, PAGE)).toEqual(expected);
      const combined = extractSegments(html, { ...options, linksOf: PAGE });
      expect(combined.links).toEqual(expected);
      expect(combined.segments).toEqual(extractSegments(html, options).segments);
    }
  });

  it('finds hrefs, the first <base> and canonical, and the robots meta', () => {
    expect(extractLinks(LINK_CASES[0] ?? '', PAGE)).toEqual({
      hrefs: ['a?x=1&y=2', '/b', '#top'],
      base: 'https://site.example/docs/',
      canonical: 'main',
      isNofollow: true,
    });
  });
});
