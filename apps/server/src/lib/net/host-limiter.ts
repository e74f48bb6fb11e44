export interface HostLimiterOptions {
  /** Requests in flight per host at once. */
  concurrency: number;
  /** Minimum time between the starts of two requests to one host. */
  delayMs: number;
  /** Upper bound for `setDelay`: a robots.txt `Crawl-delay: 86400` must not stall a crawl for a day. */
  maxDelayMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface HostLimiter {
  /** Runs `task` when `url`'s host has a free slot and its polite delay has passed. */
  run<T>(url: string, task: () => Promise<T>): Promise<T>;
  /** Per-host delay, e.g. from robots.txt Crawl-delay (seconds × 1000). */
  setDelay(url: string, delayMs: number): void;
}

interface HostState {
  active: number;
  waiting: (() => void)[];
  nextStart: number;
}

/** host:port, so two sites on one machine on different ports are two hosts, as a browser sees them. */
function keyOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Per-host politeness for the crawler. Slots are handed over in arrival order (a finishing task
 * gives its slot straight to the next waiter), so a host's queue cannot be starved by newcomers.
 */
export function createHostLimiter(options: HostLimiterOptions): HostLimiter {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxDelay = options.maxDelayMs ?? 60_000;
  const hosts = new Map<string, HostState>();
  const delays = new Map<string, number>();

  async function acquire(key: string): Promise<HostState> {
    const state = hosts.get(key) ?? { active: 0, waiting: [], nextStart: 0 };
    hosts.set(key, state);
    if (state.active < options.concurrency) state.active++;
    else await new Promise<void>((resolve) => state.waiting.push(resolve));
    // Reserve the next start time before sleeping, so concurrent starters space themselves out.
    const start = Math.max(now(), state.nextStart);
    state.nextStart = start + (delays.get(key) ?? options.delayMs);
    const wait = start - now();
    if (wait > 0) await sleep(wait);
    return state;
  }

  function release(key: string, state: HostState): void {
    const next = state.waiting.shift();
    if (next) {
      next();
      return;
    }
    state.active--;
    // Forget idle hosts whose delay has passed, so a crawl of many hosts does not grow this map forever.
    if (state.active === 0 && state.nextStart <= now()) hosts.delete(key);
  }

  return {
    async run(url, task) {
      const key = keyOf(url);
      const state = await acquire(key);
      try {
        return await task();
      } finally {
        release(key, state);
      }
    },
    setDelay(url, delayMs) {
      delays.set(keyOf(url), Math.min(Math.max(0, delayMs), maxDelay));
    },
  };
}
