import { isValidGstin, KYC_MESSAGES } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay } from '../../adapters/payments/fake-razorpay.ts';
import { invoices, organisations } from '../../db/schema/index.ts';
import { call, post } from '../../test/auth-helpers.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember } from '../projects/project-test-helpers.ts';

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
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A valid GSTIN of Maharashtra (27) with its check character, and the same with a wrong one. */
const GSTIN = '27AAPFU0939F1ZV';
const WRONG_CHECK = '27AAPFU0939F1ZA';

const orderAndPay = async (token: string) => {
  const res = await post(t.app, '/api/transaction/create', { planCode: 'starter', billingCycle: 'monthly' }, { token });
  expect(res.body.success, res.body.message).toBe(true);
  const { orderId, transactionId } = res.body.data.orderDetails as { orderId: string; transactionId: string };
  const paid = await post(t.app, '/api/transaction/success', fake.pay(orderId), { token });
  expect(paid.body.success, paid.body.message).toBe(true);
  return transactionId;
};
const named = async (name: string, role = 'organisationAdmin') => {
  const m = await createMember(t.app, role);
  await t.app.ctx.db.update(organisations).set({ name }).where(eq(organisations.id, m.organisationId));
  return m;
};
const list = (token: string, query: string) => call(t.app, 'GET', `/api/proUser/payment/list?${query}`, { token });
async function uploadGst(token: string, fields: Record<string, string>) {
  const { payload, headers } = multipartBody({ type: 'gst', ...fields }, { name: 'gst.pdf', content: SAMPLE_FILES.pdf });
  const res = await t.app.inject({ method: 'POST', url: '/api/kyc/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return res.json();
}

describe("the super admin's payments list", () => {
  it('lists every organisation with names, pages and filters by organisation and status; an organisation admin sees only their own', async () => {
    const alpha = await named('Alpha Payments Ltd');
    const beta = await named('Beta Payments Ltd');
    const root = await createMember(t.app, 'superAdmin');
    const alphaPaid = await orderAndPay(alpha.token);
    const betaPaid = await orderAndPay(beta.token);
    const pending = await post(t.app, '/api/transaction/create', { planCode: 'standard', billingCycle: 'monthly' }, { token: beta.token });
    const pendingId = pending.body.data.orderDetails.transactionId as string;

    const all = await list(root.token, 'scope=all&pageNumber=1&pageSize=100');
    expect(all.body.success, all.body.message).toBe(true);
    const ids = all.body.data.paymentList.map((p: { transactionId: string }) => p.transactionId);
    expect(ids).toEqual(expect.arrayContaining([alphaPaid, betaPaid, pendingId]));
    expect(all.body.data.paymentList.find((p: { transactionId: string }) => p.transactionId === alphaPaid)).toMatchObject({
      organisationId: alpha.organisationId,
      organisationName: 'Alpha Payments Ltd',
      status: 'paid',
      invoiceNumber: expect.stringMatching(/^L\d{6}\/\d{6}$/),
    });
    // Newest first, and bounded by the page size.
    expect(ids.indexOf(pendingId)).toBeLessThan(ids.indexOf(alphaPaid));
    const firstPage = await list(root.token, 'scope=all&pageNumber=1&pageSize=2');
    expect(firstPage.body.data.paymentList).toHaveLength(2);
    expect(firstPage.body.data.total).toBe(all.body.data.total);

    const betaOnly = await list(root.token, `organisationId=${beta.organisationId}&status=paid&pageNumber=1&pageSize=10`);
    expect(betaOnly.body.data).toMatchObject({ total: 1, paymentList: [{ transactionId: betaPaid, organisationName: 'Beta Payments Ltd' }] });
    const betaPending = await list(root.token, `scope=all&organisationId=${beta.organisationId}&status=created&pageNumber=1&pageSize=10`);
    expect(betaPending.body.data.paymentList.map((p: { transactionId: string }) => p.transactionId)).toEqual([pendingId]);

    // Another organisation's admin: 'all' is refused, naming another organisation still shows only their own.
    const refused = await list(alpha.token, 'scope=all&pageNumber=1&pageSize=10');
    expect(refused.status).toBe(403);
    const naming = await list(alpha.token, `organisationId=${beta.organisationId}&pageNumber=1&pageSize=10`);
    expect(naming.body.data).toMatchObject({ total: 1, paymentList: [{ transactionId: alphaPaid, organisationId: alpha.organisationId }] });
    const betaInvoice = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/invoice/download',
      payload: { transactionId: betaPaid },
      headers: { authorization: `Bearer ${alpha.token}` },
    });
    expect(betaInvoice.statusCode).toBe(404);
  });
});

describe("the buyer's GSTIN from KYC", () => {
  it('checks the GSTIN format and check character', () => {
    expect(isValidGstin(GSTIN)).toBe(true);
    expect(isValidGstin(WRONG_CHECK)).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
  });

  it('refuses a GSTIN with a wrong check character; the accepted gst document gives the invoice its GSTIN and state', async () => {
    const buyer = await named('Gstin Buyer Pvt Ltd');
    const root = await createMember(t.app, 'superAdmin');
    const bad = await uploadGst(buyer.token, { gstin: WRONG_CHECK });
    expect(bad).toMatchObject({ success: false, message: KYC_MESSAGES.gstinInvalid });

    const pendingDoc = await uploadGst(buyer.token, { gstin: GSTIN.toLowerCase() });
    expect(pendingDoc.data.document).toMatchObject({ type: 'gst', status: 'pending', gstin: GSTIN });
    // A certificate not yet accepted is not used.
    const beforeAcceptance = await orderAndPay(buyer.token);
    const [first] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.transactionId, beforeAcceptance));
    expect(first!.buyer.gstin).toBeNull();

    const accepted = await post(t.app, '/api/kyc/review', { documentId: pendingDoc.data.document.id, status: 'accepted' }, { token: root.token });
    expect(accepted.body.success, accepted.body.message).toBe(true);
    const transactionId = await orderAndPay(buyer.token);
    const [invoice] = await t.app.ctx.db.select().from(invoices).where(eq(invoices.transactionId, transactionId));
    // Buyer in Maharashtra (27) from the GSTIN, seller in Karnataka (29): IGST.
    expect(invoice!.buyer).toMatchObject({ gstin: GSTIN, stateCode: '27', name: 'Gstin Buyer Pvt Ltd' });
    expect(invoice).toMatchObject({ cgst: 0, sgst: 0, igst: invoice!.total - invoice!.taxable });
  });
});
