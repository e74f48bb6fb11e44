import { randomBytes } from 'node:crypto';
import { checkoutSignature, signaturesMatch, type PaymentGateway } from './gateway.ts';

/**
 * DEVELOPMENT ONLY: a gateway that needs no account. Orders are made here, and the dev payment page
 * (modules/dev, loopback only) signs its result with this process's secret exactly as Razorpay signs
 * Checkout's, so transaction/success runs the same verification. Never built in production.
 */
export function createDevGateway(): PaymentGateway & { signCheckout: (orderId: string, paymentId: string) => string } {
  const secret = randomBytes(32).toString('hex');
  return {
    kind: 'dev',
    keyId: null,
    async createOrder(input) {
      return { id: `order_dev_${randomBytes(8).toString('hex')}`, amount: input.amount, currency: 'INR', receipt: input.receipt, status: 'created' };
    },
    // Dev orders are settled by the dev payment page only: nothing to reconcile, and a refund is granted at once.
    fetchOrderPayments: async () => [],
    refundPayment: async (paymentId, input) => ({
      id: `rfnd_dev_${randomBytes(7).toString('hex')}`,
      paymentId,
      amount: input.amount ?? 0,
      status: 'processed',
    }),
    verifyCheckout: (orderId, paymentId, signature) => signaturesMatch(checkoutSignature(secret, orderId, paymentId), signature),
    // The dev gateway sends no webhooks: its page calls the payment service directly.
    verifyWebhook: () => false,
    signCheckout: (orderId, paymentId) => checkoutSignature(secret, orderId, paymentId),
  };
}
