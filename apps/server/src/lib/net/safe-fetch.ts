import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { FETCH_PROFILE, normaliseUrl } from '@lipi/engine/url';
import { createAllowlist, type Allowlist } from './allowlist.ts';
import { createDeadline, type Deadline } from './deadline.ts';
import { SafeFetchError } from './errors.ts';
import { readLimitedBody } from './read-body.ts';
import { pinnedLookup, resolveChecked, systemLookup, type LookupFn } from './resolve.ts';

export interface SafeFetcherOptions {
  /** CIDRs, addresses, `host:port`s or names let through the address policy (tests, local development). */
  allowlist?: readonly string[] | Allowlist;
  userAgent: string;
  /** The whole fetch, redirects and body included: a server that drips one byte a second still ends. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Ports public hosts may use; an allowlisted address may use any port. */
  allowedPorts?: readonly number[];
  lookup?: LookupFn;
}

export interface FetchUrlOptions {
  accept?: string;
  /** Media types worth reading (e.g. `['text/html']`); any other type comes back with an empty body. */
  contentTypes?: readonly string[];
  signal?: AbortSignal;
  /** Refuses a redirect before it is followed (e.g. a sitemap moved to another host): BLOCKED_HOST. */
  followRedirect?: (url: string) => boolean;
}

export interface FetchResult {
  finalUrl: string;
  status: number;
  headers: IncomingHttpHeaders;
  contentType: string;
  body: Buffer;
  truncated: boolean;
  /** True when `contentTypes` ruled the body out and it was not read. */
  skipped: boolean;
  /** Each Location followed, in order, as requested (after normalisation). */
  redirects: string[];
}

export interface SafeFetcher {
  fetchUrl(url: string, options?: FetchUrlOptions): Promise<FetchResult>;
  /** Closes pooled keep-alive sockets. */
  close(): void;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DEFAULT_PORTS: readonly number[] = [80, 443, 8080, 8443];

/**
 * Checks a URL (or a Location against its base) before anything is resolved. The precise codes
 * come first because normaliseUrl only says "no"; FETCH_PROFILE keeps the path and query as the
 * server sent them, so a `/docs` → `/docs/` redirect is followed, not looped.
 */
export function checkUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('INVALID_URL', 'Not a valid URL', raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('BLOCKED_SCHEME', `Scheme ${url.protocol} is not allowed`, url.href);
  }
  if (url.username || url.password) {
    // The reported URL leaves the secret out: errors end up in crawl reports and logs.
    const shown = new URL(url.href);
    shown.username = '';
    shown.password = '';
    throw new SafeFetchError('BLOCKED_CREDENTIALS', 'URLs with credentials are not fetched', shown.href);
  }
  const normal = normaliseUrl(url.href, undefined, FETCH_PROFILE);
  if (!normal) throw new SafeFetchError('INVALID_URL', 'Not a valid URL', url.href);
  return new URL(normal);
}

const mediaType = (headers: IncomingHttpHeaders) => (String(headers['content-type'] ?? '').split(';')[0] ?? '').trim().toLowerCase();

export function createSafeFetcher(options: SafeFetcherOptions): SafeFetcher {
  const allowlist = Array.isArray(options.allowlist)
    ? createAllowlist(options.allowlist)
    : ((options.allowlist as Allowlist | undefined) ?? createAllowlist([]));
  const lookup = options.lookup ?? systemLookup;
  const allowedPorts = options.allowedPorts ?? DEFAULT_PORTS;
  // Keep-alive pools are keyed by host:port; a pooled socket was connected to an address checked for that host.
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

  async function requestOnce(url: URL, accept: string, deadline: Deadline): Promise<IncomingMessage> {
    const isHttps = url.protocol === 'https:';
    const port = url.port ? Number(url.port) : isHttps ? 443 : 80;
    const target = { hostname: url.hostname, port, url: url.href, allowlist, allowedPorts, lookup };
    const addresses = await deadline.race(resolveChecked(target));
    return deadline.race(
      new Promise<IncomingMessage>((resolve, reject) => {
        const req = (isHttps ? https : http).request({
          host: url.hostname.replace(/^\[|\]$/g, ''),
          port,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          agent: isHttps ? agents.https : agents.http,
          lookup: pinnedLookup(addresses),
          headers: {
            host: url.host,
            'user-agent': options.userAgent,
            accept,
            'accept-encoding': 'gzip, deflate, br',
          },
        });
        deadline.onExpire(() => req.destroy());
        req.once('response', resolve);
        req.once('error', (error) => reject(new SafeFetchError('NETWORK', error.message, url.href, { cause: error })));
        req.end();
      }),
    );
  }

  async function fetchUrl(input: string, fetchOptions: FetchUrlOptions = {}): Promise<FetchResult> {
    const deadline = createDeadline(options.timeoutMs, fetchOptions.signal);
    const accept = fetchOptions.accept ?? 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
    const redirects: string[] = [];
    const seen = new Set<string>();
    let current = input;
    try {
      let url = checkUrl(input);
      for (;;) {
        current = url.href;
        seen.add(url.href);
        const res = await requestOnce(url, accept, deadline);
        const location = res.headers.location;
        if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
          // A short, framed redirect body is drained so the socket can go back to the pool; anything
          // else is dropped, or a server could keep streaming into a redirect nobody reads.
          if (Number(res.headers['content-length'] ?? Infinity) <= 65_536) res.resume();
          else res.destroy();
          if (redirects.length >= options.maxRedirects) {
            throw new SafeFetchError('TOO_MANY_REDIRECTS', `More than ${options.maxRedirects} redirects`, url.href);
          }
          const next = checkUrl(location, url.href);
          if (seen.has(next.href)) throw new SafeFetchError('REDIRECT_LOOP', `Redirect loop at ${next.href}`, url.href);
          if (fetchOptions.followRedirect && !fetchOptions.followRedirect(next.href))
            throw new SafeFetchError('BLOCKED_HOST', `Redirect not followed: ${next.href}`, url.href);
          redirects.push(next.href);
          url = next;
          continue;
        }
        const contentType = mediaType(res.headers);
        const skipped = fetchOptions.contentTypes !== undefined && !fetchOptions.contentTypes.includes(contentType);
        if (skipped) res.destroy();
        const { body, truncated } = skipped ? { body: Buffer.alloc(0), truncated: false } : await deadline.race(readLimitedBody(res, options.maxBytes));
        const status = res.statusCode ?? 0;
        return {
          finalUrl: url.href,
          status,
          headers: res.headers,
          contentType,
          body,
          truncated,
          skipped,
          redirects,
        };
      }
    } catch (error) {
      throw deadline.explain(error, current);
    } finally {
      deadline.clear();
    }
  }

  return {
    fetchUrl,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
