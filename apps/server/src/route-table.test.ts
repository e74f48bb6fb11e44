import { ALL_ROUTES, serverPath } from '@lipi/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_CALL_ROUTES as NOT_CALLS } from './plugins/auth.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Every route as declared, collected by an onRoute hook added before anything registers. */
const declared = [] as Array<{ method: string; url: string; config: Record<string, unknown> }>;

/** Collects every route as it is declared (passed to the app as its onRoute dependency). */
const collect = (route: RouteOptions) => {
  for (const method of ([] as string[]).concat(route.method)) declared.push({ method, url: route.url, config: { ...(route.config as object) } });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collect });
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const apiRoutes = () => declared.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && !NOT_CALLS.some((re) => re.test(key(r))));

describe('route table', () => {
  it('registers every /api route from a contract entry', () => {
    const without = apiRoutes()
      .filter((r) => !r.config.routeDef)
      .map(key);
    expect(without.sort()).toEqual([]);
  });

  it('registers every entry of ALL_ROUTES exactly once, from that entry', () => {
    const counts = new Map<string, number>();
    for (const r of apiRoutes()) counts.set(key(r), (counts.get(key(r)) ?? 0) + 1);
    const wrong = ALL_ROUTES.map((def) => `${def.method} ${serverPath(def)}`).filter((k) => counts.get(k) !== 1);
    expect(wrong).toEqual([]);
    const fromOtherEntry = apiRoutes().filter((r) => {
      const def = r.config.routeDef as (typeof ALL_ROUTES)[number] | undefined;
      return def && (!ALL_ROUTES.includes(def) || `${def.method} ${serverPath(def)}` !== key(r));
    });
    expect(fromOtherEntry.map(key)).toEqual([]);
  });

  it('has no two entries with the same method and path', () => {
    const seen = new Set<string>();
    const duplicates = ALL_ROUTES.map((def) => `${def.method} ${serverPath(def)}`).filter((k) => (seen.has(k) ? true : (seen.add(k), false)));
    expect(duplicates).toEqual([]);
  });
});
