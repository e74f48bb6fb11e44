import { describe, expect, it } from 'vitest';
import { call, post } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createMember, createOrg } from '../projects/project-test-helpers.ts';

const t = useTestApp({}, { startWorkers: false });

describe('dev gateway (no RAZORPAY_* settings)', () => {
  it('pays through the labelled loopback page and the same signature check; other callers are refused', async () => {
    const owner = await createMember(t.app, 'freeOrgAdmin');
    const created = await post(t.app, '/api/transaction/create', { planCode: 'starter', billingCycle: 'yearly' }, { token: owner.token });
    const details = created.body.data.orderDetails;
    expect(details).toMatchObject({ gateway: 'dev', keyId: null, checkoutUrl: `/dev/payments/${details.orderId}` });
    const page = await t.app.inject({ method: 'GET', url: `${details.checkoutUrl}?return=/free/upgrade`, remoteAddress: '127.0.0.1' });
    expect(page.body).toContain('Development only.');
    const remote = await t.app.inject({ method: 'GET', url: details.checkoutUrl, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    // Another origin is never a return address.
    const evil = await t.app.inject({ method: 'POST', url: `${details.checkoutUrl}?action=cancel&return=//evil.example`, remoteAddress: '127.0.0.1' });
    expect(evil.headers.location).toMatch(/^\/billing\?payment_dismissed=/);
    const paid = await t.app.inject({ method: 'POST', url: `${details.checkoutUrl}?action=pay&return=/free/upgrade`, remoteAddress: '127.0.0.1' });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string, 'http://localhost');
    expect(back.pathname).toBe('/free/upgrade');
    const result = Object.fromEntries(back.searchParams);
    const forged = await post(t.app, '/api/transaction/success', { ...result, razorpay_signature: '0'.repeat(64) }, { token: owner.token });
    expect(forged.status).toBe(400);
    const ok = await post(t.app, '/api/transaction/success', result, { token: owner.token });
    expect(ok.body).toMatchObject({ success: true, data: { orderStatus: 'paid', paymentDetails: { gateway: 'dev' } } });
    const usage = await call(t.app, 'GET', '/api/transaction/usage', { token: owner.token });
    expect(usage.body.data).toMatchObject({ plan: { code: 'starter' }, billingCycle: 'yearly' });
  });

  it('marks an order failed from the page, and a webhook is refused without a webhook secret', async () => {
    const owner = await createMember(t.app, 'organisationAdmin', await createOrg(t.app, 'free'));
    const details = (await post(t.app, '/api/transaction/create', { planCode: 'starter', billingCycle: 'monthly' }, { token: owner.token })).body.data
      .orderDetails;
    await t.app.inject({ method: 'POST', url: `${details.checkoutUrl}?action=fail`, remoteAddress: '127.0.0.1' });
    expect((await post(t.app, '/api/transaction/fetch/payment/details', { orderId: details.orderId }, { token: owner.token })).body.data.orderStatus).toBe(
      'failed',
    );
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'x' },
    });
    expect(hook.statusCode).toBe(400);
  });
});
