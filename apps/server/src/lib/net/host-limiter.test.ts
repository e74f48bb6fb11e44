import { describe, expect, it } from 'vitest';
import { createHostLimiter } from './host-limiter.ts';

/** A frozen clock whose sleeps are only recorded, so spacing is asserted exactly and takes no real time. */
function fakeTime() {
  const sleeps: number[] = [];
  return {
    now: () => 1_000,
    sleep: async (ms: number) => void sleeps.push(ms),
    sleeps,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createHostLimiter', () => {
  it('never runs more than `concurrency` tasks per host, and hands slots over in order', async () => {
    const limiter = createHostLimiter({ concurrency: 2, delayMs: 0 });
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await tick();
      order.push(n);
      active--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => limiter.run('https://a.in/x', task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('keeps hosts independent', async () => {
    const limiter = createHostLimiter({ concurrency: 1, delayMs: 0 });
    let active = 0;
    let peak = 0;
    const task = async () => {
      active++;
      peak = Math.max(peak, active);
      await tick();
      active--;
    };
    await Promise.all(['https://a.in/', 'https://b.in/', 'https://a.in:8443/'].map((u) => limiter.run(u, task)));
    expect(peak).toBe(3);
  });

  it('spaces the starts of requests to one host by the polite delay', async () => {
    const time = fakeTime();
    const limiter = createHostLimiter({ concurrency: 3, delayMs: 500, now: time.now, sleep: time.sleep });
    await Promise.all([0, 1, 2].map(() => limiter.run('https://a.in/', async () => undefined)));
    // The first starts at once; the others are reserved 500 ms apart although all three slots were free.
    expect(time.sleeps).toEqual([500, 1_000]);
  });

  it('uses a per-host Crawl-delay, capped so a hostile robots.txt cannot stall the crawl', async () => {
    const time = fakeTime();
    const limiter = createHostLimiter({
      concurrency: 1,
      delayMs: 100,
      maxDelayMs: 5_000,
      now: time.now,
      sleep: time.sleep,
    });
    limiter.setDelay('https://slow.in/robots.txt', 86_400_000);
    limiter.setDelay('https://quick.in/', 2_000);
    for (let i = 0; i < 2; i++) await limiter.run('https://slow.in/page', async () => undefined);
    for (let i = 0; i < 2; i++) await limiter.run('https://quick.in/page', async () => undefined);
    expect(time.sleeps).toEqual([5_000, 2_000]);
  });

  it('releases the slot when a task fails', async () => {
    const limiter = createHostLimiter({ concurrency: 1, delayMs: 0 });
    await expect(limiter.run('https://a.in/', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run('https://a.in/', async () => 'next')).resolves.toBe('next');
  });
});
