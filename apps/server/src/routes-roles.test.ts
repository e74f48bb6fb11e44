import { ROLES } from '@lipi/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Action } from './modules/policy/policy.ts';
import { createOrganisationRow, member } from './test/admin-fixtures.ts';
import { randomIp } from './test/auth-helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Every route as declared, collected by an onRoute hook added before anything registers. */
const declared = [] as Array<{ method: string; url: string; policy: string }>;

/** Collects every route as it is declared (passed to the app as its onRoute dependency). */
const collect = (route: RouteOptions) => {
  const policy = String((route.config as { policy?: string } | undefined)?.policy ?? '');
  for (const method of ([] as string[]).concat(route.method)) declared.push({ method, url: route.url, policy });
};

const POLICY_REFUSAL = 'You are not allowed to do this';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collect });
});
afterAll(() => t.close());

/**
 * Every role against every guarded route: the policy check runs before the input is read, so an
 * empty request is refused with the policy's 403 exactly when the matrix says no, and otherwise gets
 * past it (to a validation error, a not-found or an answer).
 */
describe('every role against every route', () => {
  it('is refused or let through exactly as policy.ts says', async () => {
    const guarded = declared.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.policy !== 'public' && r.policy !== 'authenticated');
    expect(guarded.length).toBeGreaterThan(50);
    const org = await createOrganisationRow(t.app);
    const mismatches: string[] = [];
    for (const role of ROLES) {
      const user = await member(t.app, org.id, role);
      for (const route of guarded) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:(\w+)/g, 'x'),
          payload: route.method === 'GET' ? undefined : {},
          headers: { authorization: `Bearer ${user.token}` },
          remoteAddress: randomIp(),
        });
        const refused = res.statusCode === 403 && res.json().message === POLICY_REFUSAL;
        const allowed = can(role, route.policy as Action);
        if (refused === allowed) mismatches.push(`${role} ${route.method} ${route.url} (${route.policy}): ${res.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000);
});
