import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SafeFetchError, type SafeFetchErrorCode } from './errors.ts';
import type { ResolvedAddress } from './resolve.ts';
import { createSafeFetcher, type SafeFetcher } from './safe-fetch.ts';

/**
 * Every refusal here must happen before a socket exists: a spy on net.Socket#connect proves it,
 * and the injected lookup means no name is ever sent to a real resolver. Nothing leaves loopback —
 * in fact nothing connects at all.
 */
const ATTACK_DNS: Record<string, string[]> = {
  'metadata.test': ['169.254.169.254'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'mapped-hex.test': ['::ffff:7f00:1'],
  'private.test': ['10.0.0.1'],
  'loopback.test': ['127.0.0.1'],
  'cgnat.test': ['100.64.0.1'],
  'zero.test': ['0.0.0.0'],
  'v6-loopback.test': ['::1'],
  'v6-linklocal.test': ['fe80::1'],
  'v6-ula.test': ['fd00:ec2::254'],
  'nat64.test': ['64:ff9b::a9fe:a9fe'],
  '6to4.test': ['2002:a00:1::1'],
  'teredo.test': ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  'decimal.test': ['2130706433'],
  'mixed.test': ['93.184.215.14', '10.0.0.1'],
  'mixed-v6.test': ['2606:4700:4700::1111', '::1'],
  'empty.test': [],
  'public.test': ['93.184.215.14'],
};

const fakeLookup = vi.fn(async (hostname: string): Promise<ResolvedAddress[]> => {
  const answers = ATTACK_DNS[hostname];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
});

let fetcher: SafeFetcher;
const connectSpy = vi.spyOn(net.Socket.prototype, 'connect');

beforeAll(() => {
  fetcher = createSafeFetcher({
    allowlist: [],
    userAgent: 'LipiBot/1.0',
    timeoutMs: 2_000,
    maxBytes: 1_000_000,
    maxRedirects: 5,
    lookup: fakeLookup,
  });
});
afterEach(() => {
  connectSpy.mockClear();
  fakeLookup.mockClear();
});
afterAll(() => {
  fetcher.close();
  connectSpy.mockRestore();
});

async function refusal(url: string): Promise<SafeFetchError> {
  const error = await fetcher.fetchUrl(url).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  expect(connectSpy).not.toHaveBeenCalled();
  return error as SafeFetchError;
}

describe('safe fetch refuses before connecting', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.2/',
    'http://0.0.0.0/',
    'http://0/',
    'http://127.000.000.001/',
    'http://0x7f000001/',
    'http://0x7f.0.0.1/',
    'http://017700000001/',
    'http://0177.1/',
    'http://2130706433/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[0:0:0:0:0:ffff:169.254.169.254]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://10.0.0.1/',
    'http://172.31.100.31/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://198.18.0.1/',
    'http://240.0.0.1/',
    'http://127.0.0.1#@example.com/',
    'https://10.0.0.1/',
  ])('IP literal %s → BLOCKED_ADDRESS, without a lookup', async (url) => {
    const error = await refusal(url);
    expect(error.code).toBe('BLOCKED_ADDRESS');
    expect(fakeLookup).not.toHaveBeenCalled();
  });

  it.each(Object.keys(ATTACK_DNS).filter((name) => !['empty.test', 'public.test'].includes(name)))(
    'a name resolving to a forbidden address (%s) → BLOCKED_ADDRESS',
    async (name) => {
      const error = await refusal(`http://${name}/`);
      expect(error.code).toBe('BLOCKED_ADDRESS');
      expect(fakeLookup).toHaveBeenCalledWith(name);
    },
  );

  it.each([
    ['http://localhost/', 'BLOCKED_HOST'],
    ['http://localhost./', 'BLOCKED_HOST'],
    ['http://app.localhost/', 'BLOCKED_HOST'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'BLOCKED_HOST'],
    ['http://metadata/', 'BLOCKED_HOST'],
    ['http://printer.local/', 'BLOCKED_HOST'],
    ['http://user@127.0.0.1/', 'BLOCKED_CREDENTIALS'],
    ['http://user:secret@public.test/', 'BLOCKED_CREDENTIALS'],
    ['file:///etc/passwd', 'BLOCKED_SCHEME'],
    ['gopher://127.0.0.1:6379/_', 'BLOCKED_SCHEME'],
    ['ftp://public.test/', 'BLOCKED_SCHEME'],
    ['data:text/html,hi', 'BLOCKED_SCHEME'],
    ['javascript:alert(1)', 'BLOCKED_SCHEME'],
    ['http://public.test:6379/', 'BLOCKED_PORT'],
    ['http://public.test:22/', 'BLOCKED_PORT'],
    ['http://unknown.test/', 'DNS_FAILED'],
    ['http://empty.test/', 'DNS_FAILED'],
    ['not a url', 'INVALID_URL'],
    ['http://1.2.3.4.5/', 'INVALID_URL'],
  ] satisfies [string, SafeFetchErrorCode][])('%s → %s', async (url, code) => {
    const error = await refusal(url);
    expect(error.code).toBe(code);
    expect(error.isBlocked).toBe(code.startsWith('BLOCKED_'));
  });

  it('never puts the password of a refused URL in the error', async () => {
    const error = await refusal('http://user:hunter2@public.test/');
    expect(`${error.message} ${error.url}`).not.toContain('hunter2');
  });
});
