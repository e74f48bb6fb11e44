import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay } from '../../adapters/payments/fake-razorpay.ts';
import { auditLog, invoices, notifications, organisations, projects, topupBalances, users } from '../../db/schema/index.ts';
import { call, completeFreeTrial, post, readOutbox, signIn } from '../../test/auth-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import { createMember, createOrg } from '../projects/project-test-helpers.ts';

const keys = { keyId: 'rzp_test_lipi', keySecret: 'key-secret-for-tests', webhookSecret: 'webhook-secret-for-tests' };
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeRazorpay(keys);
  t = await createTestApp({
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: fake.url,
    SELLER_GSTIN: '29ABCDE1234F1Z5',
    SALES_EMAIL: 'sales@example.org',
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const order = async (token: string, body: Record<string, unknown> = { planCode: 'starter', billingCycle: 'monthly' }) => {
  const res = await post(t.app, '/api/transaction/create', body, { token });
  expect(res.body.success, res.body.message).toBe(true);
  return res.body.data.orderDetails as { orderId: string; transactionId: string; total: number; keyId: string };
};
const webhook = (hook: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/transaction/webhook', payload: hook.body, headers: hook.headers });
const planOf = async (organisationId: string) => (await t.app.ctx.db.select().from(organisations).where(eq(organisations.id, organisationId)))[0]!.plan;
const audit = (organisationId: string | null, action: string) =>
  t.app.ctx.db
    .select()
    .from(auditLog)
    .where(and(organisationId ? eq(auditLog.organisationId, organisationId) : undefined, eq(auditLog.action, action)));

describe('Razorpay orders and Checkout', () => {
  it('a free trial pays for a plan: order in paise with basic auth, verified signature, full organisation, invoice, notification and mail', async () => {
    const { form } = await completeFreeTrial(t.app);
    const session = await signIn(t.app, form.email, form.password);
    const [me] = await t.app.ctx.db.select().from(users).where(eq(users.email, form.email));
    const details = await order(session.token, { planCode: 'starter', billingCycle: 'monthly', buyer: { stateCode: '27' } });
    expect(details).toMatchObject({ keyId: keys.keyId, amount: 499900, tax: 89982, total: 589882, gateway: 'razorpay', checkoutUrl: null });
    const sent = fake.requests.at(-1)!;
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`);
    expect(sent.body).toMatchObject({ amount: 589882, currency: 'INR', receipt: details.transactionId });

    const paid = await post(t.app, '/api/transaction/success', fake.pay(details.orderId), { token: session.token });
    expect(paid.body).toMatchObject({ success: true, message: 'Payment successful. Your plan is active.', data: { orderStatus: 'paid' } });
    expect(await planOf(me!.organisationId!)).toBe('starter');
    const [upgraded] = await t.app.ctx.db.select().from(users).where(eq(users.id, me!.id));
    expect(upgraded!.role).toBe('organisationAdmin');
    const [project] = await t.app.ctx.db.select().from(projects).where(eq(projects.organisationId, me!.organisationId!));
    expect(project!.pageLimit).toBe(2000);
    const [invoice] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.organisationId, me!.organisationId!));
    // Seller in Karnataka (29), buyer in Maharashtra (27): IGST.
    expect(invoice).toMatchObject({ taxable: 499900, igst: 89982, cgst: 0, sgst: 0, total: 589882 });
    expect(invoice!.number).toMatch(/^L\d{6}\/\d{6}$/);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/invoice/download',
      payload: { transactionId: details.transactionId },
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, me!.id))).toContainEqual(
      expect.objectContaining({ type: 'PAYMENT', title: 'Plan activated' }),
    );
    await eventually(async () => (await readOutbox(t.app, form.email)).find((m) => m.subject === 'Lipi: Plan activated'));
    expect(await audit(me!.organisationId!, 'organisation.upgraded')).toHaveLength(1);

    // The same Checkout result again changes nothing.
    const again = await post(
      t.app,
      '/api/transaction/success',
      { ...fake.pay(details.orderId), razorpay_payment_id: paid.body.data.paymentDetails.paymentId, razorpay_signature: undefined },
      { token: session.token },
    );
    expect(again.status).toBe(400);
    expect(await t.app.ctx.db.select().from(invoices).where(eq(invoices.organisationId, me!.organisationId!))).toHaveLength(1);
  });

  it('refuses a forged signature, another organisation\u2019s order and a contact-sales plan; each refusal is audited and nothing is granted', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const details = await order(owner.token);
    const forged = await post(t.app, '/api/transaction/success', { ...fake.pay(details.orderId), razorpay_signature: 'f'.repeat(64) }, { token: owner.token });
    expect(forged.body).toMatchObject({ success: false, message: 'The payment could not be verified: its signature does not match.' });
    // A genuine signature for another order id does not open this one.
    const other = fake.pay('order_someoneelse');
    const swapped = await post(t.app, '/api/transaction/success', { ...other, razorpay_order_id: details.orderId }, { token: owner.token });
    expect(swapped.status).toBe(400);
    expect(await planOf(owner.organisationId)).toBe('free');
    const stranger = await createMember(t.app, 'organisationAdmin');
    const theirs = await post(t.app, '/api/transaction/success', fake.pay(details.orderId), { token: stranger.token });
    expect(theirs.body).toMatchObject({ success: false, message: 'This order does not belong to your organisation.' });
    expect(await planOf(owner.organisationId)).toBe('free');
    const enterprise = await post(t.app, '/api/transaction/create', { planCode: 'enterprise', billingCycle: 'yearly' }, { token: owner.token });
    expect(enterprise.body).toMatchObject({ success: false, message: 'Invalid Request.!' });
    expect((await audit(owner.organisationId, 'payment.refused')).map((r) => r.after?.reason)).toEqual(
      expect.arrayContaining(['bad checkout signature', 'plan not sold online']),
    );
    expect((await audit(stranger.organisationId, 'payment.refused')).map((r) => r.after?.reason)).toEqual(["another organisation's order"]);
  });

  it('records a dismissal with the spec message and lists the payments', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const details = await order(owner.token, { planCode: 'standard', billingCycle: 'yearly' });
    const dismissed = await post(t.app, '/api/transaction/update', { orderId: details.orderId, status: 'dismissed' }, { token: owner.token });
    expect(dismissed.body).toMatchObject({ success: true, message: 'Transaction dismissed by user!!.', data: { orderStatus: 'dismissed' } });
    const fetched = await post(t.app, '/api/transaction/fetch/payment/details', { orderId: details.orderId }, { token: owner.token });
    expect(fetched.body.data).toMatchObject({ orderStatus: 'dismissed', paymentDetails: { total: 17_698_820, description: 'Standard plan, yearly' } });
    const list = await call(t.app, 'GET', '/api/proUser/payment/list?pageNumber=1&pageSize=10', { token: owner.token });
    expect(list.body.data).toMatchObject({ total: 1, paymentList: [{ orderId: details.orderId, status: 'dismissed' }] });
  });

  it('top-ups: 0 and -1 packs refused and audited; two packs credited once, never expiring', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'starter'));
    for (const packs of [0, -1]) {
      const res = await post(t.app, '/api/transaction/add/topup', { kind: 'mtCharacters', packs }, { token: owner.token });
      expect(res.body).toMatchObject({ success: false, message: 'Buy at least one pack' });
    }
    expect(await audit(owner.organisationId, 'topup.refused')).toHaveLength(2);
    const res = await post(t.app, '/api/transaction/add/topup', { kind: 'mtCharacters', packs: 2 }, { token: owner.token });
    expect(res.body.data).toMatchObject({
      topUpDetails: { kind: 'mtCharacters', packs: 2, quantity: 200_000 },
      orderDetails: { amount: 40_000, total: 47_200 },
    });
    const result = fake.pay(res.body.data.orderDetails.orderId);
    await post(t.app, '/api/transaction/success', result, { token: owner.token });
    await webhook(fake.webhook('payment.captured', result.razorpay_order_id, result.razorpay_payment_id));
    const [balance] = await t.app.ctx.db.select().from(topupBalances).where(eq(topupBalances.organisationId, owner.organisationId));
    expect(balance).toMatchObject({ kind: 'mtCharacters', bought: 200_000, spent: 0 });
  });
});

describe('Razorpay webhooks', () => {
  it('activates from payment.captured when the browser never came back; a replay changes nothing', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const details = await order(owner.token);
    const hook = fake.webhook('payment.captured', details.orderId, 'pay_webhook1');
    const first = await webhook(hook);
    expect(first.json()).toMatchObject({ success: true, data: { status: 'activated' } });
    expect(await planOf(owner.organisationId)).toBe('starter');
    const replay = await webhook(hook);
    expect(replay.json().data.status).toBe('duplicate');
    const orderPaid = await webhook(fake.webhook('order.paid', details.orderId, 'pay_webhook1'));
    expect(orderPaid.json().data.status).toBe('already active');
    expect(await t.app.ctx.db.select().from(invoices).where(eq(invoices.organisationId, owner.organisationId))).toHaveLength(1);
  });

  it('refuses a forged signature and a body changed after signing, and records them', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const details = await order(owner.token);
    const forged = await webhook(fake.webhook('payment.captured', details.orderId, 'pay_forged', { secret: 'not-the-secret' }));
    expect(forged.statusCode).toBe(400);
    const good = fake.webhook('payment.captured', details.orderId, 'pay_tampered');
    // Re-serialising the JSON (what many integrations do) changes the bytes: the signature no longer matches.
    const tampered = await webhook({ ...good, body: JSON.stringify(JSON.parse(good.body)) });
    expect(tampered.statusCode).toBe(400);
    expect(await planOf(owner.organisationId)).toBe('free');
    expect((await audit(null, 'payment.refused')).filter((r) => r.after?.reason === 'Webhook signature does not match').length).toBeGreaterThanOrEqual(2);
  });

  it('converges whatever the order: failed then captured is paid; captured then failed stays paid; a changed amount is refused', async () => {
    const a = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const first = await order(a.token);
    await webhook(fake.webhook('payment.failed', first.orderId, 'pay_a1'));
    expect((await post(t.app, '/api/transaction/fetch/payment/details', { orderId: first.orderId }, { token: a.token })).body.data.orderStatus).toBe('failed');
    await webhook(fake.webhook('payment.captured', first.orderId, 'pay_a2'));
    expect(await planOf(a.organisationId)).toBe('starter');
    await webhook(fake.webhook('payment.failed', first.orderId, 'pay_a3'));
    expect((await post(t.app, '/api/transaction/fetch/payment/details', { orderId: first.orderId }, { token: a.token })).body.data.orderStatus).toBe('paid');

    const b = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const second = await order(b.token);
    const cheap = await webhook(fake.webhook('payment.captured', second.orderId, 'pay_b1', { amount: 100 }));
    expect(cheap.statusCode).toBe(400);
    expect(await planOf(b.organisationId)).toBe('free');
  });
});

describe('contact queries', () => {
  it('stores and mails contact and sales queries with the spec messages', async () => {
    const contact = await post(t.app, '/api/query/create', { name: 'Meera', email: 'meera@example.org', message: 'Do you support Santali?' });
    expect(contact.body).toMatchObject({
      success: true,
      message: 'Thank you for Contacting us. We will get back to you within 48 Hours',
      data: { query: { kind: 'contact' } },
    });
    const owner = await createMember(t.app, 'organisationAdmin');
    const sales = await post(
      t.app,
      '/api/transaction/contact',
      { name: 'Owner', email: owner.email, message: 'Enterprise for 40 sites', planCode: 'enterprise' },
      { token: owner.token },
    );
    expect(sales.body).toMatchObject({ success: true, message: 'Our sales team will connect with you soon.', data: { query: { kind: 'sales' } } });
    const mails = await eventually(async () => {
      const found = await readOutbox(t.app, 'sales@example.org');
      return found.length >= 2 ? found : undefined;
    });
    expect(mails.map((m) => m.subject).sort()).toEqual(['Contact query from Meera', 'Sales query from Owner']);
  });
});
