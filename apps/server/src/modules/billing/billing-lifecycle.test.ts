import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay } from '../../adapters/payments/fake-razorpay.ts';
import { auditLog, invoices, notifications, organisations, subscriptions, topupBalances, transactions } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, createOrg } from '../projects/project-test-helpers.ts';
import { reconcilePendingOrders } from './reconcile.service.ts';
import { runRenewals } from './renewal.service.ts';

const keys = { keyId: 'rzp_test_life', keySecret: 'life-key-secret', webhookSecret: 'life-webhook-secret' };
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeRazorpay(keys);
  t = await createTestApp(
    { RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret, RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret, RAZORPAY_API_URL: fake.url },
    { startWorkers: false },
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
/** The app as the scheduled job sees it, `at` a later time. */
const at = (when: Date) => ({ ...t.app.ctx, clock: { now: () => when } });
const order = async (token: string, body: Record<string, unknown> = { planCode: 'starter', billingCycle: 'monthly' }) => {
  const res = await post(t.app, '/api/transaction/create', body, { token });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data.orderDetails as { orderId: string; transactionId: string; total: number };
};
const rowOf = async (orderId: string) => (await t.app.ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId)))[0]!;
const planOf = async (id: string) => (await t.app.ctx.db.select().from(organisations).where(eq(organisations.id, id)))[0]!.plan;
const webhook = (hook: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/transaction/webhook', payload: hook.body, headers: hook.headers });

describe('reconciliation of pending orders (GET /v1/orders/:id/payments)', () => {
  it('activates an order captured at Razorpay whose browser callback was lost, once, whatever arrives after', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const placed = await order(owner.token);
    const payment = fake.attempt(placed.orderId, 'captured');
    // Too early: an order younger than 15 minutes is left to Checkout and the webhook.
    await reconcilePendingOrders(at(minutes(5)), { organisationId: owner.organisationId });
    expect((await rowOf(placed.orderId)).status).toBe('created');

    await reconcilePendingOrders(at(minutes(16)), { organisationId: owner.organisationId });
    const paid = await rowOf(placed.orderId);
    expect(paid).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect(await planOf(owner.organisationId)).toBe('starter');
    expect(fake.requests.some((r) => r.auth?.startsWith('Basic '))).toBe(true);

    // A second pass, the webhook and the replay of it grant nothing more: one invoice.
    await reconcilePendingOrders(at(minutes(40)), { organisationId: owner.organisationId });
    const hook = fake.webhook('payment.captured', placed.orderId, payment.id);
    expect((await webhook(hook)).json().data.status).toBe('already active');
    expect((await webhook(hook)).json().data.status).toBe('duplicate');
    expect(await t.app.ctx.db.select().from(invoices).where(eq(invoices.transactionId, placed.transactionId))).toHaveLength(1);
    const reconciled = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.reconciled'), eq(auditLog.targetId, placed.orderId)));
    expect(reconciled).toHaveLength(1);
  });

  it('marks failed an order whose payments all failed, and expires one with no payment after 24 hours', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const failed = await order(owner.token);
    fake.attempt(failed.orderId, 'failed');
    const silent = await order(owner.token);
    const authorized = await order(owner.token);
    fake.attempt(authorized.orderId, 'authorized');
    await reconcilePendingOrders(at(minutes(20)), { organisationId: owner.organisationId });
    expect(await rowOf(failed.orderId)).toMatchObject({ status: 'failed', failureReason: 'Payment failed because the UPI app declined it' });
    expect((await rowOf(silent.orderId)).status).toBe('created');
    await reconcilePendingOrders(at(minutes(25 * 60)), { organisationId: owner.organisationId });
    expect(await rowOf(silent.orderId)).toMatchObject({ status: 'failed', failureReason: 'expired: no payment captured within 24 hours' });
    // An authorised payment may still be captured: the order stays open.
    expect((await rowOf(authorized.orderId)).status).toBe('created');
    expect(await planOf(owner.organisationId)).toBe('free');
  });
});

