import { SafeFetchError } from '../../lib/net/errors.ts';
import { parseSitemap } from '../../lib/net/sitemap.ts';
import type { NewUrl } from './frontier.ts';
import { isLikelyHtml } from './links.ts';
import { siteUrl } from './origins.ts';
import { originOf, type RunContext } from './run-context.ts';

/**
 * A full run starts from robots.txt and the sitemaps: each origin's `Sitemap:` lines and its
 * /sitemap.xml; sitemap indexes are followed, up to maxSitemaps files in all.
 * Their pages enter the frontier at depth 1 (one step from the start page), within the page limit,
 * and only when robots.txt allows them. A sitemap is fetched only from the project's own hosts: a
 * robots.txt or sitemap index naming another host (or a redirect to one) must not make the crawler
 * fetch it, or any site could steer our requests at third parties.
 */
export async function seedFromSitemaps(rc: RunContext): Promise<number> {
  const { rt } = rc;
  const queue: string[] = [];
  for (const origin of rc.origins) {
    const rules = await rt.robots.get(origin);
    if (rules.unreachable) continue;
    queue.push(...ownSitemaps(rules.robots.sitemaps, rc.origins), `${origin}/sitemap.xml`);
  }
  const seen = new Set<string>();
  const candidates: NewUrl[] = [];
  while (queue.length > 0 && seen.size < rt.options.maxSitemaps && candidates.length < rc.project.pageLimit) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const body = await fetchSitemap(rc, url);
    if (!body) continue;
    let parsed;
    try {
      parsed = parseSitemap(body);
    } catch {
      continue; // a sitemap with a DTD, or one that expands too far, is ignored
    }
    queue.push(...ownSitemaps(parsed.sitemaps, rc.origins));
    for (const entry of parsed.urls) {
      const key = siteUrl(entry.loc, rc.origins);
      if (!key || !isLikelyHtml(key)) continue;
      const rules = await rt.robots.get(originOf(key));
      if (!rules.unreachable && rules.robots.isAllowed(key)) candidates.push({ url: key, depth: 1, source: 'sitemap' });
    }
  }
  return rc.frontier.add(candidates);
}

/** The sitemap URLs that belong to the project (same host and port as one of its origins). */
export function ownSitemaps(urls: readonly string[], origins: readonly string[]): string[] {
  return urls.flatMap((url) => {
    const own = siteUrl(url, origins);
    return own ? [own] : [];
  });
}

async function fetchSitemap(rc: RunContext, url: string): Promise<Buffer | null> {
  const { rt } = rc;
  try {
    const res = await rt.limiter.run(url, () =>
      rt.sitemapFetcher.fetchUrl(url, {
        accept: 'application/xml,text/xml,text/plain;q=0.9,*/*;q=0.5',
        signal: rt.stopping.signal,
        followRedirect: (next) => siteUrl(next, rc.origins) !== null,
      }),
    );
    return res.status >= 200 && res.status < 300 ? res.body : null;
  } catch (err) {
    if (err instanceof SafeFetchError && err.code === 'ABORTED') throw err;
    return null; // no sitemap is normal; a refused or broken one is the same for the crawl
  }
}
