import Fastify, { LogController } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, requestLogEntry } from './request-log.ts';

/** A Fastify with the same logger settings as app.ts, writing its JSON lines into an array. */
async function loggedApp(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }) });
  registerRequestLog(app);
  app.get('/api/project/details', async () => ({ ok: true }));
  app.post('/api/auth', async (_req, reply) => reply.status(401).send({ ok: false }));
  app.post('/api/scope/add', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('at info: one line per change or failure, without headers or query, and no line for routine polling', async () => {
    const { app, lines } = await loggedApp('info');
    const headers = { authorization: 'Bearer secret-token', cookie: 'lipi_token=secret-cookie' };
    for (let i = 0; i < 5; i += 1) await app.inject({ method: 'GET', url: '/api/project/details?projectId=p1', headers });
    await app.inject({ method: 'POST', url: '/api/scope/add?email=asha@example.com', headers, payload: {} });
    await app.inject({ method: 'POST', url: '/api/auth', headers, payload: {} });
    await app.close();
    const requestLines = lines.filter((l) => typeof l.status === 'number');
    expect(requestLines.map((l) => l.msg)).toEqual(['POST /api/scope/add 200', 'POST /api/auth 401']);
    expect(requestLines.every((l) => l.level === 30 && typeof l.ms === 'number')).toBe(true);
    const text = JSON.stringify(lines);
    for (const secret of ['secret-token', 'secret-cookie', 'asha@example.com', 'incoming request', 'request completed']) expect(text).not.toContain(secret);
  });

  it('at debug the polling reads are there too, one line each', async () => {
    const { app, lines } = await loggedApp('debug');
    await app.inject({ method: 'GET', url: '/api/project/details?projectId=p1' });
    await app.close();
    expect(lines.filter((l) => typeof l.status === 'number').map((l) => [l.level, l.msg])).toEqual([[20, 'GET /api/project/details 200']]);
  });

  it('chooses the level from method and status', () => {
    expect(requestLogEntry({ method: 'GET', url: '/a?b=c', ip: '127.0.0.1' }, 304, 1.4)).toEqual({
      level: 'debug',
      fields: { status: 304, ms: 1, ip: '127.0.0.1' },
      message: 'GET /a 304',
    });
    expect(requestLogEntry({ method: 'GET', url: '/a', ip: '127.0.0.1' }, 404, 1).level).toBe('info');
    expect(requestLogEntry({ method: 'POST', url: '/a', ip: '127.0.0.1' }, 500, 1).level).toBe('error');
  });
});
