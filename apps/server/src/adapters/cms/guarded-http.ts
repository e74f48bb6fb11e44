import http from 'node:http';
import https from 'node:https';
import { createAllowlist } from '../../lib/net/allowlist.ts';
import { createDeadline } from '../../lib/net/deadline.ts';
import { SafeFetchError } from '../../lib/net/errors.ts';
import { readLimitedBody } from '../../lib/net/read-body.ts';
import { pinnedLookup, resolveChecked, systemLookup, type LookupFn } from '../../lib/net/resolve.ts';
import { checkUrl } from '../../lib/net/safe-fetch.ts';

export type GuardOptions = { allowlist: readonly string[]; timeoutMs: number; maxBytes: number; lookup?: LookupFn };
export type GuardedResponse = { status: number; contentType: string; body: Buffer };

/** Any port is fine for a CMS address that passed the address policy (Strapi's default is 1337). */
const ANY_PORT = Array.from({ length: 65535 }, (_, i) => i + 1);

/**
 * One request to a customer's server through the SSRF guard of the crawler (scheme, credentials,
 * every resolved address public unless allowlisted, the socket pinned to the checked address), with
 * a method and a JSON body, a whole-request deadline and a size cap. Redirects are not followed: an
 * API that redirects is a misconfiguration worth reporting, and following one could leave the host.
 */
export async function guardedRequest(
  options: GuardOptions,
  method: 'GET' | 'PUT' | 'POST',
  rawUrl: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<GuardedResponse> {
  const url = checkUrl(rawUrl);
  const deadline = createDeadline(options.timeoutMs);
  try {
    return await requestWithin(deadline, options, method, url, headers, body);
  } finally {
    deadline.clear();
  }
}

async function requestWithin(
  deadline: ReturnType<typeof createDeadline>,
  options: GuardOptions,
  method: string,
  url: URL,
  headers: Record<string, string>,
  body: unknown,
): Promise<GuardedResponse> {
  const isHttps = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : isHttps ? 443 : 80;
  const addresses = await deadline.race(
    resolveChecked({
      hostname: url.hostname,
      port,
      url: url.href,
      allowlist: createAllowlist(options.allowlist),
      allowedPorts: ANY_PORT,
      lookup: options.lookup ?? systemLookup,
    }),
  );
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const res = await deadline.race(
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = (isHttps ? https : http).request({
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port,
        path: `${url.pathname}${url.search}`,
        method,
        lookup: pinnedLookup(addresses),
        headers: {
          host: url.host,
          accept: 'application/json',
          'user-agent': 'Lipi-CMS/1.0',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...headers,
        },
      });
      deadline.onExpire(() => req.destroy());
      req.once('response', resolve);
      req.once('error', (error) => reject(new SafeFetchError('NETWORK', error.message, url.href, { cause: error })));
      req.end(payload);
    }),
  );
  const read = await deadline.race(readLimitedBody(res, options.maxBytes));
  if (read.truncated) throw new SafeFetchError('NETWORK', `The answer is larger than ${options.maxBytes} bytes`, url.href);
  return { status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: read.body };
}
