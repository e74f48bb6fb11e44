import { and, eq, inArray, lt, or, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { GatewayError } from '../../adapters/payments/gateway.ts';
import { transactions } from '../../db/schema/index.ts';
import { activateOrder, closeOrder } from './activation.ts';
import { recordBillingEvent } from './billing-audit.ts';
import { gatewayFor } from './gateway-for.ts';
import { announcePayment } from './payments.service.ts';

/** An order still pending this long is asked about (Checkout and the webhook normally settle it within seconds). */
export const RECONCILE_AFTER_MINUTES = 15;
/** With no captured payment this long after it was made, an order is closed as expired. */
export const EXPIRE_AFTER_HOURS = 24;
/** Orders asked about per pass (the rest wait for the next pass: each is one call to the gateway). */
const BATCH = 50;

/**
 * One pass of the reconciliation job: asks the gateway (GET /v1/orders/:id/payments) about orders
 * still pending after RECONCILE_AFTER_MINUTES and settles them through the same steps as Checkout
 * and the webhook: a captured payment of the full amount activates (activateOrder locks the order
 * and grants once, so a webhook or success call arriving at the same time changes nothing more);
 * failed payments only, or nothing captured after EXPIRE_AFTER_HOURS, mark the order failed.
 * Dismissed orders are asked about too: a person may close Checkout after paying.
 */
export async function reconcilePendingOrders(ctx: AppContext, only?: { organisationId: string }) {
  const gateway = gatewayFor(ctx);
  const result = { checked: 0, activated: 0, failed: 0, pending: 0, errors: 0 };
  if (!gateway) return result;
  const now = ctx.clock.now();
  const asked = new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const due = await ctx.db
    .select()
    .from(transactions)
    .where(
      and(
        inArray(transactions.status, ['created', 'dismissed']),
        eq(transactions.gateway, gateway.kind),
        lt(transactions.createdAt, asked),
        // Dismissed orders only within the expiry window; each order at most once per window.
        or(eq(transactions.status, 'created'), sql`${transactions.createdAt} > ${new Date(now.getTime() - EXPIRE_AFTER_HOURS * 3_600_000)}`),
        or(isNull(transactions.reconciledAt), lt(transactions.reconciledAt, asked)),
        // `only`: one organisation (tests on a shared database move the clock for theirs alone).
        only ? eq(transactions.organisationId, only.organisationId) : undefined,
      ),
    )
    .orderBy(transactions.createdAt)
    .limit(BATCH);
  for (const row of due) {
    result.checked++;
    // Claimed before asking: an order the gateway cannot answer about waits a window instead of blocking the batch.
    await ctx.db.update(transactions).set({ reconciledAt: now }).where(eq(transactions.id, row.id));
    let payments;
    try {
      payments = await gateway.fetchOrderPayments(row.orderId);
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      ctx.log.warn({ orderId: row.orderId, err: err.message }, 'payments: reconciliation could not ask the gateway');
      result.errors++;
      continue;
    }
    const captured = payments.find((p) => (p.status === 'captured' || p.status === 'refunded') && p.amount === row.total);
    if (captured) {
      const activation = (await activateOrder(ctx, row.orderId, captured.id, now))!;
      await announcePayment(ctx, activation, null);
      if (activation.newlyPaid) {
        result.activated++;
        await recordBillingEvent(ctx, null, {
          organisationId: row.organisationId,
          action: 'payment.reconciled',
          targetType: 'order',
          targetId: row.orderId,
          after: { paymentId: captured.id },
        });
      }
      continue;
    }
    const open = payments.some((p) => p.status === 'created' || p.status === 'authorized');
    const expired = row.createdAt.getTime() < now.getTime() - EXPIRE_AFTER_HOURS * 3_600_000;
    const lastFailure = payments.filter((p) => p.status === 'failed').at(-1);
    if (row.status === 'created' && !open && (lastFailure || expired)) {
      const reason = lastFailure ? (lastFailure.errorDescription ?? 'payment failed') : `expired: no payment captured within ${EXPIRE_AFTER_HOURS} hours`;
      if (await closeOrder(ctx, row.orderId, 'failed', reason, now)) result.failed++;
    } else result.pending++;
  }
  return result;
}
