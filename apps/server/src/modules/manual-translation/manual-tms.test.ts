import { TMS_MESSAGES as T } from '@lipi/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTms, type FakeTms, type SignedEvent } from '../../adapters/tms/fake-tms.ts';
import { manualSegments, manualTmsBatches } from '../../db/schema/index.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import type { Member } from '../projects/project-test-helpers.ts';
import { api, createManualFixture, get, waitReady } from './manual-test-helpers.ts';
import { pollTms, TMS_POLL_QUIET_MINUTES } from './manual-tms-poll.ts';

const SECRET = `whsec_${Buffer.from('lipi-tms-test-secret-0123456789ab').toString('base64')}`;
let tms: FakeTms;
let t: TestApp;

beforeAll(async () => {
  tms = await startFakeTms({ secret: SECRET, apiKey: 'tms-key' });
  // Only the fake's own address passes the SSRF guard (its downloadUrl deliveries); any other loopback port is refused.
  t = await createTestApp({ TMS_URL: tms.url, TMS_API_KEY: 'tms-key', TMS_WEBHOOK_SECRET: SECRET, FETCH_ALLOWLIST: new URL(tms.url).host });
});
afterAll(async () => {
  await t?.close();
  await tms?.close();
});

const hook = async (signed: SignedEvent) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/manual-translation/tms/webhook', payload: signed.body, headers: signed.headers });
  return { status: res.statusCode, body: res.json() as { data: { status: string } | null; message: string } };
};

/** A Hindi request handed to the fake TMS; resolves once the TMS holds the batch. */
async function sentRequest() {
  const f = await createManualFixture(t.app);
  const created = await api(t.app, f.manager, 'manual-translation/request', { projectId: f.projectId, targetLangs: ['hi'], pipeline: 'translation' });
  const requestId: string = created.body.data.requestId;
  const ready = await waitReady(t.app, f.manager, requestId);
  const sent = await api(t.app, f.manager, 'manual-translation/tms/send', { requestId });
  expect([sent.status, sent.body.data]).toEqual([200, { queued: 1 }]);
  const batchId: string = ready.batches[0].batchId;
  const row = await eventually(async () => {
    const [r] = await t.app.ctx.db.select().from(manualTmsBatches).where(eq(manualTmsBatches.batchId, batchId));
    return r?.status === 'sent' ? r : null;
  }, 30_000);
  return { ...f, requestId, batchId, tmsBatchId: row.tmsBatchId!, row };
}

const status = async (m: Member, requestId: string) => (await get(t.app, m, `manual-translation/request/${requestId}`)).body.data.requests.status as string;
const draftsOf = async (requestId: string) =>
  (await t.app.ctx.db.select().from(manualSegments).where(eq(manualSegments.requestId, requestId))).map((s) => s.draft).sort();

