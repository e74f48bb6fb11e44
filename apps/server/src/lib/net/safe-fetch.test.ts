import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SafeFetchError } from './errors.ts';
import type { LookupFn } from './resolve.ts';
import { createSafeFetcher, type SafeFetcher, type SafeFetcherOptions } from './safe-fetch.ts';
import { startFixture, type Fixture } from './test-fixture.ts';

let site: Fixture;
const open: SafeFetcher[] = [];
const connectSpy = vi.spyOn(net.Socket.prototype, 'connect');

/** Only the fixture's own port is allowlisted, so the canary (another port on 127.0.0.1) stands for "forbidden". */
function fetcher(overrides: Partial<SafeFetcherOptions> = {}): SafeFetcher {
  const created = createSafeFetcher({
    allowlist: [`127.0.0.1:${site.port}`],
    userAgent: 'LipiBot/1.0 (+https://lipi.example/bot)',
    timeoutMs: 3_000,
    maxBytes: 100_000,
    maxRedirects: 5,
    ...overrides,
  });
  open.push(created);
  return created;
}

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

beforeAll(async () => {
  site = await startFixture();
});
afterAll(async () => {
  for (const f of open) f.close();
  await site.close();
  connectSpy.mockRestore();
});

describe('safe fetch against a local fixture', () => {
  it('fetches an allowed page, and every socket it opened reached the fixture', async () => {
    connectSpy.mockClear();
    const before = site.connections();
    const result = await fetcher().fetchUrl(`${site.origin}/ok#top`);
    expect(result.status).toBe(200);
    expect(result.finalUrl).toBe(`${site.origin}/ok`);
    expect(result.contentType).toBe('text/html');
    expect(result.body.toString('utf8')).toBe('<h1>नमस्ते</h1>');
    expect(result.truncated).toBe(false);
    expect(result.redirects).toEqual([]);
    // The spy is live (so the refusal suites' "0 connects" means something) and saw only fixture sockets.
    expect(connectSpy).toHaveBeenCalled();
    expect(connectSpy.mock.calls.length).toBe(site.connections() - before);
  });

  it('follows relative and trailing-slash redirects without looping', async () => {
    const relative = await fetcher().fetchUrl(`${site.origin}/relative`);
    expect(relative.redirects).toEqual([`${site.origin}/ok?utm_source=x`]);
    expect(relative.status).toBe(200);
    const slash = await fetcher().fetchUrl(`${site.origin}/docs`);
    expect(slash.finalUrl).toBe(`${site.origin}/docs/`);
    expect(slash.body.toString()).toBe('docs');
  });

  it.each([
    ['/to-metadata', 'BLOCKED_ADDRESS'],
    ['/to-decimal', 'BLOCKED_ADDRESS'],
    ['/to-mapped', 'BLOCKED_ADDRESS'],
    ['/to-file', 'BLOCKED_SCHEME'],
    ['/to-gopher', 'BLOCKED_SCHEME'],
    ['/to-creds', 'BLOCKED_CREDENTIALS'],
    ['/to-evil-name', 'BLOCKED_ADDRESS'],
  ])('refuses the redirect hop of %s (%s) and never touches the canary', async (path, code) => {
    connectSpy.mockClear();
    const before = site.connections();
    const lookup: LookupFn = async () => [{ address: '127.0.0.1', family: 4 }];
    const error = await failure(fetcher({ lookup }).fetchUrl(`${site.origin}${path}`));
    expect(error.code).toBe(code);
    expect(site.canaryHits()).toBe(0);
    expect(connectSpy.mock.calls.length).toBe(site.connections() - before);
  });

  it('refuses a redirect the caller does not follow (a sitemap moved to another host) before fetching it', async () => {
    const error = await failure(fetcher().fetchUrl(`${site.origin}/relative`, { followRedirect: (next) => !next.includes('/ok') }));
    expect(error.code).toBe('BLOCKED_HOST');
    expect(error.message).toBe(`Redirect not followed: ${site.origin}/ok?utm_source=x`);
  });

  it('lets the name localhost through when the allowlist covers loopback, answered without DNS', async () => {
    const lookup: LookupFn = async () => {
      throw new Error('localhost must not be looked up');
    };
    const viaName = await fetcher({ lookup }).fetchUrl(`http://localhost:${site.port}/ok`);
    expect(viaName.status).toBe(200);
    expect(viaName.body.toString('utf8')).toBe('<h1>नमस्ते</h1>');
    expect((await fetcher({ allowlist: ['127.0.0.1/32'], lookup }).fetchUrl(`http://localhost:${site.port}/ok`)).status).toBe(200);
    // Another port, or no loopback entry at all: still refused.
    expect((await failure(fetcher({ allowlist: [`127.0.0.1:${site.port + 1}`], lookup }).fetchUrl(`http://localhost:${site.port}/ok`))).code).toBe(
      'BLOCKED_HOST',
    );
    expect((await failure(fetcher({ allowlist: ['10.0.0.0/8'], lookup }).fetchUrl(`http://localhost:${site.port}/ok`))).code).toBe('BLOCKED_HOST');
  });

  it('stops a redirect loop', async () => {
    const error = await failure(fetcher().fetchUrl(`${site.origin}/loop-a`));
    expect(error.code).toBe('REDIRECT_LOOP');
    expect(site.hits('/loop-a')).toBe(1);
    expect(site.hits('/loop-b')).toBe(1);
  });

  it('stops an endless redirect chain after maxRedirects hops', async () => {
    const error = await failure(fetcher({ maxRedirects: 3 }).fetchUrl(`${site.origin}/chain/0`));
    expect(error.code).toBe('TOO_MANY_REDIRECTS');
    expect([0, 1, 2, 3, 4].map((n) => site.hits(`/chain/${n}`))).toEqual([1, 1, 1, 1, 0]);
  });

  it('times out a server that never answers, and one that drips forever', async () => {
    const started = Date.now();
    const hang = await failure(fetcher({ timeoutMs: 300 }).fetchUrl(`${site.origin}/hang`));
    expect(hang.code).toBe('TIMEOUT');
    const drip = await failure(fetcher({ timeoutMs: 300 }).fetchUrl(`${site.origin}/drip`));
    expect(drip.code).toBe('TIMEOUT');
    expect(drip.url).toBe(`${site.origin}/drip`);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const pending = fetcher().fetchUrl(`${site.origin}/hang`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(pending)).code).toBe('ABORTED');
  });

  it('cuts an oversize body at maxBytes', async () => {
    const result = await fetcher({ maxBytes: 100_000 }).fetchUrl(`${site.origin}/big`);
    expect(result.truncated).toBe(true);
    expect(result.body.length).toBe(100_000);
  });

  it('counts decoded bytes, so a gzip bomb is cut too', async () => {
    const started = Date.now();
    const result = await fetcher({ maxBytes: 1_000_000 }).fetchUrl(`${site.origin}/bomb`);
    expect(result.truncated).toBe(true);
    expect(result.body.length).toBe(1_000_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('skips bodies of unwanted content types', async () => {
    const result = await fetcher().fetchUrl(`${site.origin}/binary`, { contentTypes: ['text/html'] });
    expect(result.skipped).toBe(true);
    expect(result.body.length).toBe(0);
  });

  it('returns error statuses as results for the crawler to record', async () => {
    expect((await fetcher().fetchUrl(`${site.origin}/missing`)).status).toBe(404);
  });

  it('connects to the address it checked, even if DNS changes its answer (rebinding)', async () => {
    let calls = 0;
    const rebinding: LookupFn = async () => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const result = await fetcher({ allowlist: ['127.0.0.1/32'], lookup: rebinding }).fetchUrl(`http://rebind.test:${site.port}/ok`);
    expect(result.status).toBe(200);
    // One lookup per hop, made by us; Node's own resolver (which would see 10.0.0.1) was never asked.
    expect(calls).toBe(1);
    // The next fetch checks again (per connection, not once at submit) and refuses the new answer.
    const again = await failure(fetcher({ allowlist: ['127.0.0.1/32'], lookup: rebinding }).fetchUrl(`http://rebind.test:${site.port}/ok`));
    expect(again.code).toBe('BLOCKED_ADDRESS');
  });

  it('lets an allowlisted name through to whatever it resolves to', async () => {
    const lookup: LookupFn = async () => [{ address: '127.0.0.1', family: 4 }];
    const result = await fetcher({ allowlist: [`fixture.test:${site.port}`], lookup }).fetchUrl(`http://fixture.test:${site.port}/ok`);
    expect(result.status).toBe(200);
  });
});
