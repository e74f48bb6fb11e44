import { parseHostLiteral } from './ip-literal.ts';

/**
 * The explicit exception list for addresses the policy refuses: local development and tests
 * (`['127.0.0.1/32']`), or a self-hoster crawling an intranet site. Production keeps it empty.
 */
export interface Allowlist {
  /** `port` undefined means "any port", which only entries without a port grant. */
  allowsAddress(ip: string, port?: number): boolean;
  /** A hostname entry lets that name through whatever it resolves to (e.g. `web:3000` in docker compose). */
  allowsHost(host: string, port?: number): boolean;
  readonly isEmpty: boolean;
}

interface CidrEntry {
  bytes: Uint8Array;
  bits: number;
  port?: number;
}

function matches(bytes: Uint8Array, entry: CidrEntry): boolean {
  if (bytes.length !== entry.bytes.length) return false;
  for (let i = 0; i < entry.bits; i += 8) {
    const take = Math.min(8, entry.bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i / 8] as number) & mask) !== ((entry.bytes[i / 8] as number) & mask)) return false;
  }
  return true;
}

function parsePort(text: string, entry: string): number {
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65535) throw new Error(`Allowlist entry "${entry}" has a bad port`);
  return port;
}

const normaliseHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** `::ffff:127.0.0.1` reaches 127.0.0.1, so an entry for one must match the other. */
function unmapped(bytes: Uint8Array): Uint8Array {
  const isMapped = bytes.length === 16 && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 255 && bytes[11] === 255;
  return isMapped ? bytes.slice(12) : bytes;
}

/**
 * Entries: a CIDR (`127.0.0.1/32`, `fd00::/8`), an address (`::1`, `[::1]`), an address with a port
 * (`127.0.0.1:4000`, `[::1]:4000`), or a hostname with an optional port. Bad entries throw, so a
 * typo in the config stops the boot instead of silently allowing nothing (or everything).
 */
export function createAllowlist(entries: readonly string[]): Allowlist {
  const cidrs: CidrEntry[] = [];
  const hosts: { host: string; port?: number }[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    const slash = entry.indexOf('/');
    if (slash !== -1) {
      const literal = parseHostLiteral(entry.slice(0, slash));
      const bits = Number(entry.slice(slash + 1));
      const max = literal?.family === 4 ? 32 : 128;
      if (!literal || !/^\d+$/.test(entry.slice(slash + 1)) || bits > max) throw new Error(`Bad allowlist CIDR "${entry}"`);
      cidrs.push({ bytes: literal.bytes, bits });
      continue;
    }
    const bracketed = entry.match(/^\[([^\]]+)\](?::(\d+))?$/);
    const hostPort = entry.match(/^([^:]+):(\d+)$/);
    const [host, port] = bracketed ? [bracketed[1] as string, bracketed[2]] : hostPort ? [hostPort[1] as string, hostPort[2]] : [entry, undefined];
    const literal = parseHostLiteral(host);
    const portNumber = port === undefined ? undefined : parsePort(port, entry);
    if (literal) cidrs.push({ bytes: literal.bytes, bits: literal.bytes.length * 8, port: portNumber });
    else if (/^[a-z0-9.-]+$/i.test(host)) hosts.push({ host: normaliseHost(host), port: portNumber });
    else throw new Error(`Bad allowlist entry "${entry}"`);
  }
  const portOk = (allowed: number | undefined, port: number | undefined) => allowed === undefined || allowed === port;
  return {
    isEmpty: cidrs.length === 0 && hosts.length === 0,
    allowsAddress(ip, port) {
      const literal = parseHostLiteral(ip);
      if (!literal) return false;
      const bytes = unmapped(literal.bytes);
      return cidrs.some((c) => matches(bytes, c) && portOk(c.port, port));
    },
    allowsHost(host, port) {
      const name = normaliseHost(host);
      return hosts.some((h) => h.host === name && portOk(h.port, port));
    },
  };
}
