import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, hmacHex } from './gateway.ts';

type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: string;
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};
type FakePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: string;
  order_id: string;
  amount_refunded: number;
  error_description: string | null;
};
export type SignedWebhook = { body: string; headers: Record<string, string> };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

/**
 * For tests: a local server speaking Razorpay's orders API (basic auth, paise, the order entity and
 * its error shape), plus what Razorpay's side does after Checkout: a payment id with its signature,
 * and webhooks signed over the exact bytes sent.
 */
export async function startFakeRazorpay(keys: { keyId: string; keySecret: string; webhookSecret: string }) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: { auth: string | undefined; body: unknown }[] = [];
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const error = (status: number, code: string, description: string) =>
      send(status, { error: { code, description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' } });
    const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
    requests.push({ auth: req.headers.authorization, body: raw ? JSON.parse(raw) : null });
    if (req.headers.authorization !== expected) return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const body = JSON.parse(raw) as { amount: unknown; currency: string; receipt: string; notes?: Record<string, string> };
      if (!Number.isInteger(body.amount)) return error(400, 'BAD_REQUEST_ERROR', 'The amount must be an integer.');
      if ((body.amount as number) < 100) return error(400, 'BAD_REQUEST_ERROR', 'The amount must be at least INR 1.00');
      if (typeof body.receipt !== 'string' || body.receipt.length > 40) return error(400, 'BAD_REQUEST_ERROR', 'receipt: the length must be no more than 40.');
      const amount = body.amount as number;
      const order: FakeOrder = {
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? {},
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(200, order);
    }
    const orderPayments = req.method === 'GET' && /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.url ?? '');
    if (orderPayments) {
      if (!orders.has(decodeURIComponent(orderPayments[1]!))) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      const items = [...payments.values()].filter((p) => p.order_id === decodeURIComponent(orderPayments[1]!));
      return send(200, { entity: 'collection', count: items.length, items });
    }
    const refund = req.method === 'POST' && /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
    if (refund) {
      const payment = payments.get(decodeURIComponent(refund[1]!));
      if (!payment) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      const body = (raw ? JSON.parse(raw) : {}) as { amount?: number; notes?: Record<string, string> };
      const left = payment.amount - payment.amount_refunded;
      const amount = body.amount ?? left;
      if (payment.status !== 'captured' && payment.status !== 'refunded') return error(400, 'BAD_REQUEST_ERROR', 'The payment has not been captured');
      if (amount <= 0 || amount > left) return error(400, 'BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured');
      payment.amount_refunded += amount;
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      const entity = {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: payment.id,
        notes: body.notes ?? {},
        receipt: null,
        status: 'processed',
        speed_requested: 'normal',
        created_at: Math.floor(Date.now() / 1000),
      };
      return send(200, entity);
    }
    return error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const paymentEntity = (order: FakeOrder, paymentId: string, status: string, amount = order.amount) => ({
    id: paymentId,
    entity: 'payment',
    amount,
    currency: 'INR',
    status,
    order_id: order.id,
    method: 'upi',
    captured: status === 'captured',
    ...(status === 'failed' ? { error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment failed because the UPI app declined it' } : {}),
  });

  /** A payment attempt on an order as Razorpay records it (what GET /v1/orders/:id/payments lists). */
  const attempt = (orderId: string, status: 'captured' | 'failed' | 'authorized', amount?: number) => {
    // A test may sign for an order this server never made (a swapped order id): the payment is still recorded.
    const order = orders.get(orderId) ?? ({ amount: amount ?? 100, status: 'created', attempts: 0 } as FakeOrder);
    const payment: FakePayment = {
      id: `pay_${randomBytes(7).toString('hex')}`,
      entity: 'payment',
      amount: amount ?? order.amount,
      currency: 'INR',
      status,
      order_id: orderId,
      amount_refunded: 0,
      error_description: status === 'failed' ? 'Payment failed because the UPI app declined it' : null,
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (status === 'captured') Object.assign(order, { status: 'paid', amount_paid: payment.amount, amount_due: 0 });
    else if (order.status === 'created') order.status = 'attempted';
    return payment;
  };

  return {
    url,
    orders,
    payments,
    requests,
    attempt,
    /** What Checkout hands the browser after a successful payment (the captured payment is recorded too). */
    pay(orderId: string) {
      const paymentId = attempt(orderId, 'captured').id;
      return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(keys.keySecret, orderId, paymentId) };
    },
    /** A webhook as Razorpay sends it: the JSON body, and its signature over exactly those bytes. */
    webhook(
      event: 'payment.captured' | 'order.paid' | 'payment.failed',
      orderId: string,
      paymentId: string,
      options: { eventId?: string; amount?: number; secret?: string } = {},
    ): SignedWebhook {
      const order = orders.get(orderId)!;
      const status = event === 'payment.failed' ? 'failed' : 'captured';
      const payload: Record<string, unknown> = { payment: { entity: paymentEntity(order, paymentId, status, options.amount) } };
      if (event === 'order.paid') payload.order = { entity: { ...order, amount_paid: order.amount, amount_due: 0, status: 'paid' } };
      // Razorpay's bodies are compact JSON; a space is kept here on purpose so a re-serialised body would not match.
      const body = JSON.stringify(
        { entity: 'event', account_id: 'acc_fake', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) },
        null,
        1,
      );
      const eventId = options.eventId ?? `evt_${randomBytes(7).toString('hex')}`;
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(options.secret ?? keys.webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
