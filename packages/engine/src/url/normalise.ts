import { isTrackingParam } from './tracking.ts';

/**
 * Each flag turns one canonicalising step off. The defaults produce the crawler's dedup key;
 * `FETCH_PROFILE` keeps everything a server might answer differently to (see below).
 */
export interface NormaliseOptions {
  keepTracking?: boolean;
  keepQueryOrder?: boolean;
  keepTrailingSlash?: boolean;
  keepDuplicateSlashes?: boolean;
  /** More parameter names (case-insensitive) to drop as tracking, e.g. `['ref']` for a site known to use it so. */
  extraTrackingParams?: readonly string[];
}

/**
 * For the URL actually requested (and for each redirect hop): only the steps that can never change
 * what the server returns. Stripping a trailing slash here would loop forever against servers
 * that redirect `/docs` → `/docs/` (Apache's DirectorySlash, nginx directories, most CMSs).
 */
export const FETCH_PROFILE: Readonly<NormaliseOptions> = Object.freeze({
  keepTracking: true,
  keepQueryOrder: true,
  keepTrailingSlash: true,
  keepDuplicateSlashes: true,
});

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** RFC 3986 §6.2.2: `%7e` and `~` are the same octet, `%2f` and `%2F` the same escape. */
function normalisePercent(text: string): string {
  return text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(ch) ? ch : `%${hex.toUpperCase()}`;
  });
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Works on the raw pairs, not URLSearchParams, so `?flag` stays `?flag` and `%20` is not rewritten to `+`. */
function normaliseQuery(search: string, options: NormaliseOptions): string {
  if (search.length <= 1) return '';
  let pairs = search
    .slice(1)
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      return { key: decodeName(rawKey), text: normalisePercent(pair) };
    });
  if (!options.keepTracking) pairs = pairs.filter((p) => !isTrackingParam(p.key, options.extraTrackingParams));
  // Array.prototype.sort is stable, so repeated keys (`?a=2&a=1`) keep their order, which servers read as a list.
  if (!options.keepQueryOrder) pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return pairs.length === 0 ? '' : `?${pairs.map((p) => p.text).join('&')}`;
}

function normalisePath(pathname: string, options: NormaliseOptions): string {
  let path = normalisePercent(pathname);
  if (!options.keepDuplicateSlashes) path = path.replace(/\/{2,}/g, '/');
  // `/a/` and `/a` are nearly always one page; keeping both would crawl and count it twice. Root stays `/`.
  if (!options.keepTrailingSlash && path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return path || '/';
}

/**
 * Canonical form of an http(s) URL, or null when it is not one we would ever fetch.
 * The WHATWG parser already lowercases scheme and host, converts IDN to punycode, canonicalises
 * IPv4 forms (`0x7f.1` → `127.0.0.1`), drops default ports and resolves dot segments (also `%2e`).
 * On top: fragment dropped, trailing dot of the host dropped, percent-escapes normalised, tracking
 * parameters removed, query sorted, duplicate and trailing slashes removed.
 * URLs carrying credentials give null: they are never crawled and must not end up in keys or logs.
 */
export function normaliseUrl(raw: string, base?: string | URL, options: NormaliseOptions = {}): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  let host = url.hostname;
  if (host.endsWith('.') && !host.startsWith('[')) host = host.slice(0, -1);
  if (!host) return null;
  const port = url.port ? `:${url.port}` : '';
  return `${url.protocol}//${host}${port}${normalisePath(url.pathname, options)}${normaliseQuery(url.search, options)}`;
}
