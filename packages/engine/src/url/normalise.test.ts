import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FETCH_PROFILE, normaliseUrl } from './normalise.ts';

describe('normaliseUrl', () => {
  it.each([
    // scheme and host case, IDN, default ports, fragments
    ['HTTP://Example.COM/Path', 'http://example.com/Path'],
    ['https://www.example.com:443/', 'https://www.example.com/'],
    ['http://example.com:80/a', 'http://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://example.com:80/a', 'https://example.com:80/a'],
    ['https://example.com/page#section-2', 'https://example.com/page'],
    ['https://example.com/#/spa/route', 'https://example.com/'],
    ['https://münchen.de/straße', 'https://xn--mnchen-3ya.de/stra%C3%9Fe'],
    ['https://हिन्दी.भारत/पृष्ठ', 'https://xn--j2bd4cyah0f.xn--h2brj9c/%E0%A4%AA%E0%A5%83%E0%A4%B7%E0%A5%8D%E0%A4%A0'],
    ['https://example.com./about', 'https://example.com/about'],
    ['https://example.com', 'https://example.com/'],
    ['  https://example.com/a  ', 'https://example.com/a'],
    // dot segments, duplicate and trailing slashes
    ['https://example.com/a/./b/../c', 'https://example.com/a/c'],
    ['https://example.com/a/%2e%2E/b', 'https://example.com/b'],
    ['https://example.com//blog///post//', 'https://example.com/blog/post'],
    ['https://example.com/blog/', 'https://example.com/blog'],
    ['https://example.com/blog/?page=2', 'https://example.com/blog?page=2'],
    ['https://example.com/../../etc/passwd', 'https://example.com/etc/passwd'],
    // percent-encoding: case of escapes, unreserved decoded, reserved kept
    ['https://example.com/%7euser/a%2fb', 'https://example.com/~user/a%2Fb'],
    ['https://example.com/a%41b?q=%e2%82%ac', 'https://example.com/aAb?q=%E2%82%AC'],
    ['https://example.com/hello world', 'https://example.com/hello%20world'],
    // tracking params and sorting
    ['https://example.com/p?utm_source=newsletter&utm_medium=email&id=7', 'https://example.com/p?id=7'],
    ['https://example.com/p?UTM_Campaign=x&b=2&a=1', 'https://example.com/p?a=1&b=2'],
    ['https://example.com/?gclid=abc&fbclid=def&msclkid=ghi', 'https://example.com/'],
    ['https://example.com/?mc_cid=1&mc_eid=2&_ga=2.1.3&_gl=1*x', 'https://example.com/'],
    ['https://shop.example.in/item?size=M&color=red&utm_content=hero', 'https://shop.example.in/item?color=red&size=M'],
    ['https://example.com/?pk_campaign=x&mtm_source=y&q=1', 'https://example.com/?q=1'],
    ['https://example.com/search?q=a+b&lang=hi', 'https://example.com/search?lang=hi&q=a+b'],
    ['https://example.com/?tag=b&tag=a', 'https://example.com/?tag=b&tag=a'],
    ['https://example.com/?flag&a=1', 'https://example.com/?a=1&flag'],
    ['https://example.com/?&&a=1&', 'https://example.com/?a=1'],
    ['https://example.com/?', 'https://example.com/'],
    ['https://example.com/?ref=producthunt', 'https://example.com/?ref=producthunt'],
    ['https://example.com/?utm%5Fsource=x', 'https://example.com/'],
    ['https://example.com/?q=a%26b&utm_id=9', 'https://example.com/?q=a%26b'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseUrl(raw)).toBe(expected);
  });

  it('resolves relative links against a base, as found in pages', () => {
    const base = 'https://example.com/docs/guide/intro.html';
    expect(normaliseUrl('../api/', base)).toBe('https://example.com/docs/api');
    expect(normaliseUrl('./setup#install', base)).toBe('https://example.com/docs/guide/setup');
    expect(normaliseUrl('/pricing?utm_source=nav', base)).toBe('https://example.com/pricing');
    expect(normaliseUrl('//cdn.example.com/x.css', base)).toBe('https://cdn.example.com/x.css');
    expect(normaliseUrl('?page=3', base)).toBe('https://example.com/docs/guide/intro.html?page=3');
    expect(normaliseUrl('#top', base)).toBe('https://example.com/docs/guide/intro.html');
    expect(normaliseUrl('', base)).toBe('https://example.com/docs/guide/intro.html');
  });

  it.each([
    'mailto:someone@example.com',
    'tel:+911234567890',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'gopher://127.0.0.1:6379/_',
    'ws://example.com/socket',
    'not a url',
    'http://',
    'http://exa mple.com/',
    'http://1.2.3.4.5/',
    'http://user:secret@example.com/',
    'https://user@example.com/',
  ])('refuses %s', (raw) => {
    expect(normaliseUrl(raw)).toBeNull();
  });

  it('canonicalises odd IPv4 host forms the way browsers do', () => {
    expect(normaliseUrl('http://2130706433/')).toBe('http://127.0.0.1/');
    expect(normaliseUrl('http://0x7f.1/')).toBe('http://127.0.0.1/');
    expect(normaliseUrl('http://0177.0.0.1/')).toBe('http://127.0.0.1/');
    expect(normaliseUrl('http://[0:0:0:0:0:ffff:169.254.169.254]/')).toBe('http://[::ffff:a9fe:a9fe]/');
  });

  it('keeps what a server may answer differently to under FETCH_PROFILE', () => {
    const raw = 'HTTPS://Example.com:443//docs/?b=2&utm_source=x&a=1#frag';
    expect(normaliseUrl(raw, undefined, FETCH_PROFILE)).toBe('https://example.com//docs/?b=2&utm_source=x&a=1');
    expect(normaliseUrl(raw)).toBe('https://example.com/docs?a=1&b=2');
  });

  it('drops extra tracking names only when asked', () => {
    expect(normaliseUrl('https://example.com/?ref=x&id=1', undefined, { extraTrackingParams: ['REF'] })).toBe('https://example.com/?id=1');
  });

  it('is idempotent', () => {
    const samples = ['https://Example.com//a/./b/?z=1&utm_source=x&a=%7e#f', 'http://münchen.de:80/straße/', 'https://example.com/?flag&b=a+b'];
    for (const s of samples) {
      const once = normaliseUrl(s);
      expect(once).not.toBeNull();
      expect(normaliseUrl(once as string)).toBe(once);
    }
  });
});

describe('normaliseUrl properties', () => {
  it('never throws, only returns http(s) or null, and is idempotent on generated URLs', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true, validSchemes: ['http', 'https'] }),
        fc.array(fc.constantFrom('utm_source=x', 'gclid=1', 'a=1', 'b=', 'flag'), { maxLength: 4 }),
        (url, extra) => {
          const raw = extra.length > 0 ? `${url}${url.includes('?') ? '&' : '?'}${extra.join('&')}` : url;
          const once = normaliseUrl(raw);
          if (once === null) return;
          expect(once).toMatch(/^https?:\/\//);
          expect(once).not.toContain('#');
          expect(once).not.toMatch(/[?&](utm_source|gclid)=/);
          expect(normaliseUrl(once)).toBe(once);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (raw, base) => {
        const result = normaliseUrl(raw, /^https?:/.test(base) ? base : 'https://example.com/');
        expect(result === null || /^https?:\/\//.test(result)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
