import { describe, expect, it } from 'vitest';
import { isSameSite, urlDepth } from './site.ts';
import { isTrackingParam, TRACKING_PARAMS } from './tracking.ts';

describe('isSameSite', () => {
  const origins = ['https://example.com', 'https://blog.example.com/', 'shop.example.in'];

  it.each([
    ['https://example.com/a', true],
    ['https://EXAMPLE.com./a?x=1', true],
    ['http://example.com/a', true],
    ['https://example.com:443/a', true],
    ['https://blog.example.com/post', true],
    ['https://shop.example.in/cart', true],
    ['https://www.example.com/', false],
    ['https://example.com:8443/', false],
    ['https://evil-example.com/', false],
    ['https://example.com.evil.net/', false],
    ['https://evil.net/?u=https://example.com', false],
    ['https://example.com@evil.net/', false],
    ['ftp://example.com/', false],
    ['mailto:a@example.com', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isSameSite(url, origins)).toBe(expected);
  });

  it('matches IDN origins given in Unicode or punycode', () => {
    expect(isSameSite('https://xn--mnchen-3ya.de/x', ['https://münchen.de'])).toBe(true);
    expect(isSameSite('https://münchen.de/x', ['xn--mnchen-3ya.de'])).toBe(true);
  });

  it('is false with no origins', () => {
    expect(isSameSite('https://example.com/', [])).toBe(false);
  });
});

describe('urlDepth', () => {
  it.each([
    ['https://example.com', 0],
    ['https://example.com/', 0],
    ['https://example.com/?q=1', 0],
    ['https://example.com/a', 1],
    ['https://example.com/a/', 1],
    ['https://example.com/a/b/c.html', 3],
    ['https://example.com//a//b/', 2],
    ['https://example.com/a/../b', 1],
  ])('%s → %d', (url, depth) => {
    expect(urlDepth(url)).toBe(depth);
  });

  it('is null for garbage', () => {
    expect(urlDepth('http://')).toBeNull();
  });
});

describe('isTrackingParam', () => {
  it('knows the common families and leaves content parameters alone', () => {
    for (const name of ['utm_source', 'UTM_MEDIUM', 'gclid', 'fbclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga']) {
      expect(isTrackingParam(name)).toBe(true);
    }
    for (const name of ['id', 'page', 'q', 'ref', 'lang', 'utm']) expect(isTrackingParam(name)).toBe(false);
    expect(TRACKING_PARAMS).toContain('utm_*');
  });
});
