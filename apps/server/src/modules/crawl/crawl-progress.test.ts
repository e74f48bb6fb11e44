import { CRAWL_PROGRESS_EVENT, type CrawlProgress } from '@lipi/contract';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoom } from '../../realtime/rooms.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCrawlApp, createSiteProject, startCrawlCall, waitForCrawlEnd } from './crawl-test-helpers.ts';
import { startTestSite, type TestSite } from './test-site.ts';

let site: TestSite;
let t: TestApp;
let port: number;

function open(token: string): Promise<Socket> {
  const socket = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], auth: { token }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}
const join = (socket: Socket, roomId: string) => new Promise<{ success: boolean }>((resolve) => socket.emit('call', { roomId }, resolve));

beforeAll(async () => {
  site = await startTestSite(6);
  // The production throttle (250 ms) is what is asserted here.
  t = await createCrawlApp({ progressIntervalMs: 250 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
  await site.close();
});

describe('live crawl progress', () => {
  it('reaches the project room over socket.io, at most 4 times a second, up to the final status', async () => {
    const owner = await createSiteProject(t.app, site.origin);
    const stranger = await createSiteProject(t.app, site.origin);
    const socket = await open(owner.token);
    const spy = await open(stranger.token);
    try {
      expect(await join(socket, projectRoom(owner.projectId))).toMatchObject({ success: true });
      expect(await join(spy, projectRoom(owner.projectId))).toMatchObject({ success: false });
      const events: { progress: CrawlProgress & { seq: number } }[] = [];
      const leaked: unknown[] = [];
      socket.on(CRAWL_PROGRESS_EVENT, (progress) => events.push({ progress }));
      spy.on(CRAWL_PROGRESS_EVENT, (progress) => leaked.push(progress));
      // The throttle is the server's promise; delivery adds its own jitter, so emissions are timed where they leave.
      const emitted: number[] = [];
      const emit = t.app.ctx.realtime.emit;
      vi.spyOn(t.app.ctx.realtime, 'emit').mockImplementation((room, event, payload) => {
        if (event === CRAWL_PROGRESS_EVENT) emitted.push(Date.now());
        emit(room, event, payload);
      });

      await startCrawlCall(t.app, owner.token, owner.projectId);
      await waitForCrawlEnd(t.app, owner.projectId);
      const last = await (async () => {
        for (let i = 0; i < 50 && events.at(-1)?.progress.status !== 'parsed'; i++) await new Promise((r) => setTimeout(r, 100));
        return events.at(-1)!.progress;
      })();

      expect(last).toMatchObject({
        projectId: owner.projectId,
        status: 'parsed',
        crawlStatus: 'COMPLETED',
        pagesFetched: 116,
        pagesFailed: 5,
        pagesSkipped: 2,
      });
      expect(last.words).toBeGreaterThan(0);
      expect(last.segments).toBeGreaterThan(0);
      expect(events.length).toBeGreaterThan(3);
      // Statuses in the vocabulary's order, counters never going back, sequence numbers without gaps.
      const statuses = [...new Set(events.map((e) => e.progress.status))];
      expect(statuses).toEqual(['crawling', 'crawled', 'parsing', 'parsed']);
      for (let i = 1; i < events.length; i++) {
        expect(events[i]!.progress.pagesFetched).toBeGreaterThanOrEqual(events[i - 1]!.progress.pagesFetched);
        expect(events[i]!.progress.seq).toBe(events[i - 1]!.progress.seq + 1);
      }
      expect(emitted).toHaveLength(events.length);
      for (let i = 1; i < emitted.length; i++) expect(emitted[i]! - emitted[i - 1]!).toBeGreaterThanOrEqual(245);
      expect(leaked).toEqual([]);
    } finally {
      socket.close();
      spy.close();
    }
  });
});
