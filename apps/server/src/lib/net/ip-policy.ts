import { createAllowlist, type Allowlist } from './allowlist.ts';
import { parseHostLiteral } from './ip-literal.ts';

export { parseHostLiteral, type IpLiteral } from './ip-literal.ts';

export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'linkLocal'
  | 'metadata'
  | 'cgnat'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'benchmarking'
  | 'documentation'
  | 'teredo'
  | 'invalid';

type Range = readonly [prefix: string, bits: number, kind: AddressClass];

/** First match wins, so the narrow ranges (metadata, broadcast) sit above the wide ones holding them. */
const V4_RANGES: readonly Range[] = [
  ['169.254.169.254', 32, 'metadata'], // AWS, GCP, Azure, OpenStack instance metadata
  ['168.63.129.16', 32, 'metadata'], // Azure's host endpoint: a public-looking address only VMs reach
  ['100.100.100.200', 32, 'metadata'], // Alibaba Cloud metadata (inside CGNAT, named for clarity)
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'unspecified'], // Linux connects 0.0.0.0 to the local host
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'linkLocal'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'documentation'],
  ['192.88.99.0', 24, 'reserved'], // old 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

/**
 * IPv6 is checked as "global unicast (2000::/3) minus special blocks" so anything new or odd is
 * refused by default. Forms that embed an IPv4 address are decided by that address (below).
 */
const V6_RANGES: readonly Range[] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['fd00:ec2::254', 128, 'metadata'], // AWS instance metadata over IPv6
  ['64:ff9b:1::', 48, 'private'], // local-use NAT64 (RFC 8215)
  ['100::', 64, 'reserved'], // discard-only
  ['2001::', 32, 'teredo'], // tunnels to an obfuscated IPv4 host; nothing to crawl there
  ['2001::', 23, 'reserved'], // IETF protocol assignments (ORCHID, benchmarking 2001:2::/48, …)
  ['2001:db8::', 32, 'documentation'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'reserved'], // SRv6 SIDs
  ['fc00::', 7, 'private'], // unique local
  ['fe80::', 10, 'linkLocal'],
  ['fec0::', 10, 'private'], // deprecated site-local, still routed by some stacks
  ['ff00::', 8, 'multicast'],
];

/** Prefixes whose bytes 12–15 (or 2–5 for 6to4) carry an IPv4 address that the packet ends up at. */
const EMBEDS_V4: readonly (readonly [prefix: string, bits: number, offset: number])[] = [
  ['::ffff:0:0', 96, 12], // IPv4-mapped: the kernel sends it over IPv4
  ['::ffff:0:0:0', 96, 12], // IPv4-translated (SIIT)
  ['64:ff9b::', 96, 12], // NAT64 well-known prefix
  ['2002::', 16, 2], // 6to4
];

function bytesOf(address: string): Uint8Array {
  const literal = parseHostLiteral(address);
  if (!literal) throw new Error(`Bad range table entry ${address}`);
  return literal.bytes;
}

function inPrefix(bytes: Uint8Array, prefix: Uint8Array, bits: number): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i / 8] as number) & mask) !== ((prefix[i / 8] as number) & mask)) return false;
  }
  return true;
}

const compile = (ranges: readonly Range[]) => ranges.map(([p, bits, kind]) => ({ prefix: bytesOf(p), bits, kind }));
const V4 = compile(V4_RANGES);
const V6 = compile(V6_RANGES);
const EMBEDDED = EMBEDS_V4.map(([p, bits, offset]) => ({ prefix: bytesOf(p), bits, offset }));
const COMPATIBLE = bytesOf('::'); // ::/96, deprecated IPv4-compatible (`::7f00:1`)

/** Classifies raw address bytes (4 or 16); exported for callers that already hold bytes. */
export function classifyBytes(bytes: Uint8Array): AddressClass {
  if (bytes.length === 4) return V4.find((r) => inPrefix(bytes, r.prefix, r.bits))?.kind ?? 'public';
  const special = V6.find((r) => r.bits === 128 && inPrefix(bytes, r.prefix, r.bits));
  if (special) return special.kind;
  const embed = EMBEDDED.find((e) => inPrefix(bytes, e.prefix, e.bits));
  if (embed) return classifyBytes(bytes.slice(embed.offset, embed.offset + 4));
  if (inPrefix(bytes, COMPATIBLE, 96)) return 'reserved';
  const range = V6.find((r) => inPrefix(bytes, r.prefix, r.bits));
  if (range) return range.kind;
  return ((bytes[0] as number) & 0xe0) === 0x20 ? 'public' : 'reserved';
}

/** What kind of destination `ip` is, in any notation `parseHostLiteral` reads; `invalid` if none. */
export function classifyAddress(ip: string): AddressClass {
  const literal = parseHostLiteral(ip);
  return literal ? classifyBytes(literal.bytes) : 'invalid';
}

/**
 * True unless `ip` is a public unicast address or the allowlist names it (for `port`, when given). Unparseable input is
 * forbidden: a check that cannot decide must not let the request through.
 */
export function isForbiddenAddress(ip: string, allowlist: Allowlist | readonly string[] = [], port?: number): boolean {
  if (classifyAddress(ip) === 'public') return false;
  const list = Array.isArray(allowlist) ? createAllowlist(allowlist) : (allowlist as Allowlist);
  return !list.allowsAddress(ip, port);
}
