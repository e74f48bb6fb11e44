import { describe, expect, it } from 'vitest';
import { createAllowlist } from './allowlist.ts';
import { classifyAddress, isForbiddenAddress, parseHostLiteral } from './ip-policy.ts';

describe('parseHostLiteral', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0177.1', '127.0.0.1'],
    ['127.000.000.001', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['0X7F.0X0.0X0.0X1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['0xa9fea9fe', '169.254.169.254'],
    ['2852039166', '169.254.169.254'],
    ['0251.0376.0251.0376', '169.254.169.254'],
    ['169.16689662', '169.254.169.254'],
    ['4294967295', '255.255.255.255'],
    ['[::1]', '::1'],
    ['::', '::'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['[0:0:0:0:0:ffff:169.254.169.254]', '::ffff:a9fe:a9fe'],
    ['0000:0000:0000:0000:0000:0000:0000:0001', '::1'],
    ['2001:DB8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['64:ff9b::10.0.0.1', '64:ff9b::a00:1'],
  ])('%s → %s', (host, expected) => {
    expect(parseHostLiteral(host)?.address).toBe(expected);
  });

  it.each([
    'example.com',
    'localhost',
    '4294967296',
    '256.0.0.1',
    '1.2.3.4.5',
    '0x7g.0.0.1',
    '08.0.0.1',
    '1..1',
    '::1::',
    '1:2:3:4:5:6:7:8:9',
    '[::1',
    '12345::',
    '::ffff:1.2.3.256',
    '',
  ])('%s is not an IP literal', (host) => {
    expect(parseHostLiteral(host)).toBeNull();
  });
});

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.0.0.2', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.100.31', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['169.254.0.1', 'linkLocal'],
    ['169.254.169.254', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.170', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['::7f00:1', 'reserved'],
    ['::8.8.8.8', 'reserved'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::169.254.169.254', 'metadata'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:2::1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['not-an-ip', 'invalid'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
  ])('%s → %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '169.253.255.255',
    '192.169.0.1',
    '198.17.255.255',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8844',
    '2a00:1450:4001:81c::200e',
    '::ffff:52.52.167.244',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (ip) => {
    expect(classifyAddress(ip)).toBe('public');
    expect(isForbiddenAddress(ip)).toBe(false);
  });
});

describe('isForbiddenAddress and the allowlist', () => {
  it('refuses everything non-public by default, including unparseable input', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:7f00:1', '10.0.0.1', '169.254.169.254', 'garbage', '']) {
      expect(isForbiddenAddress(ip)).toBe(true);
    }
  });

  it('lets exactly the listed addresses through', () => {
    const allow = createAllowlist(['127.0.0.1/32', '::1']);
    expect(isForbiddenAddress('127.0.0.1', allow)).toBe(false);
    expect(isForbiddenAddress('::ffff:127.0.0.1', allow)).toBe(false);
    expect(isForbiddenAddress('::1', allow)).toBe(false);
    expect(isForbiddenAddress('127.0.0.2', allow)).toBe(true);
    expect(isForbiddenAddress('169.254.169.254', allow)).toBe(true);
    expect(isForbiddenAddress('10.0.0.1', ['10.0.0.0/8'])).toBe(false);
    expect(isForbiddenAddress('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
    expect(isForbiddenAddress('172.20.0.5', ['172.16.0.0/12'])).toBe(false);
    expect(isForbiddenAddress('172.32.0.5', ['172.16.0.0/12'])).toBe(false);
    expect(isForbiddenAddress('192.168.0.1', ['172.16.0.0/12'])).toBe(true);
  });

  it('scopes entries with a port to that port', () => {
    const allow = createAllowlist(['127.0.0.1:4000', '[::1]:4001', 'web:3000', 'fixture.test']);
    expect(allow.allowsAddress('127.0.0.1', 4000)).toBe(true);
    expect(allow.allowsAddress('127.0.0.1', 80)).toBe(false);
    expect(allow.allowsAddress('127.0.0.1')).toBe(false);
    expect(isForbiddenAddress('127.0.0.1', allow, 4000)).toBe(false);
    expect(isForbiddenAddress('127.0.0.1', allow, 80)).toBe(true);
    expect(allow.allowsAddress('::1', 4001)).toBe(true);
    expect(allow.allowsHost('WEB.', 3000)).toBe(true);
    expect(allow.allowsHost('web', 3001)).toBe(false);
    expect(allow.allowsHost('fixture.test', 1234)).toBe(true);
    expect(allow.allowsHost('other.test', 1234)).toBe(false);
    expect(allow.isEmpty).toBe(false);
    expect(createAllowlist([]).isEmpty).toBe(true);
  });

  it.each(['127.0.0.1/33', '::1/129', 'nope/8', '127.0.0.1:0', '127.0.0.1:70000', 'bad host!', '1.2.3.4/x'])('rejects the malformed entry %s', (entry) => {
    expect(() => createAllowlist([entry])).toThrow();
  });
});

describe('parseHostLiteral agrees with the WHATWG URL parser', () => {
  /** Deterministic pseudo-random IPv4 spellings: 1–4 parts, each decimal, octal or hex, some oversized. */
  function* spellings(count: number): Generator<string> {
    let seed = 20_261_122;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < count; i++) {
      const parts = 1 + next(4);
      const values = Array.from({ length: parts }, () => (next(5) === 0 ? next(2 ** 31) * 3 : next(300)));
      const text = values.map((v) => [String(v), `0${v.toString(8)}`, `0x${v.toString(16)}`, `0X${v.toString(16).toUpperCase()}`][next(4)]).join('.');
      yield next(10) === 0 ? `${text}.` : text;
    }
  }

  it('on 3,000 generated spellings', () => {
    for (const host of spellings(3_000)) {
      let expected: string | null;
      try {
        expected = new URL(`http://${host}/`).hostname;
      } catch {
        expected = null;
      }
      expect(parseHostLiteral(host)?.address ?? null, host).toBe(expected);
    }
  });
});
