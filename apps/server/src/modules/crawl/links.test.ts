import { describe, expect, it } from 'vitest';
import { usableIgnorePattern } from './extract-options.ts';
import { extractLinks, isLikelyHtml } from './links.ts';
import { siteUrl } from './origins.ts';

describe('links of a page', () => {
  it('finds hrefs, the first <base> and canonical, and the robots meta', () => {
    const html = `<html><head><BASE HREF="/docs/"><base href="/ignored/"><link rel="alternate canonical" href="main">
      <meta name="ROBOTS" content="noindex, NoFollow"></head>
      <body><a href="a?x=1&amp;y=2">A</a><a>no href</a><map><area href="/b"></map><a href="#top">top</a></body></html>`;
    const links = extractLinks(html, 'https://site.example/page');
    expect(links).toEqual({ hrefs: ['a?x=1&y=2', '/b', '#top'], base: 'https://site.example/docs/', canonical: 'main', isNofollow: true });
    expect(siteUrl(links.hrefs[0]!, ['https://site.example'], links.base)).toBe('https://site.example/docs/a?x=1&y=2');
    expect(siteUrl(links.canonical!, ['https://site.example'], links.base)).toBe('https://site.example/docs/main');
  });

  it('normalises within the project origins and refuses the rest', () => {
    const origins = ['https://site.example', 'http://127.0.0.1:8080'];
    expect(siteUrl('HTTPS://Site.Example:443/a/?utm_source=x#f', origins)).toBe('https://site.example/a');
    expect(siteUrl('http://site.example/a', origins)).toBe('http://site.example/a');
    expect(siteUrl('http://127.0.0.1:8080/x', origins)).toBe('http://127.0.0.1:8080/x');
    for (const other of [
      'http://127.0.0.1:9090/x',
      'https://www.site.example/',
      'mailto:a@site.example',
      'javascript:alert(1)',
      'https://user:pw@site.example/',
    ]) {
      expect([other, siteUrl(other, origins)]).toEqual([other, null]);
    }
  });

  it('leaves files that are never pages out', () => {
    expect(isLikelyHtml('https://site.example/report.PDF')).toBe(false);
    expect(isLikelyHtml('https://site.example/logo.svg?v=2')).toBe(false);
    expect(isLikelyHtml('https://site.example/page.html')).toBe(true);
    expect(isLikelyHtml('https://site.example/blog/2024/')).toBe(true);
  });
});

describe('project ignore patterns', () => {
  it('compiles ordinary patterns and leaves out ones that could backtrack for ever', () => {
    expect(usableIgnorePattern('SKU-\\d+')?.test('SKU-123')).toBe(true);
    for (const bad of ['(a+)+$', '(\\w*\\s?)*x', '(x+){2,}', '(a|aa)+', '([', '', 'a'.repeat(201)])
      expect([bad, usableIgnorePattern(bad)]).toEqual([bad, null]);
  });
});
