import { describe, expect, it } from 'vitest';
import { createUser, post, readOutbox, waitForLink } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { isLoopbackAddress, LOOPBACK_ONLY_MESSAGE } from './loopback-only.ts';

const t = useTestApp();

describe('dev outbox (development only)', () => {
  it('refuses callers from another machine, even one that claims to be local in X-Forwarded-For', async () => {
    const user = await createUser(t.app);
    await post(t.app, '/api/auth/password-reset', { email: user.email });
    await waitForLink(t.app, user.email, 'new-password');
    for (const remoteAddress of ['192.168.1.20', '10.0.0.7', '203.0.113.9', '::ffff:192.168.1.20', 'fe80::1']) {
      for (const url of [`/api/dev/outbox?to=${encodeURIComponent(user.email)}`, '/dev/outbox']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect([remoteAddress, url, res.statusCode]).toEqual([remoteAddress, url, 403]);
        expect(res.json()).toEqual({ success: false, data: null, message: LOOPBACK_ONLY_MESSAGE, type: 'FORBIDDEN' });
        expect(res.body).not.toContain('new-password');
      }
    }
  });

  it('answers loopback callers (IPv4, IPv6 and IPv4-mapped)', async () => {
    const user = await createUser(t.app);
    await post(t.app, '/api/auth/password-reset', { email: user.email });
    await waitForLink(t.app, user.email, 'new-password');
    expect((await readOutbox(t.app, user.email)).length).toBeGreaterThan(0);
    for (const remoteAddress of ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1']) {
      const page = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(user.email)}`, remoteAddress });
      expect([remoteAddress, page.statusCode]).toEqual([remoteAddress, 200]);
      expect(page.body).toContain('/new-password/');
    }
  });

  it('classifies addresses', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([true, true, true]);
    expect(['0.0.0.0', '192.168.0.1', '', undefined, 'localhost'].map(isLoopbackAddress)).toEqual([false, false, false, false, false]);
  });
});
