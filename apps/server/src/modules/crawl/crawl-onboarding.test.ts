import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlRuns, notifications } from '../../db/schema/index.ts';
import { completeFreeTrial } from '../../test/auth-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import { waitForCrawlEnd } from './crawl-test-helpers.ts';

let t: TestApp;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  // A two-page site: the production crawl worker (polite delay included) finishes it in a moment.
  server = http.createServer((req, res) => {
    if (req.url === '/')
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Shop</title><p>Fresh mangoes every day</p><a href="/about">About</a>');
    if (req.url === '/about') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<title>About us</title><p>We sell fruit</p>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Every worker of the real server runs here, the crawl worker with its production settings.
  t = await createTestApp({ FETCH_ALLOWLIST: '127.0.0.1/32' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('free-trial onboarding', () => {
  it('starts the crawl of the new project at once, which ends with a notification', async () => {
    const { onboard } = await completeFreeTrial(t.app, { url: origin });
    expect(onboard.status).toBe(200);
    const { projectId } = onboard.body.data;
    const [run] = await t.app.ctx.db.select().from(crawlRuns).where(eq(crawlRuns.projectId, projectId));
    expect(run).toMatchObject({ initUrl: `${origin}/`, mode: 'full' });
    expect(await waitForCrawlEnd(t.app, projectId, 30_000)).toMatchObject({ status: 'parsed', crawlStatus: 'COMPLETED', parsedUrls: 2 });
    const note = await eventually(async () => (await t.app.ctx.db.select().from(notifications).where(eq(notifications.projectId, projectId)))[0]);
    expect(note).toMatchObject({ type: 'crawl.finished', message: 'Crawl finished: 2 pages, 11 words' });
  });
});
