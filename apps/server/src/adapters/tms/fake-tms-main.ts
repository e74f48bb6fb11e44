import { startFakeTms, type FakeTmsBatch } from './fake-tms.ts';

/**
 * The fake TMS for local use (`npm run fake-tms -w @lipi/server`): every batch Lipi sends is accepted at
 * once and delivered after FAKE_TMS_DELAY_SECONDS with "[TMS] " before each source. Point Lipi at it with
 * TMS_URL=http://127.0.0.1:{FAKE_TMS_PORT} and the same TMS_WEBHOOK_SECRET.
 */
const secret = process.env.TMS_WEBHOOK_SECRET ?? `whsec_${Buffer.from('lipi-local-fake-tms-secret').toString('base64')}`;
const delay = Number(process.env.FAKE_TMS_DELAY_SECONDS ?? 10) * 1000;
const report = (what: string, sent: { reply: { status: number; body: string } | null }) =>
  console.log(`fake TMS: ${what} → ${sent.reply ? `${sent.reply.status} ${sent.reply.body.slice(0, 200)}` : 'callback dropped (Lipi polls for it)'}`);
const tms = await startFakeTms({ secret, port: Number(process.env.FAKE_TMS_PORT ?? 4010), onBatch: (batch) => setTimeout(() => void work(batch), 100) });

/**
 * Accepts at once, delivers after the delay (the batch's own file with every target filled). Each event
 * is recorded for `GET /batches/{id}`, so with FAKE_TMS_DROP_CALLBACKS=true Lipi finds it only by polling.
 */
async function work(batch: FakeTmsBatch) {
  report('accepted', await tms.publish('batch.accepted', { batchId: batch.batchId }));
  await new Promise((r) => setTimeout(r, delay));
  const xliff = tms.translated(batch.batchId, (source) => `[TMS] ${source}`);
  report('delivered', await tms.publish('batch.delivered', { batchId: batch.batchId, xliff }));
}
tms.dropCallbacks(process.env.FAKE_TMS_DROP_CALLBACKS === 'true');
console.log(`fake TMS on ${tms.url} (TMS_WEBHOOK_SECRET=${secret})`);
