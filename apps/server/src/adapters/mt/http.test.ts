import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonErrorText, postJson, retryAfterSeconds } from './http.ts';
import { MtError } from './mt-adapter.ts';

describe('retryAfterSeconds', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});

describe('commonErrorText', () => {
  it('finds the reason in the usual provider shapes', () => {
    expect(commonErrorText({ error: 'Invalid API key' })).toBe('Invalid API key');
    expect(commonErrorText({ error: { code: 400, message: 'Bad language' } })).toBe('Bad language');
    expect(commonErrorText({ message: 'Quota exceeded' })).toBe('Quota exceeded');
    expect(commonErrorText({ detail: 'Not authenticated' })).toBe('Not authenticated');
    expect(commonErrorText({ detail: { kind: 'x', message: 'Service down' } })).toBe('Service down');
    expect(commonErrorText('plain')).toBeUndefined();
  });
});

describe('postJson', () => {
  let server: Server;
  let url = '';
  beforeAll(async () => {
    // Headers and half a body, then nothing: a provider that stalls mid-reply.
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"translatedText": [');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('a stalled body is a retryable timeout, not a malformed reply', async () => {
    const error = await postJson({ provider: 'P', url, body: {}, timeoutMs: 150, fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MtError);
    expect(error).toMatchObject({ retryable: true, message: 'P did not answer within 0.15 s' });
  });

  it('keeps the HTTP status on the error and includes a short non-JSON error body', async () => {
    const gateway: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(postJson({ provider: 'P', url, body: {}, timeoutMs: 1_000, fetch: gateway })).rejects.toMatchObject({
      status: 502,
      retryable: true,
      message: 'P answered 502: <html>Bad gateway</html>',
    });
  });
});
