import { promises as dns, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import type { Allowlist } from './allowlist.ts';
import { SafeFetchError } from './errors.ts';
import { classifyBytes } from './ip-policy.ts';
import { parseHostLiteral } from './ip-literal.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every A and AAAA answer for a name. Injectable so tests can "resolve" attack names without DNS. */
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupFn = async (hostname) => {
  const answers = await dns.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * Names that only ever mean "this machine" or "this private network". Refused before any lookup:
 * `localhost` resolves locally without DNS, and `.internal` names the GCP metadata server.
 */
const FORBIDDEN_NAME = /(^|\.)(localhost|localdomain|internal|local|home\.arpa|intranet|lan)$/;

export function isForbiddenHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return FORBIDDEN_NAME.test(name) || !name.includes('.');
}

const isLocalhostName = (host: string) => host.toLowerCase().replace(/\.$/, '') === 'localhost';

/**
 * `localhost` is the loopback address by definition (RFC 6761), so an allowlist entry for loopback
 * (`127.0.0.1/32`, `127.0.0.1:4000`, `::1`) covers the name too. It is answered without DNS, with
 * only the loopback addresses the allowlist lets through; with none, the name stays refused.
 */
function localhostAddresses(target: CheckTarget): ResolvedAddress[] {
  const allowed = (['127.0.0.1', '::1'] as const).filter((address) => target.allowlist.allowsAddress(address, target.port));
  if (allowed.length === 0) throw new SafeFetchError('BLOCKED_HOST', `Host not allowed: localhost`, target.url);
  return allowed.map((address) => ({ address, family: address === '::1' ? 6 : 4 }));
}

export interface CheckTarget {
  hostname: string;
  port: number;
  url: string;
  allowlist: Allowlist;
  allowedPorts: readonly number[];
  lookup: LookupFn;
}

function checkAddress(address: ResolvedAddress | { address: string }, target: CheckTarget): ResolvedAddress {
  const literal = parseHostLiteral(address.address);
  const shown = `${target.hostname} → ${address.address}`;
  if (!literal) throw new SafeFetchError('BLOCKED_ADDRESS', `Unreadable address ${shown}`, target.url);
  const allowlisted = target.allowlist.allowsAddress(literal.address, target.port);
  if (!allowlisted && classifyBytes(literal.bytes) !== 'public') {
    throw new SafeFetchError('BLOCKED_ADDRESS', `Address not allowed: ${shown} (${classifyBytes(literal.bytes)})`, target.url);
  }
  if (!allowlisted && !target.allowedPorts.includes(target.port)) {
    throw new SafeFetchError('BLOCKED_PORT', `Port ${target.port} is not allowed`, target.url);
  }
  return { address: literal.address, family: literal.family };
}

/**
 * The addresses a connection to `hostname` may use, each one checked. If ANY answer is forbidden
 * the whole name is refused (GitLab's policy, not Mastodon's "use the public one"): a public site
 * has no reason to publish a private record, and mixed answers are the classic rebinding setup.
 * A failed or empty lookup refuses too.
 */
export async function resolveChecked(target: CheckTarget): Promise<ResolvedAddress[]> {
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const literal = parseHostLiteral(host);
  if (literal) return [checkAddress(literal, target)];
  const hostAllowed = target.allowlist.allowsHost(host, target.port);
  if (!hostAllowed && isLocalhostName(host)) return localhostAddresses(target);
  if (!hostAllowed && isForbiddenHostname(host)) throw new SafeFetchError('BLOCKED_HOST', `Host not allowed: ${host}`, target.url);
  let answers: ResolvedAddress[];
  try {
    answers = await target.lookup(host);
  } catch (error) {
    throw new SafeFetchError('DNS_FAILED', `Could not resolve ${host}`, target.url, { cause: error });
  }
  if (answers.length === 0) throw new SafeFetchError('DNS_FAILED', `No address for ${host}`, target.url);
  // An allowlisted name may resolve anywhere (that is its point); it still gets canonical literals.
  const open: CheckTarget = { ...target, allowlist: { ...target.allowlist, allowsAddress: () => true } };
  return answers.map((a) => checkAddress(a, hostAllowed ? open : target));
}

/**
 * A `lookup` for net/tls.connect that answers only with addresses already checked, so the socket
 * goes where the check looked (DNS rebinding cannot swap the answer between check and connect).
 * Handles `all: true`, which Node's happy-eyeballs (autoSelectFamily) asks for.
 */
export function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = typeof options === 'object' && options ? options.family : undefined;
    const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : [...addresses];
    const first = wanted[0];
    if (!first) {
      const error = Object.assign(new Error('No checked address for this family'), { code: 'ENOTFOUND' });
      callback(error, '', 0);
      return;
    }
    if (typeof options === 'object' && options?.all) {
      (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, wanted);
      return;
    }
    callback(null, first.address, first.family);
  };
}
