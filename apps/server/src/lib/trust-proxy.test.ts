import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../test/captured-logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.ts';

/**
 * request.ip is what every per-IP rate limit counts (sign-in's included). The request log line
 * (plugins/request-log.ts) carries it, so each case reads the address Fastify derived from there.
 */
function appWith(env: Record<string, string>) {
  const log = capturedLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', ...env }, { startWorkers: false, logger: log.logger });
  });
  afterAll(async () => t?.close());
  return async (remoteAddress: string, forwardedFor: string): Promise<string | undefined> => {
    const marker = `/api/no-such-call-${Math.random().toString(36).slice(2)}`;
    await t.app.inject({ method: 'GET', url: marker, headers: { 'x-forwarded-for': forwardedFor }, remoteAddress });
    const ip = log.entries().find((e) => typeof e.msg === 'string' && e.msg.includes(marker))?.ip;
    return typeof ip === 'string' ? ip : undefined;
  };
}

describe('TRUST_PROXY', () => {
  describe('unset (default): no proxy is trusted', () => {
    const ipOf = appWith({});
    it('keeps the connecting address whatever a forged X-Forwarded-For says', async () => {
      expect(await ipOf('10.1.1.1', '203.0.113.7')).toBe('10.1.1.1');
    });
  });

  describe('TRUST_PROXY=1: one proxy in front', () => {
    const ipOf = appWith({ TRUST_PROXY: '1' });
    it('takes the client address the proxy appended, not an entry the client wrote before it', async () => {
      expect(await ipOf('10.1.1.1', '203.0.113.7')).toBe('203.0.113.7');
      expect(await ipOf('10.1.1.1', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    });
  });

  // The address-list form, on a bare Fastify with the same mapping (one app build fewer).
  describe('TRUST_PROXY=<address>: only that proxy', () => {
    const ipOf = async (remoteAddress: string, setting: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)) as never });
      app.get('/ip', async (request) => request.ip);
      const res = await app.inject({ method: 'GET', url: '/ip', headers: { 'x-forwarded-for': '203.0.113.7' }, remoteAddress });
      await app.close();
      return res.body;
    };
    it('believes the named proxy (or a proxy in the named range) and no other caller', async () => {
      expect(await ipOf('10.1.1.1', '10.1.1.1')).toBe('203.0.113.7');
      expect(await ipOf('10.2.2.2', '10.1.1.1')).toBe('10.2.2.2');
      expect(await ipOf('172.28.0.10', '172.28.0.0/24, 10.1.1.1')).toBe('203.0.113.7');
      expect(await ipOf('127.0.0.1', 'loopback')).toBe('203.0.113.7');
    });
  });
});
