import { createHmac, timingSafeEqual } from 'node:crypto';

export type GatewayOrder = { id: string; amount: number; currency: string; receipt: string; status: string };
/** A payment of an order as Razorpay's payment entity has it (status: created, authorized, captured, refunded, failed). */
export type GatewayPayment = { id: string; orderId: string; amount: number; status: string; errorDescription: string | null };
/** A refund entity (status: pending, processed, failed). */
export type GatewayRefund = { id: string; paymentId: string; amount: number; status: 'pending' | 'processed' | 'failed' };
export type CreateOrderInput = { amount: number; receipt: string; notes: Record<string, string> };

/**
 * A payment gateway as Lipi uses it: make an order, check the browser's Checkout result, check a
 * webhook. Razorpay in production; the dev gateway (loopback only, never in production) otherwise.
 */
export type PaymentGateway = {
  readonly kind: 'razorpay' | 'dev';
  /** Public key id for Razorpay Checkout (null for the dev gateway). */
  readonly keyId: string | null;
  createOrder: (input: CreateOrderInput) => Promise<GatewayOrder>;
  /** GET /v1/orders/:id/payments: every attempt at paying the order (for the reconciliation job). */
  fetchOrderPayments: (orderId: string) => Promise<GatewayPayment[]>;
  /** POST /v1/payments/:id/refund: a full refund unless an amount (paise) is given. */
  refundPayment: (paymentId: string, input: { amount?: number; notes: Record<string, string> }) => Promise<GatewayRefund>;
  /** Checkout's razorpay_signature over the order id WE stored and the payment id. */
  verifyCheckout: (orderId: string, paymentId: string, signature: string) => boolean;
  /** X-Razorpay-Signature over the raw request body, byte for byte. */
  verifyWebhook: (rawBody: Buffer, signature: string | undefined) => boolean;
};

export class GatewayError extends Error {}

export const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures (a length check first: timingSafeEqual throws on unequal lengths). */
export function signaturesMatch(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const checkoutSignature = (secret: string, orderId: string, paymentId: string) => hmacHex(secret, `${orderId}|${paymentId}`);
