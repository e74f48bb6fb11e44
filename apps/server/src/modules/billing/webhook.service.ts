import { BILLING_MESSAGES } from '@lipi/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { paymentEvents, transactions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { activateOrder, closeOrder } from './activation.ts';
import { refuse } from './billing-audit.ts';
import { gatewayFor } from './gateway-for.ts';
import { announcePayment } from './payments.service.ts';

/** The parts of Razorpay's webhook events Lipi reads (payment.captured, order.paid, payment.failed). */
const paymentEntity = z.object({ id: z.string(), order_id: z.string(), amount: z.number().int(), status: z.string(), error_description: z.string().nullish() });
const eventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string(), amount_paid: z.number().int() }) }).optional(),
  }),
});
const HANDLED = new Set(['payment.captured', 'order.paid', 'payment.failed']);

const refusal = (ctx: AppContext, reason: string, orderId = 'unknown', organisationId: string | null = null) =>
  refuse(ctx, null, { action: 'payment.refused', organisationId, targetType: 'webhook', targetId: orderId, reason }, new AppError('BAD_REQUEST', reason));

/**
 * One webhook delivery. The signature is checked over the exact bytes received; the event id is
 * stored with the change it causes (one transaction per step), so a replay or a retry after success
 * changes nothing, and events arriving out of order converge: paid is final, failed may become paid.
 */
export async function handleWebhook(ctx: AppContext, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
  const gateway = gatewayFor(ctx);
  const signature = typeof headers['x-razorpay-signature'] === 'string' ? headers['x-razorpay-signature'] : undefined;
  if (!gateway || !gateway.verifyWebhook(rawBody, signature)) throw await refusal(ctx, 'Webhook signature does not match');
  const eventId = headers['x-razorpay-event-id'];
  if (typeof eventId !== 'string' || !eventId) throw await refusal(ctx, 'Webhook without x-razorpay-event-id');
  let parsed;
  try {
    parsed = eventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw await refusal(ctx, 'Webhook body is not a Razorpay event');
  }
  const [seen] = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)).limit(1);
  if (seen) return { status: 'duplicate' };
  const payment = parsed.payload.payment?.entity;
  const orderId = payment?.order_id ?? parsed.payload.order?.entity.id;
  const remember = () =>
    ctx.db
      .insert(paymentEvents)
      .values({ eventId, event: parsed.event, orderId: orderId ?? null, receivedAt: ctx.clock.now() })
      .onConflictDoNothing();
  if (!HANDLED.has(parsed.event) || !orderId || !payment) {
    await remember();
    return { status: 'ignored' };
  }
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId)).limit(1);
  if (!row) throw await refusal(ctx, 'Webhook for an order Lipi did not make', orderId);
  if (parsed.event === 'payment.failed') {
    await closeOrder(ctx, orderId, 'failed', payment.error_description ?? 'payment failed', ctx.clock.now());
    await remember();
    return { status: 'recorded' };
  }
  const paidAmount = parsed.event === 'order.paid' ? parsed.payload.order!.entity.amount_paid : payment.amount;
  if (paidAmount !== row.total) {
    await remember();
    throw await refusal(ctx, `${BILLING_MESSAGES.amountChanged} (${paidAmount} for ${row.total})`, orderId, row.organisationId);
  }
  const activation = (await activateOrder(ctx, orderId, payment.id, ctx.clock.now()))!;
  await remember();
  await announcePayment(ctx, activation, null);
  return { status: activation.newlyPaid ? 'activated' : 'already active' };
}
