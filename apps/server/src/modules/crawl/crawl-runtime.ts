import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { createHostLimiter, type HostLimiter } from '../../lib/net/host-limiter.ts';
import { createSafeFetcher, type SafeFetcher } from '../../lib/net/safe-fetch.ts';
import type { ProgressReporter } from './progress.ts';
import { createRobotsCache, type RobotsCache } from './robots-cache.ts';

export type CrawlOptions = {
  /** Minimum time between two request starts to one host (robots.txt Crawl-delay raises it). */
  delayMs: number;
  /** Cap on a robots.txt Crawl-delay, so `Crawl-delay: 3600` cannot stall a crawl for days. */
  maxDelayMs: number;
  perHostConcurrency: number;
  /** Pages claimed from the frontier at once, across hosts (on a database server: inFlightOnServer). */
  inFlight: number;
  /**
   * With DATABASE_URL: a page waiting for the database holds no fetch slot (the per-host limit
   * stays), and the page writer stores all that wait as one statement, so more pages in flight
   * keep the server busy while Node fetches and extracts; PGlite shares Node's CPU instead.
   */
  inFlightOnServer: number;
  pageTimeoutMs: number;
  maxPageBytes: number;
  maxRedirects: number;
  /** How long one job works before handing over to its next job (other projects get their turn). */
  sliceMs: number;
  /** Live progress at most this often per project (250 ms = 4 per second). */
  progressIntervalMs: number;
  maxSitemaps: number;
};

export const DEFAULT_CRAWL_OPTIONS: CrawlOptions = Object.freeze({
  delayMs: 250,
  maxDelayMs: 10_000,
  perHostConcurrency: 2,
  inFlight: 8,
  inFlightOnServer: 16,
  pageTimeoutMs: 15_000,
  maxPageBytes: 2 * 1024 * 1024,
  maxRedirects: 5,
  sliceMs: 20_000,
  progressIntervalMs: 250,
  maxSitemaps: 20,
});

/** Everything a crawl worker keeps between jobs: connections, politeness state, robots rules. */
export type CrawlRuntime = {
  ctx: AppContext;
  options: CrawlOptions;
  userAgent: string;
  fetcher: SafeFetcher;
  /** Sitemaps may be larger than pages (sitemaps.org allows 50 MB); 10 MB is plenty of URLs. */
  sitemapFetcher: SafeFetcher;
  limiter: HostLimiter;
  robots: RobotsCache;
  /** Aborted when the server shuts down: fetches stop at once and claimed pages go back to pending. */
  stopping: AbortController;
  newToken: () => string;
  /** One reporter per run across its slices, so the throttle holds at a hand-over too. */
  reporters: Map<string, ProgressReporter>;
};

const runtimes = new WeakMap<AppContext, CrawlRuntime>();

export function createCrawlRuntime(ctx: AppContext, overrides: Partial<CrawlOptions> = {}): CrawlRuntime {
  const defaults = ctx.config.DATABASE_URL ? { ...DEFAULT_CRAWL_OPTIONS, inFlight: DEFAULT_CRAWL_OPTIONS.inFlightOnServer } : DEFAULT_CRAWL_OPTIONS;
  const options = { ...defaults, ...overrides };
  const userAgent = `LipiBot/1.0 (+${ctx.config.PUBLIC_URL})`;
  const common = { allowlist: ctx.config.FETCH_ALLOWLIST, userAgent, maxRedirects: options.maxRedirects };
  const fetcher = createSafeFetcher({ ...common, timeoutMs: options.pageTimeoutMs, maxBytes: options.maxPageBytes });
  const sitemapFetcher = createSafeFetcher({ ...common, timeoutMs: Math.max(options.pageTimeoutMs, 30_000), maxBytes: 10 * 1024 * 1024 });
  const limiter = createHostLimiter({ concurrency: options.perHostConcurrency, delayMs: options.delayMs, maxDelayMs: options.maxDelayMs });
  const stopping = new AbortController();
  const runtime: CrawlRuntime = {
    ctx,
    options,
    userAgent,
    fetcher,
    sitemapFetcher,
    limiter,
    robots: createRobotsCache({ fetcher, limiter, userAgent, maxDelayMs: options.maxDelayMs, signal: stopping.signal }),
    stopping,
    newToken: randomUUID,
    reporters: new Map(),
  };
  runtimes.set(ctx, runtime);
  return runtime;
}

/** Called before the app closes (preClose): running slices stop and give their pages back. */
export function stopCrawlRuntime(ctx: AppContext) {
  const runtime = runtimes.get(ctx);
  if (!runtime) return;
  runtime.stopping.abort();
  runtime.fetcher.close();
  runtime.sitemapFetcher.close();
  runtimes.delete(ctx);
}
