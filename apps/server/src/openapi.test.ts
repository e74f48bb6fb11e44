import { serverPath, type RouteDef } from '@lipi/contract';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Every route as declared, collected by an onRoute hook added before anything registers. */
const declared = [] as Array<{ method: string; url: string; config: { routeDef?: RouteDef } }>;

/** Collects every route as it is declared (passed to the app as its onRoute dependency). */
const collect = (route: RouteOptions) => {
  for (const method of ([] as string[]).concat(route.method)) declared.push({ method, url: route.url, config: { ...(route.config as object) } });
};

type Operation = {
  summary?: string;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  parameters?: Array<{ in: string; name: string }>;
  responses: Record<string, { content?: Record<string, { schema: unknown; example?: unknown }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collect });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = JSON.parse(res.body) as Document;
});
afterAll(() => t.close());

// The development outbox has an entry but is left out of the document (never registered in production).
const withEntry = () => declared.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/dev/') && r.config.routeDef && r.method !== 'HEAD');

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents every registered call with an entry, with its schemas', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(withEntry().length).toBeGreaterThan(10);
    for (const route of withEntry()) {
      const def = route.config.routeDef!;
      const path = serverPath(def).replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path}`).toBeDefined();
      expect(op!.summary).toBe(def.summary);
      expect(op!.tags).toEqual([def.tag]);
      if (def.body) expect(Object.keys(op!.requestBody?.content ?? {})).toEqual([def.multipart ? 'multipart/form-data' : 'application/json']);
      if (def.params) expect(op!.parameters?.filter((p) => p.in === 'path').length).toBeGreaterThan(0);
      if (def.query) expect(op!.parameters?.some((p) => p.in === 'query')).toBe(true);
      const ok = op!.responses['200']?.content;
      expect(ok, `${route.method} ${path} 200`).toBeDefined();
      if (!('kind' in def.reply)) expect(JSON.stringify(ok!['application/json']!.schema)).toContain('"data"');
      for (const type of def.errors ?? []) expect(JSON.stringify(op!.responses)).toContain(`"${type}"`);
    }
  });

  it('lists a call’s error types as responses with the envelope', () => {
    const details = doc.paths['/api/project/details']!.post!;
    expect(details.responses['404']).toMatchObject({ description: 'NOT_FOUND' });
    expect(JSON.stringify(details.responses['401'])).toContain('UNAUTHORIZED');
  });

  it('documents only calls: no documentation, preflight or dashboard routes', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/api/docs') || p === '/api/openapi.json' || p.startsWith('/api/dev/'))).toEqual([]);
  });
});

describe('documentation page', () => {
  it('loads swagger-ui and its assets from this server, with no session', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.includes('swagger-ui-bundle.js'))).toBe(true);
    for (const asset of assets) {
      expect(asset, 'no CDN').not.toMatch(/^(https?:)?\/\//);
      const res = await t.app.inject({ method: 'GET', url: new URL(asset, 'http://x/api/docs').pathname });
      expect([asset, res.statusCode]).toEqual([asset, 200]);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('"/api/openapi.json"');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/static/..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