describe('refunds (POST /v1/payments/:id/refund)', () => {
  it('a super admin refunds a paid plan with a reason: state shown, plan back to free limits, twice refused, others forbidden', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const placed = await order(owner.token);
    expect((await post(t.app, '/api/transaction/success', fake.pay(placed.orderId), { token: owner.token })).body.success).toBe(true);
    expect(await planOf(owner.organisationId)).toBe('starter');

    const body = { transactionId: placed.transactionId, reason: 'Customer bought the wrong plan' };
    expect((await post(t.app, '/api/transaction/refund', body, { token: owner.token })).status).toBe(403);
    const root = await createMember(t.app, 'superAdmin');
    const refunded = await post(t.app, '/api/transaction/refund', body, { token: root.token });
    expect(refunded.body).toMatchObject({
      success: true,
      message: 'The payment was refunded.',
      data: { orderStatus: 'refunded', paymentDetails: { refund: { status: 'processed', reason: 'Customer bought the wrong plan', amount: placed.total } } },
    });
    const paymentId = (await rowOf(placed.orderId)).paymentId!;
    expect(fake.payments.get(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: placed.total });
    expect(fake.requests.at(-1)!.body).toMatchObject({ amount: placed.total, notes: { reason: 'Customer bought the wrong plan' } });
    expect(await planOf(owner.organisationId)).toBe('free');

    const again = await post(t.app, '/api/transaction/refund', body, { token: root.token });
    expect(again.body).toMatchObject({ success: false, message: 'Only a paid payment can be refunded.' });
    const listed = await post(t.app, '/api/transaction/fetch/payment/details', { orderId: placed.orderId }, { token: owner.token });
    expect(listed.body.data.paymentDetails.refund.id).toMatch(/^rfnd_/);
  });

  it('a refunded top-up takes back what is left of it', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'starter'));
    const res = await post(t.app, '/api/transaction/add/topup', { kind: 'words', packs: 2 }, { token: owner.token });
    const placed = res.body.data.orderDetails as { orderId: string; transactionId: string };
    await post(t.app, '/api/transaction/success', fake.pay(placed.orderId), { token: owner.token });
    await t.app.ctx.db.update(topupBalances).set({ spent: 500 }).where(eq(topupBalances.organisationId, owner.organisationId));
    const root = await createMember(t.app, 'superAdmin');
    await post(t.app, '/api/transaction/refund', { transactionId: placed.transactionId, reason: 'Duplicate purchase' }, { token: root.token });
    const [balance] = await t.app.ctx.db.select().from(topupBalances).where(eq(topupBalances.organisationId, owner.organisationId));
    expect(balance).toMatchObject({ bought: 500, spent: 500 });
  });
});

describe('renewals', () => {
  it('reminds once a week before the end, drops an ended plan to the free limits, and paying again renews', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const placed = await order(owner.token);
    await post(t.app, '/api/transaction/success', fake.pay(placed.orderId), { token: owner.token });
    const [sub] = await t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.organisationId, owner.organisationId));
    const end = sub!.periodEnd;
    const reminders = async () =>
      (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, owner.id))).filter((n) => n.title === 'Your plan ends soon');

    await runRenewals(at(new Date(end.getTime() - 10 * 86_400_000)), { organisationId: owner.organisationId });
    expect(await reminders()).toHaveLength(0);
    await runRenewals(at(new Date(end.getTime() - 6 * 86_400_000)), { organisationId: owner.organisationId });
    await runRenewals(at(new Date(end.getTime() - 5 * 86_400_000)), { organisationId: owner.organisationId });
    expect(await reminders()).toHaveLength(1);

    await runRenewals(at(new Date(end.getTime() + 60_000)), { organisationId: owner.organisationId });
    expect(await planOf(owner.organisationId)).toBe('free');
    const expired = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organisationId, owner.organisationId), eq(auditLog.action, 'plan.expired')));
    expect(expired).toHaveLength(1);

    // Pay again: the plan is back with a new period.
    const renewal = await order(owner.token);
    expect((await post(t.app, '/api/transaction/success', fake.pay(renewal.orderId), { token: owner.token })).body.success).toBe(true);
    expect(await planOf(owner.organisationId)).toBe('starter');
  });
});
