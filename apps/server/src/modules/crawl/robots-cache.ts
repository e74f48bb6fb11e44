import { SafeFetchError } from '../../lib/net/errors.ts';
import type { HostLimiter } from '../../lib/net/host-limiter.ts';
import { ROBOTS_MAX_BYTES, robotsForResponse, type Robots } from '../../lib/net/robots.ts';
import type { SafeFetcher } from '../../lib/net/safe-fetch.ts';

export type SiteRules = {
  robots: Robots;
  /** Set when the site cannot be crawled at all (refused address, no DNS, 5xx on robots.txt): pages fail with it. */
  unreachable: string | null;
};

export type RobotsCache = {
  /** The rules for an origin (`https://example.org`), fetched once and kept for a while. */
  get(origin: string): Promise<SiteRules>;
};

const TTL_MS = 10 * 60_000;
/** A failure is remembered only briefly: a DNS hiccup must not fail a whole crawl for ten minutes. */
const FAILURE_TTL_MS = 30_000;

type Deps = { fetcher: SafeFetcher; limiter: HostLimiter; userAgent: string; maxDelayMs: number; signal: AbortSignal };

/**
 * robots.txt per origin (RFC 9309), shared by every crawl of this worker. A Crawl-delay becomes
 * the host's polite delay (capped). Concurrent callers share one fetch.
 */
export function createRobotsCache(deps: Deps): RobotsCache {
  const entries = new Map<string, { until: number; rules: Promise<SiteRules> }>();

  async function load(origin: string): Promise<SiteRules> {
    const url = `${origin}/robots.txt`;
    try {
      const res = await deps.limiter.run(url, () => deps.fetcher.fetchUrl(url, { accept: 'text/plain,*/*;q=0.5', signal: deps.signal }));
      const text = res.body.subarray(0, ROBOTS_MAX_BYTES).toString('utf8');
      const robots = robotsForResponse(res.status, text, deps.userAgent);
      if (res.status === 429 || res.status >= 500) {
        return { robots, unreachable: `robots.txt answered ${res.status}: the site asks crawlers to come back later` };
      }
      if (robots.crawlDelay !== null) deps.limiter.setDelay(origin, Math.min(robots.crawlDelay * 1000, deps.maxDelayMs));
      return { robots, unreachable: null };
    } catch (err) {
      if (err instanceof SafeFetchError && err.code === 'ABORTED') throw err;
      const reason = err instanceof SafeFetchError ? err.message : 'The site could not be reached';
      return { robots: robotsForResponse(0, '', deps.userAgent), unreachable: reason };
    }
  }

  return {
    get(origin) {
      const cached = entries.get(origin);
      if (cached && Date.now() < cached.until) return cached.rules;
      const rules = load(origin);
      const entry = { until: Date.now() + TTL_MS, rules };
      entries.set(origin, entry);
      rules.then(
        (r) => {
          if (r.unreachable) entry.until = Date.now() + FAILURE_TTL_MS;
        },
        // An aborted load must not stay cached for the next run of this worker.
        () => entries.delete(origin),
      );
      return rules;
    },
  };
}
