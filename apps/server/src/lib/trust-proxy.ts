import { isIP } from 'node:net';

/** What Fastify's `trustProxy` receives: nothing trusted, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's resolver) knows for common ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function checkEntry(entry: string) {
  if (NAMED_RANGES.has(entry)) return;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR or one of ${[...NAMED_RANGES].join(', ')}`);
  if (prefix === undefined) return;
  const bits = Number(prefix);
  if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: bad prefix length in "${entry}"`);
}

/**
 * TRUST_PROXY: empty or `false` trusts no proxy (request.ip is the connecting address, so a forged
 * X-Forwarded-For changes nothing); a number trusts that many hops in front of Lipi; otherwise a
 * comma-separated list of proxy addresses or CIDRs whose X-Forwarded-For is believed. `true`
 * (every hop) is refused: anyone could then pick their own address and escape per-IP limits.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') {
    throw new Error(
      'TRUST_PROXY: "true" would believe a forged X-Forwarded-For from anyone; give the number of proxies in front of Lipi (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops > 10) throw new Error('TRUST_PROXY: at most 10 hops');
    return hops;
  }
  const entries = trimmed
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  entries.forEach(checkEntry);
  return entries;
}

/**
 * Fastify's form of the setting. A hop count becomes proxy-addr's "trust the first N hops"
 * function (this Fastify refuses a bare number): the connecting peer and the entries it appended
 * are believed, so a hop count is only safe when Lipi is reachable through its proxies alone.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
