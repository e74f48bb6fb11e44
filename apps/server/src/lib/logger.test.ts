import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../test/captured-logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { redactUrl } from './logger.ts';

describe('log redaction', () => {
  const log = capturedLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { startWorkers: false, logger: log.logger });
  });
  afterAll(async () => t?.close());

  it('keeps tokens in URLs, authorization headers and cookies out of request log lines', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/no-such-call?token=url-secret-1&lang=hi&apikey=url-secret-2',
      headers: { authorization: 'Bearer header-secret-3', cookie: 'session=cookie-secret-4', 'x-csrf-token': 'csrf-secret-5' },
    });
    const text = log.lines.join('');
    // The request line names the path only: the query (tokens, e-mail addresses) never reaches the log.
    expect(text).toContain('"msg":"GET /api/no-such-call 404"');
    for (const secret of ['url-secret-1', 'url-secret-2', 'header-secret-3', 'cookie-secret-4', 'csrf-secret-5']) expect(text).not.toContain(secret);
  });

  it('redacts headers and secrets inside objects a module logs', () => {
    log.logger.warn(
      {
        req: { headers: { authorization: 'Bearer obj-secret-1', cookie: 'a=obj-secret-2' } },
        user: { password: 'obj-secret-3', token: 'obj-secret-4' },
        err: { config: { headers: { authorization: 'obj-secret-5' } } },
      },
      'upstream failed',
    );
    const line = log.lines.at(-1)!;
    expect(line).toContain('upstream failed');
    for (const secret of ['obj-secret-1', 'obj-secret-2', 'obj-secret-3', 'obj-secret-4', 'obj-secret-5']) expect(line).not.toContain(secret);
    expect(line).toContain('[Redacted]');
  });

  it('leaves ordinary query parameters alone', () => {
    expect(redactUrl('/render/x/hi/page?lang=hi&page=2')).toBe('/render/x/hi/page?lang=hi&page=2');
    expect(redactUrl('/verification?code=123456')).toBe('/verification?code=%5BRedacted%5D');
  });
});
