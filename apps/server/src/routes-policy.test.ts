import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { ACTIONS } from './modules/policy/policy.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Every route as declared, collected by an onRoute hook added before anything registers. */
const declared = [] as Array<{ method: string; url: string; config: Record<string, unknown> }>;

/** Collects every route as it is declared (passed to the app as its onRoute dependency). */
const collect = (route: RouteOptions) => {
  const methods = ([] as string[]).concat(route.method);
  for (const method of methods) declared.push({ method, url: route.url, config: { ...(route.config as object) } });
};

/** Reads app.printRoutes()'s tree back into "METHOD /full/path" lines. */
function printedRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \((.+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collect });
});
afterAll(() => t.close());

const apiRoutes = () => declared.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
const validPolicies = new Set(['public', 'authenticated', ...Object.keys(ACTIONS)]);

describe('route table', () => {
  it('collects exactly the routes the app prints', () => {
    // Routes sharing a parameter position print its names joined (`:pageNumber|:projectId`, the spec's
    // manual-translation lists): compare with parameter names left out.
    const unnamed = (r: string) => r.replace(/:[\w|:]+/g, ':param');
    const printed = printedRoutes(t.app).filter((r) => r.split(' ')[1]!.startsWith('/api'));
    expect(printed.length).toBeGreaterThan(15);
    expect(new Set(apiRoutes().map((r) => unnamed(`${r.method} ${r.url}`)))).toEqual(new Set(printed.map(unnamed)));
  });

  it('has a declared, known policy on every /api route', () => {
    const missing = apiRoutes().filter((r) => !validPolicies.has(r.config.policy as string));
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('has a per-IP rate limit on every sign-in, account and OTP route', () => {
    const sensitive = apiRoutes().filter((r) => /^\/api\/(auth|user)\//.test(`${r.url}/`) && r.url !== '/api/auth/fetchUIEndpoints');
    expect(sensitive.length).toBeGreaterThanOrEqual(16);
    const unlimited = sensitive.filter((r) => !(r.config.rateLimit as { max?: number } | undefined)?.max);
    expect(unlimited.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses every non-public route to a caller without a session', async () => {
    const guarded = apiRoutes().filter((r) => r.config.policy !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x'),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect([route.url, res.statusCode]).toEqual([route.url, 401]);
    }
  });

  it('refuses to start with an /api route that declares no policy', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAuth } = await import('./plugins/auth.ts');
    const app = Fastify();
    registerAuth(app, t.app.ctx);
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow('declares no policy');
    await app.close();
  });

  it('refuses to start with an /api route registered by hand instead of from a contract entry', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAuth } = await import('./plugins/auth.ts');
    const app = Fastify();
    registerAuth(app, t.app.ctx);
    expect(() => app.post('/api/by-hand', { config: { policy: 'authenticated' } }, async () => 'x')).toThrow('has no contract entry');
    // The documented non-calls stay allowed: the spec, the docs page and CORS preflights; non-/api routes too.
    expect(() => app.get('/api/openapi.json', { config: { policy: 'public' } }, async () => '{}')).not.toThrow();
    expect(() => app.options('/api/public/x', { config: { policy: 'public' } }, async () => '')).not.toThrow();
    expect(() => app.get('/dev/outbox', async () => 'page')).not.toThrow();
    await app.close();
  });
});