describe('external TMS adapter against the fake TMS', () => {
  it('hands a batch over, takes signed callbacks, dedupes replays, sends a rejection back and takes the redelivery', async () => {
    const r = await sentRequest();
    const held = tms.batches.get(r.tmsBatchId)!;
    expect(held.xliff).toContain('version="2.1"');
    expect(held.xliff).toContain('urn:oasis:names:tc:xliff:document:2.0');
    expect(tms.translated(r.tmsBatchId, (src) => src)).toContain('version="2.1"');
    expect(held.idempotencyKey).toBe(`lipi-batch-${r.batchId}`);
    expect(held.callbackUrl).toMatch(/\/api\/manual-translation\/tms\/webhook$/);

    expect((await hook(tms.event('batch.accepted', { batchId: r.tmsBatchId }))).body.data).toEqual({ status: 'recorded' });
    expect(await status(r.manager, r.requestId)).toBe('processingManualTranslation');

    const delivered = tms.event('batch.delivered', { batchId: r.tmsBatchId, xliff: tms.translated(r.tmsBatchId, (src) => `हि ${src}`) });
    expect((await hook(delivered)).body.data).toEqual({ status: 'imported' });
    expect(await status(r.manager, r.requestId)).toBe('completedManualTranslation');
    expect((await draftsOf(r.requestId)).every((d) => d.startsWith('हि '))).toBe(true);
    const bell = await api(t.app, r.manager, 'notification/fetch', { pageNumber: 1 });
    expect(bell.body.data.notifications.map((n: { title: string }) => n.title)).toContain('Translation delivered');

    // The same delivery again (a replay, or the TMS retrying): answered, nothing changes.
    expect((await hook(delivered)).body.data).toEqual({ status: 'duplicate' });

    expect((await api(t.app, r.manager, 'reject', { requestId: r.requestId, reason: 'Use formal address' })).status).toBe(200);
    await eventually(async () => (held.rejections.includes('Use formal address') ? true : null), 20_000);
    const again = tms.event('batch.redelivered', { batchId: r.tmsBatchId, xliff: tms.translated(r.tmsBatchId, (src) => `आप ${src}`) });
    expect((await hook(again)).body.data).toEqual({ status: 'imported' });
    expect(await status(r.manager, r.requestId)).toBe('completedManualTranslation');
    expect((await draftsOf(r.requestId)).every((d) => d.startsWith('आप '))).toBe(true);
  });

  it('refuses forged, stale, tampered and unsigned callbacks, and ones for a batch it never sent', async () => {
    const r = await sentRequest();
    const xliff = tms.translated(r.tmsBatchId, (src) => `x ${src}`);
    const now = Date.now() / 1000;
    const forged = await hook(
      tms.event('batch.delivered', { batchId: r.tmsBatchId, xliff }, { secret: `whsec_${Buffer.from('another-secret').toString('base64')}` }),
    );
    expect([forged.status, forged.body.message]).toEqual([401, T.badSignature]);
    const stale = await hook(tms.event('batch.delivered', { batchId: r.tmsBatchId, xliff }, { timestamp: now - 301 }));
    expect([stale.status, stale.body.message]).toEqual([401, T.staleTimestamp]);
    const future = await hook(tms.event('batch.delivered', { batchId: r.tmsBatchId, xliff }, { timestamp: now + 400 }));
    expect(future.status).toBe(401);
    expect((await hook(tms.event('batch.delivered', { batchId: r.tmsBatchId, xliff }, { tamper: true }))).status).toBe(401);
    const unsigned = tms.event('batch.delivered', { batchId: r.tmsBatchId, xliff });
    delete unsigned.headers['webhook-signature'];
    expect((await hook(unsigned)).status).toBe(401);
    const unknown = await hook(tms.event('batch.delivered', { batchId: 'tms_nobody', xliff }));
    expect([unknown.status, unknown.body.message]).toEqual([404, T.unknownBatch]);
    expect((await draftsOf(r.requestId)).some((d) => d.startsWith('x '))).toBe(false);
    expect(await status(r.manager, r.requestId)).toBe('processingManualTranslation');
    // A signature that verifies is still accepted once the forgeries are gone (the ids were not burnt).
    expect((await hook(tms.event('batch.delivered', { batchId: r.tmsBatchId, xliff }))).status).toBe(200);
  });

  it("refuses a delivery carrying another organisation's batch file, changing neither", async () => {
    const a = await sentRequest();
    const b = await sentRequest();
    const res = await hook(tms.event('batch.delivered', { batchId: a.tmsBatchId, xliff: tms.translated(b.tmsBatchId, (src) => `b ${src}`) }));
    expect(res.status).toBe(409);
    expect((await draftsOf(a.requestId)).some((d) => d.startsWith('b '))).toBe(false);
    expect((await draftsOf(b.requestId)).some((d) => d.startsWith('b '))).toBe(false);
    // Nor can a manager of one organisation take the other's batch file.
    const res2 = await api(t.app, b.manager, 'manual-translation/batch/download', { batchId: a.batchId });
    expect(res2.status).toBe(404);
  });

  it('retries the hand-over with backoff when the TMS is down, with the same idempotency key', async () => {
    tms.failNext(1);
    const before = tms.calls;
    const r = await sentRequest();
    expect(r.row.attempts).toBe(2);
    expect(tms.calls - before).toBeGreaterThanOrEqual(2);
    expect([...tms.batches.values()].filter((b) => b.idempotencyKey === `lipi-batch-${r.batchId}`)).toHaveLength(1);
  });

  it('polls a batch whose callbacks stopped, applies the delivery once, and takes the late callback as a duplicate', async () => {
    const r = await sentRequest();
    tms.dropCallbacks(true);
    const late = await tms.publish('batch.delivered', { batchId: r.tmsBatchId, xliff: tms.translated(r.tmsBatchId, (src) => `पोल ${src}`) });
    tms.dropCallbacks(false);
    const polled = async () => (await draftsOf(r.requestId)).every((d) => d.startsWith('पोल '));
    const quiet = () =>
      t.app.ctx.db
        .update(manualTmsBatches)
        .set({ updatedAt: new Date(t.app.ctx.clock.now().getTime() - (TMS_POLL_QUIET_MINUTES + 1) * 60_000) })
        .where(eq(manualTmsBatches.batchId, r.batchId));

    // Heard from recently: not asked yet.
    await pollTms(t.app.ctx);
    expect(await polled()).toBe(false);

    await quiet();
    await pollTms(t.app.ctx);
    expect(await polled()).toBe(true);
    expect(await status(r.manager, r.requestId)).toBe('completedManualTranslation');
    const [row] = await t.app.ctx.db.select().from(manualTmsBatches).where(eq(manualTmsBatches.batchId, r.batchId));
    expect(row!.status).toBe('delivered');
    const bells = async () =>
      (await api(t.app, r.manager, 'notification/fetch', { pageNumber: 1 })).body.data.notifications.filter(
        (n: { title: string }) => n.title === 'Translation delivered',
      ).length;
    const delivered = await bells();
    expect(delivered).toBe(1);

    // Polled again (even if the batch were still awaited) and the real callback arriving late: nothing changes.
    await t.app.ctx.db.update(manualTmsBatches).set({ status: 'accepted' }).where(eq(manualTmsBatches.batchId, r.batchId));
    await quiet();
    await pollTms(t.app.ctx);
    expect((await hook(late)).body.data).toEqual({ status: 'duplicate' });
    expect(await bells()).toBe(delivered);
    expect(await status(r.manager, r.requestId)).toBe('completedManualTranslation');
  });

  it('polls a batch the TMS declined, and one it has said nothing about, without inventing events', async () => {
    const r = await sentRequest();
    const silent = await sentRequest();
    tms.dropCallbacks(true);
    await tms.publish('batch.rejected', { batchId: r.tmsBatchId, reason: 'No Hindi linguists this week' });
    tms.dropCallbacks(false);
    const past = new Date(t.app.ctx.clock.now().getTime() - (TMS_POLL_QUIET_MINUTES + 1) * 60_000);
    for (const batchId of [r.batchId, silent.batchId])
      await t.app.ctx.db.update(manualTmsBatches).set({ updatedAt: past }).where(eq(manualTmsBatches.batchId, batchId));
    await pollTms(t.app.ctx);
    const rows = await t.app.ctx.db
      .select()
      .from(manualTmsBatches)
      .where(inArray(manualTmsBatches.batchId, [r.batchId, silent.batchId]));
    const byId = new Map(rows.map((x) => [x.batchId, x]));
    expect(byId.get(r.batchId)!.status).toBe('failed');
    expect(byId.get(silent.batchId)!.status).toBe('sent');
    // Asked, so not asked again before another quiet period.
    expect(byId.get(silent.batchId)!.updatedAt.getTime()).toBeGreaterThan(past.getTime());
    const bell = await api(t.app, r.manager, 'notification/fetch', { pageNumber: 1 });
    expect(JSON.stringify(bell.body.data.notifications)).toContain('No Hindi linguists this week');
  });

  it('takes a downloadUrl delivery through the SSRF guard: a private address is refused, the TMS link is fetched when polled', async () => {
    const r = await sentRequest();
    const xliff = tms.translated(r.tmsBatchId, (src) => `लिंक ${src}`);
    const blocked = await hook(tms.event('batch.delivered', { batchId: r.tmsBatchId, downloadUrl: 'http://169.254.169.254/latest/meta-data' }));
    expect([blocked.status, blocked.body.message]).toEqual([400, 'The delivered file could not be fetched (BLOCKED_ADDRESS).']);
    expect((await draftsOf(r.requestId)).some((d) => d.startsWith('लिंक '))).toBe(false);

    tms.dropCallbacks(true);
    await tms.publish('batch.delivered', { batchId: r.tmsBatchId, downloadUrl: tms.hostFile(xliff) });
    tms.dropCallbacks(false);
    const past = new Date(t.app.ctx.clock.now().getTime() - (TMS_POLL_QUIET_MINUTES + 1) * 60_000);
    await t.app.ctx.db.update(manualTmsBatches).set({ updatedAt: past }).where(eq(manualTmsBatches.batchId, r.batchId));
    await pollTms(t.app.ctx);
    expect((await draftsOf(r.requestId)).every((d) => d.startsWith('लिंक '))).toBe(true);
    expect(await status(r.manager, r.requestId)).toBe('completedManualTranslation');
  });
});
