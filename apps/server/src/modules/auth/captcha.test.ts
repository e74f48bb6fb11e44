import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/index.ts';
import { createUser, post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A stand-in for Google's siteverify: form-encoded POST {secret, response, remoteip}, JSON reply. */
function startSiteverify(secret: string, goodToken: string) {
  const seen: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      const success = req.method === 'POST' && form.get('secret') === secret && form.get('response') === goodToken;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(success ? { success, hostname: 'localhost' } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  return { server, seen };
}

let t: TestApp;
let app: FastifyInstance;
let fake: { server: Server; seen: URLSearchParams[] };
beforeAll(async () => {
  fake = startSiteverify('test-recaptcha-secret', 'good-token');
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  t = await createTestApp({
    RECAPTCHA_SECRET: 'test-recaptcha-secret',
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
  });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.server.close(resolve));
});

describe('reCAPTCHA on sign-in', () => {
  it('refuses a bad or missing token before looking at the password, and passes a good one', async () => {
    const user = await createUser(app);
    const bad = await post(app, '/api/auth', { email: user.email, password: user.password, recaptchaValue: 'bad-token' }, { ip: '10.9.8.7' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ type: 'CAPTCHA_FAILED', message: 'Please complete the reCAPTCHA and try again.' });
    expect(fake.seen.at(-1)!.get('remoteip')).toBe('10.9.8.7');
    const missing = await post(app, '/api/auth', { email: user.email, password: user.password });
    expect(missing.body.type).toBe('CAPTCHA_FAILED');

    // The refused attempts never reached the password check, so nothing was counted.
    expect(await app.ctx.db.select().from(loginAttempts).where(eq(loginAttempts.email, user.email))).toEqual([]);
    const good = await post(app, '/api/auth', { email: user.email, password: user.password, recaptchaValue: 'good-token' });
    expect(good.status).toBe(200);
    expect(good.body.data.user.id).toBe(user.id);
  });

  it('shows the site key in the UI configuration', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/fetchUIEndpoints' });
    expect(res.json().data.recaptchaSiteKey).toBe('site-key');
  });
});
