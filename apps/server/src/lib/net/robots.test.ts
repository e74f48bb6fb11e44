import { describe, expect, it } from 'vitest';
import { parseRobots, productToken, robotsForResponse } from './robots.ts';

const UA = 'LipiBot/1.0 (+https://lipi.example/bot)';

const check = (text: string, path: string, ua = UA) => parseRobots(text, ua).isAllowed(path);

describe('parseRobots: precedence (RFC 9309 §2.2.2 and Google’s documented examples)', () => {
  it.each([
    ['allow: /p\ndisallow: /', '/page', true],
    ['allow: /folder\ndisallow: /folder', '/folder/page', true],
    ['allow: /page\ndisallow: /*.htm', '/page.htm', false],
    ['allow: /page\ndisallow: /*.ph', '/page.php5', true],
    ['allow: /$\ndisallow: /', '/', true],
    ['allow: /$\ndisallow: /', '/page.htm', false],
    ['disallow: /\nallow: /public/', '/public/index.html', true],
    ['disallow: /\nallow: /public/', '/private', false],
    ['disallow:', '/anything', true],
    ['allow:\ndisallow: /x', '/x', false],
    ['disallow: /', '/robots.txt', true],
  ])('%j: %s → %s', (rules, path, expected) => {
    expect(check(`user-agent: *\n${rules}`, path)).toBe(expected);
  });
});

