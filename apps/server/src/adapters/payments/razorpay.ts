import { checkoutSignature, GatewayError, hmacHex, signaturesMatch, type GatewayOrder, type GatewayRefund, type PaymentGateway } from './gateway.ts';

type RazorpayPayment = { id: string; order_id: string; amount: number; status: string; error_description?: string | null };
type RazorpayRefund = { id: string; payment_id: string; amount: number; status: GatewayRefund['status'] };

export type RazorpaySettings = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string; timeoutMs?: number };

/**
 * Razorpay's orders API (POST /v1/orders, amount in paise, HTTP basic auth with key id and secret)
 * and its two signatures: Checkout's HMAC-SHA256 of `order_id|payment_id` with the key secret, and
 * the webhook's HMAC-SHA256 of the raw body with the webhook secret.
 */
export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const base = settings.apiUrl.replace(/\/$/, '');
  /** One call of the REST API; a network failure or a non-2xx answer is a GatewayError with Razorpay's description. */
  async function call<T>(method: 'GET' | 'POST', path: string, what: string, payload?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new GatewayError(`Razorpay unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as (T & { id?: unknown; error?: { description?: string } }) | null;
    if (!res.ok || !body) throw new GatewayError(`Razorpay refused ${what} (${res.status}): ${body?.error?.description ?? 'no description'}`);
    return body;
  }
  return {
    kind: 'razorpay',
    keyId: settings.keyId,
    async createOrder(input) {
      const body = await call<GatewayOrder>('POST', '/v1/orders', 'the order', {
        amount: input.amount,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      });
      if (typeof body.id !== 'string') throw new GatewayError('Razorpay answered an order without an id');
      if (body.amount !== input.amount) throw new GatewayError(`Razorpay answered amount ${body.amount} for ${input.amount}`);
      return { id: body.id, amount: body.amount, currency: body.currency, receipt: body.receipt, status: body.status };
    },
    async fetchOrderPayments(orderId) {
      const body = await call<{ items?: RazorpayPayment[] }>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`, 'the payments of the order');
      return (body.items ?? []).map((p) => ({
        id: p.id,
        orderId: p.order_id,
        amount: p.amount,
        status: p.status,
        errorDescription: p.error_description ?? null,
      }));
    },
    async refundPayment(paymentId, input) {
      const body = await call<RazorpayRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, 'the refund', {
        ...(input.amount === undefined ? {} : { amount: input.amount }),
        speed: 'normal',
        notes: input.notes,
      });
      if (typeof body.id !== 'string') throw new GatewayError('Razorpay answered a refund without an id');
      return { id: body.id, paymentId: body.payment_id, amount: body.amount, status: body.status };
    },
    verifyCheckout: (orderId, paymentId, signature) => signaturesMatch(checkoutSignature(settings.keySecret, orderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signaturesMatch(hmacHex(settings.webhookSecret, rawBody), signature),
  };
}
