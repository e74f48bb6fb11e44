/** An IP address as 4 or 16 bytes plus its canonical text (dotted quad, or RFC 5952 IPv6). */
export interface IpLiteral {
  family: 4 | 6;
  bytes: Uint8Array;
  address: string;
}

/**
 * One part of an IPv4 literal as the WHATWG URL parser and libc's inet_aton read it:
 * `0x`-prefixed is hex (`0x` alone is 0), a leading `0` is octal, anything else decimal.
 * These odd forms are what let `http://0177.1/` or `http://2130706433/` reach 127.0.0.1.
 */
function parseV4Part(part: string): number | null {
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(part)) {
    digits = part.slice(2);
    radix = 16;
  } else if (part.length > 1 && part.startsWith('0')) {
    digits = part.slice(1);
    radix = 8;
  }
  if (digits === '') return 0;
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return null;
  // Longer than this can only be out of range; stops precision games with 40-digit numbers.
  if (digits.length > 12) return Number.POSITIVE_INFINITY;
  return parseInt(digits, radix);
}

function parseV4(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop(); // `127.0.0.1.` is still an address
  if (parts.length === 0 || parts.length > 4 || parts.some((p) => p === '')) return null;
  const numbers = parts.map(parseV4Part);
  if (numbers.some((n) => n === null)) return null;
  const values = numbers as number[];
  const last = values[values.length - 1] as number;
  if (values.slice(0, -1).some((n) => n > 255)) return null;
  if (last >= 256 ** (5 - values.length)) return null;
  // Leading parts are single bytes; the last one fills every remaining byte (so `127.1` is 127.0.0.1).
  let value = last;
  values.slice(0, -1).forEach((n, i) => {
    value += n * 256 ** (3 - i);
  });
  return new Uint8Array([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);
}

function parseV6(text: string): Uint8Array | null {
  // A zone (`fe80::1%eth0`) only scopes a link-local address; the bytes are what we classify.
  let body = text.replace(/%.*$/, '');
  const groups: number[] = [];
  const dotted = body.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  let tail: number[] = [];
  if (dotted) {
    const quad = (dotted[2] as string).split('.').map(Number);
    if (quad.some((n) => n > 255) || !/^(\d{1,3}\.){3}\d{1,3}$/.test(dotted[2] as string)) return null;
    tail = [((quad[0] as number) << 8) | (quad[1] as number), ((quad[2] as number) << 8) | (quad[3] as number)];
    body = (dotted[1] as string).endsWith('::') ? (dotted[1] as string) : (dotted[1] as string).slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const read = (s: string): number[] | null => {
    if (s === '') return [];
    const out = s.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
    return out.some(Number.isNaN) ? null : out;
  };
  const head = read(halves[0] as string);
  const rest = halves.length === 2 ? read(halves[1] as string) : [];
  if (!head || !rest) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 2 ? given > 7 : given !== 8) return null;
  groups.push(...head, ...new Array<number>(8 - given).fill(0), ...rest, ...tail);
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[i * 2] = g >> 8;
    bytes[i * 2 + 1] = g & 255;
  });
  return bytes;
}

/** RFC 5952: lowercase, no leading zeros, the longest run (≥ 2) of zero groups shortened to `::`. */
function formatV6(bytes: Uint8Array): string {
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[i * 2] as number) << 8) | (bytes[i * 2 + 1] as number));
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start === -1) return hex.join(':');
  const left = hex.slice(0, best.start).join(':');
  const right = hex.slice(best.start + best.length).join(':');
  return `${left}::${right}`;
}

export function formatAddress(bytes: Uint8Array): string {
  return bytes.length === 4 ? Array.from(bytes).join('.') : formatV6(bytes);
}

/**
 * Reads `host` as an IP literal in every notation a browser or libc accepts (decimal `2130706433`,
 * octal `0177.0.0.1`, hex `0x7f.0.0.1`/`0x7f000001`, short `127.1`, trailing dot, bracketed or bare
 * IPv6 with embedded IPv4). Null when `host` is a name, so callers resolve it instead.
 */
export function parseHostLiteral(host: string): IpLiteral | null {
  const text = host.trim();
  if (text.includes(':') || text.startsWith('[')) {
    const inner = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
    const bytes = parseV6(inner);
    return bytes ? { family: 6, bytes, address: formatV6(bytes) } : null;
  }
  const bytes = parseV4(text);
  return bytes ? { family: 4, bytes, address: formatAddress(bytes) } : null;
}
