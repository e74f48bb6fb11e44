import { HEALTH_ROUTES, serverPath } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

describe('health and readiness', () => {
  const t = useTestApp({}, { startWorkers: false });

  it('answers /api/health without touching any dependency', async () => {
    const res = await t.app.inject({ method: 'GET', url: serverPath(HEALTH_ROUTES.health) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' }, message: '', type: null });
  });

  it('reports each dependency on /api/ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.status).toBe('ready');
    expect(data.checks.database).toEqual({ ok: true });
    expect(data.checks.jobQueue).toEqual({ ok: true });
    if (process.env.TEST_REDIS_URL) expect(data.checks.redis).toEqual({ ok: true });
    else expect(data.checks.redis).toBeUndefined();
  });

  // Last: it stops this app's job queue.
  it('answers 503 naming the part that failed', async () => {
    // The job queue stopped (as during a shutdown) while the database still answers.
    await t.app.ctx.queue.stop();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.type).toBe('UNAVAILABLE');
    expect(body.message).toBe('Not ready: jobQueue');
    expect(body.data.status).toBe('not ready');
    expect(body.data.checks.jobQueue).toEqual({ ok: false, error: 'the job queue is stopping' });
    expect(body.data.checks.database).toEqual({ ok: true });
  });
});
