import { describe, expect, it } from 'vitest';
import { SelectorError, compileSelectors, matchesSelectors, type ElementLike } from './selectors.ts';

const el = (tag: string, attribs: Record<string, string> = {}, parent?: ElementLike): ElementLike => ({
  tag,
  attribs,
  parent,
});
const matches = (selector: string, element: ElementLike): boolean => matchesSelectors(compileSelectors([selector]), element);

describe('no-translation selectors', () => {
  const body = el('body');
  const footer = el('footer', { class: 'site-footer dark', id: 'foot' }, body);
  const link = el('a', { href: '/legal', class: 'legal', 'data-kind': 'sku item', lang: 'en-IN' }, footer);

  it('matches tag, universal, class, id and compounds', () => {
    expect(matches('a', link)).toBe(true);
    expect(matches('A', link)).toBe(true);
    expect(matches('*', link)).toBe(true);
    expect(matches('.legal', link)).toBe(true);
    expect(matches('#foot', footer)).toBe(true);
    expect(matches('footer.dark.site-footer#foot', footer)).toBe(true);
    expect(matches('div.legal', link)).toBe(false);
    expect(matches('.Legal', link)).toBe(false);
  });

  it('matches attribute selectors with every operator and quoting', () => {
    expect(matches('[href]', link)).toBe(true);
    expect(matches('[HREF="/legal"]', link)).toBe(true);
    expect(matches("[href='/legal']", link)).toBe(true);
    expect(matches('[data-kind~=sku]', link)).toBe(true);
    expect(matches('[href^="/le"]', link)).toBe(true);
    expect(matches('[href$=gal]', link)).toBe(true);
    expect(matches('[href*="eg"]', link)).toBe(true);
    expect(matches('[lang|=en]', link)).toBe(true);
    expect(matches('[href="/other"]', link)).toBe(false);
    expect(matches('[data-kind=sku]', link)).toBe(false);
    expect(matches('[title]', link)).toBe(false);
  });

  it('matches descendant combinators against ancestors only', () => {
    expect(matches('footer a', link)).toBe(true);
    expect(matches('body .dark .legal', link)).toBe(true);
    expect(matches('.legal footer', link)).toBe(false);
    expect(matches('header a', link)).toBe(false);
  });

  it('matches any selector of a list', () => {
    expect(matches('nav, .legal', link)).toBe(true);
    expect(matchesSelectors(compileSelectors(['nav', 'span']), link)).toBe(false);
  });

  it('rejects what it does not support', () => {
    for (const bad of ['ul > li', 'h1 + p', 'h1 ~ p', 'a:hover', 'p::before', '', ' , a', '.', '[x=', 'svg|a']) {
      expect(() => compileSelectors([bad]), bad).toThrow(SelectorError);
    }
  });
});
