import { describe, expect, it } from 'vitest';
import { manualClock, minutes } from '../../lib/clock.ts';
import { isBotUserAgent, PROXY_REPEAT_MS, startsNewVisit, viewDedupeKey, visitorHash, VISIT_GAP_MS } from './visit-rules.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the bot rule', () => {
  it('counts browsers and refuses crawlers, libraries, headless and empty agents', () => {
    expect(isBotUserAgent(CHROME)).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      'python-requests/2.31',
      'facebookexternalhit/1.1',
      'Lipi-Crawler/1.0',
      '',
      undefined,
    ]) {
      expect(isBotUserAgent(ua), String(ua)).toBe(true);
    }
  });
});

describe('the visit rule (injected clock)', () => {
  it('starts a visit on the first view and after 30 minutes of quiet, not before', () => {
    const clock = manualClock(new Date('2026-03-10T09:00:00Z'));
    expect(startsNewVisit(null, clock.now())).toBe(true);
    const first = clock.now();
    clock.advance(minutes(29));
    expect(startsNewVisit(first, clock.now())).toBe(false);
    const second = clock.now();
    clock.advance(minutes(29));
    expect(startsNewVisit(second, clock.now())).toBe(false);
    clock.advance(minutes(1));
    expect(startsNewVisit(second, clock.now())).toBe(true);
    expect(VISIT_GAP_MS).toBe(minutes(30));
  });

  it('hashes visitors per salt, site, IP and agent, never as the raw values', () => {
    const a = visitorHash('salt-1', '203.0.113.7', CHROME, 'p/site.example');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toContain('203.0.113.7');
    expect(visitorHash('salt-1', '203.0.113.7', CHROME, 'p/site.example')).toBe(a);
    expect(visitorHash('salt-2', '203.0.113.7', CHROME, 'p/site.example')).not.toBe(a);
    expect(visitorHash('salt-1', '203.0.113.8', CHROME, 'p/site.example')).not.toBe(a);
    expect(visitorHash('salt-1', '203.0.113.7', CHROME, 'p/other.example')).not.toBe(a);
  });

  it('keys a snippet view by its id and a proxy view by page, language and a short window', () => {
    const clock = manualClock(new Date('2026-03-10T09:00:00Z'));
    const base = { visitor: 'v1', url: 'https://s.example/a', lang: 'hi', now: clock.now() };
    expect(viewDedupeKey({ ...base, viewId: 'abcdefgh1' })).toBe(
      viewDedupeKey({ ...base, viewId: 'abcdefgh1', now: new Date(clock.now().getTime() + 60_000) }),
    );
    expect(viewDedupeKey({ ...base, viewId: 'abcdefgh1' })).not.toBe(viewDedupeKey({ ...base, visitor: 'v2', viewId: 'abcdefgh1' }));
    const proxy = viewDedupeKey(base);
    clock.advance(1000);
    expect(viewDedupeKey({ ...base, now: clock.now() })).toBe(proxy);
    expect(viewDedupeKey({ ...base, lang: 'ta', now: clock.now() })).not.toBe(proxy);
    clock.advance(PROXY_REPEAT_MS);
    expect(viewDedupeKey({ ...base, now: clock.now() })).not.toBe(proxy);
  });
});
