import { describe, expect, it } from 'vitest';
import { fromAdapters } from '../../adapters/mt/engines.ts';
import type { MtAdapter } from '../../adapters/mt/mt-adapter.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mayReadMetrics } from './metrics.routes.ts';
import type { FastifyRequest } from 'fastify';

const fake: MtAdapter = {
  id: 'libretranslate',
  maxBatch: 10,
  maxChars: 1000,
  supports: () => true,
  translate: async ({ texts }) => texts.map((text) => ({ text: text.toUpperCase() })),
};

const scrape = async (app: ReturnType<typeof useTestApp>['app'], headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

describe('/metrics', () => {
  const t = useTestApp({}, { startWorkers: false, mt: fromAdapters([fake]) });

  it('serves Prometheus text to a local caller: request latencies by route template, queue depth, MT calls and characters', async () => {
    const projectId = '8e0c2a55-0000-4000-8000-000000000001';
    await t.app.inject({ method: 'GET', url: `/api/project/wordcount/${projectId}`, remoteAddress: '10.1.2.3' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.ctx.mt.get('libretranslate')!.translate({ texts: ['abc', 'de'], source: 'en', target: 'hi' });
    const res = await scrape(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/lipi_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/);
    // Label values are templates, never ids: no tenant or project in any label.
    expect(text).toMatch(/route="\/api\/project\/wordcount\/:projectId",status="401"/);
    expect(text).not.toContain(projectId);
    expect(text).toMatch(/lipi_mt_calls_total\{engine="libretranslate",outcome="ok"\} 1/);
    expect(text).toMatch(/lipi_mt_characters_total\{engine="libretranslate"\} 5/);
    expect(text).toMatch(/# TYPE lipi_job_queue_depth gauge/);
    expect(text).toMatch(/# TYPE lipi_crawl_pages_total counter/);
    expect(text).toMatch(/# TYPE lipi_webhook_failures_total counter/);
    expect(text).toMatch(/lipi_process_resident_memory_bytes/);
  });

  it('refuses remote and proxied callers when no METRICS_TOKEN is set', async () => {
    expect((await scrape(t.app, {}, '10.9.8.7')).statusCode).toBe(403);
    expect((await scrape(t.app, { 'x-forwarded-for': '127.0.0.1' }, '127.0.0.1')).statusCode).toBe(403);
  });
});

describe('who may read /metrics', () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as unknown as FastifyRequest;
  const token = 'metrics-token-0123456789';

  it('without METRICS_TOKEN: loopback callers that did not come through a proxy', () => {
    expect(mayReadMetrics(request('127.0.0.1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('::1'), undefined)).toBe(true);
    expect(mayReadMetrics(request('10.0.0.1'), undefined)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { 'x-forwarded-for': '198.51.100.1' }), undefined)).toBe(false);
    expect(mayReadMetrics(request('127.0.0.1', { forwarded: 'for=198.51.100.1' }), undefined)).toBe(false);
  });

  it('with METRICS_TOKEN: the bearer token from anywhere, nothing else (not even loopback)', () => {
    expect(mayReadMetrics(request('10.0.0.1', { authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(mayReadMetrics(request('127.0.0.1'), token)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.1', { authorization: 'Bearer metrics-token-0123456780' }), token)).toBe(false);
    expect(mayReadMetrics(request('10.0.0.1', { authorization: `Bearer ${token}x` }), token)).toBe(false);
  });
});