describe('parseRobots: wildcards', () => {
  const cases: [string, string[], string[]][] = [
    [
      '/fish*',
      ['/fish', '/fish.html', '/fish/salmon.html', '/fishheads', '/fishheads/yummy.html', '/fish.php?id=anything'],
      ['/Fish.asp', '/catfish', '/?id=fish'],
    ],
    ['/fish/', ['/fish/', '/fish/?id=anything', '/fish/salmon.htm'], ['/fish', '/fish.html', '/Fish/Salmon.asp']],
    [
      '/*.php',
      ['/index.php', '/filename.php', '/folder/filename.php', '/folder/filename.php?parameters', '/folder/any.php.file.html', '/filename.php/'],
      ['/', '/windows.PHP'],
    ],
    ['/*.php$', ['/filename.php', '/folder/filename.php'], ['/filename.php?parameters', '/filename.php/', '/filename.php5', '/windows.PHP']],
    ['/fish*.php', ['/fish.php', '/fishheads/catfish.php?parameters'], ['/Fish.PHP']],
    ['/*?', ['/search?q=1', '/?'], ['/search']],
    ['/a**b', ['/ab', '/a/x/b'], ['/a']],
  ];
  it.each(cases)('disallow %s', (pattern, blocked, allowed) => {
    const robots = parseRobots(`User-agent: *\nDisallow: ${pattern}`, UA);
    for (const path of blocked) expect(robots.isAllowed(path), path).toBe(false);
    for (const path of allowed) expect(robots.isAllowed(path), path).toBe(true);
  });

  it('compares non-ASCII paths by their UTF-8 percent-encoding either way round', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /फ़ोल्डर/\nDisallow: /%e3%83%84', UA);
    expect(robots.isAllowed('/%E0%A4%AB%E0%A4%BC%E0%A5%8B%E0%A4%B2%E0%A5%8D%E0%A4%A1%E0%A4%B0/page')).toBe(false);
    expect(robots.isAllowed('https://example.in/फ़ोल्डर/page')).toBe(false);
    expect(robots.isAllowed('/ツ')).toBe(false);
    expect(robots.isAllowed('/other')).toBe(true);
  });

  it('stays fast on a pattern built to make regexes backtrack', () => {
    const started = Date.now();
    const robots = parseRobots(`User-agent: *\nDisallow: /${'*a'.repeat(500)}b`, UA);
    expect(robots.isAllowed(`/${'a'.repeat(20_000)}`)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('parseRobots: groups', () => {
  const rfc = `
user-agent: ExampleBot
disallow: /foo
disallow: /bar

user-agent: BarBot
user-agent: LipiBot
disallow: /baz

user-agent: *
disallow: /everyone

user-agent: lipibot
disallow: /merged
`;

  it('picks every group naming our product token, case-insensitively, and merges them', () => {
    const robots = parseRobots(rfc, UA);
    expect(robots.isAllowed('/baz')).toBe(false);
    expect(robots.isAllowed('/merged')).toBe(false);
    expect(robots.isAllowed('/everyone')).toBe(true);
    expect(robots.isAllowed('/foo')).toBe(true);
  });

  it('falls back to the * group, and to "all allowed" without one', () => {
    expect(parseRobots(rfc, 'OtherBot/2').isAllowed('/everyone')).toBe(false);
    expect(parseRobots(rfc, 'OtherBot/2').isAllowed('/baz')).toBe(true);
    expect(parseRobots('User-agent: Googlebot\nDisallow: /', UA).isAllowed('/x')).toBe(true);
  });

  it('reads versioned agent lines by their token and ignores rules before any user-agent', () => {
    expect(check('Disallow: /early\nUser-agent: LipiBot/3.2\nDisallow: /x', '/x')).toBe(false);
    expect(check('Disallow: /early\nUser-agent: *\nDisallow: /x', '/early')).toBe(true);
  });

  it('treats an empty group as allowing everything, and a sitemap line as not ending a group', () => {
    const text = 'user-agent: a\ndisallow: /c\n\nuser-agent: lipibot\nsitemap: https://e.com/s.xml\nuser-agent: b\ndisallow: /d';
    expect(check(text, '/d')).toBe(false);
    expect(check('user-agent: *\ndisallow: /\n\nuser-agent: lipibot\n', '/x')).toBe(true);
    // RFC 9309's grammar allows empty lines inside a run of user-agent lines: both agents share the rules.
    expect(check('user-agent: lipibot\n\nuser-agent: other\ndisallow: /', '/x')).toBe(false);
  });

  it('extracts the product token', () => {
    expect(productToken(UA)).toBe('lipibot');
    expect(productToken('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe('mozilla');
    expect(productToken('  x_y-z ')).toBe('x_y-z');
  });
});

describe('parseRobots: real-world files', () => {
  it('handles a WordPress robots.txt with BOM, CRLF, comments and typos', () => {
    const text =
      '\uFEFF# WordPress\r\nUser-Agent: *\r\nDisallow: /wp-admin/ # admin\r\nAllow: /wp-admin/admin-ajax.php\r\n' +
      'Dissallow: /tmp/\r\nCrawl-delay: 2.5\r\n\r\nSitemap: https://example.com/wp-sitemap.xml\r\nSITEMAP: https://example.com/news.xml\r\n';
    const robots = parseRobots(text, UA);
    expect(robots.isAllowed('/wp-admin/options.php')).toBe(false);
    expect(robots.isAllowed('/wp-admin/admin-ajax.php?action=x')).toBe(true);
    expect(robots.isAllowed('/tmp/x')).toBe(false);
    expect(robots.isAllowed('/blog/hello-world/')).toBe(true);
    expect(robots.crawlDelay).toBe(2.5);
    expect(robots.sitemaps).toEqual(['https://example.com/wp-sitemap.xml', 'https://example.com/news.xml']);
  });

  it('handles a shop file that singles out bots and uses query wildcards', () => {
    const text = `User-agent: GPTBot
Disallow: /

User-agent: *
Disallow: /cart
Disallow: /checkout
Disallow: /*?*sort=
Disallow: /*?*filter=
Allow: /collections/*?page=
Crawl-delay: 10
Sitemap: https://shop.example.in/sitemap.xml`;
    const robots = parseRobots(text, UA);
    expect(robots.isAllowed('/cart')).toBe(false);
    expect(robots.isAllowed('/cart/add')).toBe(false);
    expect(robots.isAllowed('/collections/saree?sort=price')).toBe(false);
    expect(robots.isAllowed('/collections/saree?page=2')).toBe(true);
    expect(robots.isAllowed('/products/silk-saree')).toBe(true);
    expect(robots.crawlDelay).toBe(10);
    expect(parseRobots(text, 'GPTBot/1.0').isAllowed('/products/x')).toBe(false);
  });

  it('ignores garbage lines and bad crawl delays', () => {
    const robots = parseRobots('<html><body>Not found</body></html>\nUser-agent: *\nCrawl-delay: soon\nfoo bar', UA);
    expect(robots.isAllowed('/x')).toBe(true);
    expect(robots.crawlDelay).toBeNull();
  });
});

describe('robotsForResponse (RFC 9309 §2.3.1)', () => {
  it.each([
    [200, true],
    [404, true],
    [410, true],
    [401, true],
    [403, true],
    [429, false],
    [500, false],
    [503, false],
    [0, false],
  ])('status %d → pages allowed: %s', (status, allowed) => {
    expect(robotsForResponse(status, 'User-agent: *\nDisallow: /private', UA).isAllowed('/page')).toBe(allowed);
  });

  it('parses the body only on success', () => {
    expect(robotsForResponse(200, 'User-agent: *\nDisallow: /private', UA).isAllowed('/private')).toBe(false);
    expect(robotsForResponse(404, 'User-agent: *\nDisallow: /private', UA).isAllowed('/private')).toBe(true);
  });
});
