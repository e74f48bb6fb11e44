import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createWebhookSms } from './webhook-sms.ts';

/** A local relay speaking the documented protocol: POST JSON {to, message}; 2xx means accepted. */
const requests: Array<{ method?: string; contentType?: string; body: unknown }> = [];
let status = 202;
const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    requests.push({ method: req.method, contentType: req.headers['content-type'], body: JSON.parse(raw) });
    res.statusCode = status;
    res.end();
  });
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMS webhook adapter', () => {
  it('POSTs {to, message} as JSON', async () => {
    status = 202;
    await createWebhookSms(url).send({ to: '9876543210', message: 'Your Lipi verification code is 123456. It expires in 10 minutes.' });
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: { to: '9876543210', message: 'Your Lipi verification code is 123456. It expires in 10 minutes.' },
    });
  });

  it('throws on a non-2xx answer so the job is retried', async () => {
    status = 503;
    await expect(createWebhookSms(url).send({ to: '9876543210', message: 'x' })).rejects.toThrow('SMS webhook answered 503');
  });
});
