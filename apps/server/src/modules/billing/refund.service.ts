import { BILLING_MESSAGES } from '@lipi/contract';
import type { z } from 'zod';
import type { refundRequest } from '@lipi/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { GatewayError } from '../../adapters/payments/gateway.ts';
import { organisations, subscriptions, topupBalances, transactions, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { recordBillingEvent, refuse } from './billing-audit.ts';
import { gatewayFor } from './gateway-for.ts';
import { paymentExtrasOf, toPayment } from './orders.service.ts';

/** The plan an organisation falls back to when its paid period ends or is refunded. */
export const FREE_PLAN = 'free';

/**
 * transaction/refund (super admin): refunds a paid payment in full through the gateway
 * (POST /v1/payments/:id/refund) and takes back what it granted: a refunded plan ends now (the
 * organisation keeps its data and roles, with the free plan's limits); a refunded top-up leaves the
 * balance it had not spent. The order row is locked while the gateway is asked, so two clicks refund once.
 */
export async function refundPayment(ctx: AppContext, auth: AuthInfo, input: z.output<typeof refundRequest>) {
  const gateway = gatewayFor(ctx);
  const now = ctx.clock.now();
  const refused = (reason: string, error: AppError, organisationId: string | null = null) =>
    refuse(ctx, auth, { action: 'payment.refused', organisationId, targetType: 'transaction', targetId: input.transactionId, reason }, error);
  const row = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(transactions).where(eq(transactions.id, input.transactionId)).for('update');
    if (!order) return { error: 'unknown transaction' as const };
    if (order.status !== 'paid' || !order.paymentId || !gateway || gateway.kind !== order.gateway) return { error: 'not refundable' as const, order };
    let refund;
    try {
      refund = await gateway.refundPayment(order.paymentId, { amount: order.total, notes: { reason: input.reason.slice(0, 250), transactionId: order.id } });
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      return { error: 'gateway' as const, order, detail: err.message };
    }
    const [refunded] = await tx
      .update(transactions)
      .set({
        status: 'refunded',
        refundId: refund.id,
        refundStatus: refund.status,
        refundReason: input.reason,
        refundedAmount: refund.amount || order.total,
        refundedAt: now,
        updatedAt: now,
      })
      .where(eq(transactions.id, order.id))
      .returning();
    if (order.kind === 'plan') {
      await tx
        .update(organisations)
        .set({ plan: FREE_PLAN })
        .where(and(eq(organisations.id, order.organisationId), eq(organisations.plan, order.planCode!)));
      await tx.update(subscriptions).set({ periodEnd: now, updatedAt: now }).where(eq(subscriptions.organisationId, order.organisationId));
    } else {
      // Take back what is left of the top-up (never below what was already spent).
      await tx
        .update(topupBalances)
        .set({ bought: sql`greatest(${topupBalances.spent}, ${topupBalances.bought} - ${order.topupQuantity!})` })
        .where(and(eq(topupBalances.organisationId, order.organisationId), eq(topupBalances.kind, order.topupKind!)));
    }
    return { refunded: refunded! };
  });
  if ('error' in row) {
    if (row.error === 'unknown transaction') throw await refused(row.error, notFound('No such payment'));
    if (row.error === 'not refundable')
      throw await refused(row.error, new AppError('CONFLICT', BILLING_MESSAGES.refundNotPaid), row.order?.organisationId ?? null);
    ctx.log.warn({ transactionId: input.transactionId, err: row.detail }, 'payments: refund refused by the gateway');
    throw await refused(
      `gateway refused the refund: ${row.detail}`,
      new AppError('BAD_REQUEST', BILLING_MESSAGES.refundRefused),
      row.order?.organisationId ?? null,
    );
  }
  const [actor] = await ctx.db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.id, auth.userId));
  await recordBillingEvent(ctx, actor ?? null, {
    organisationId: row.refunded.organisationId,
    action: 'payment.refunded',
    targetType: 'order',
    targetId: row.refunded.orderId,
    targetLabel: row.refunded.description,
    after: { refundId: row.refunded.refundId, status: row.refunded.refundStatus, reason: input.reason, amount: row.refunded.refundedAmount },
  });
  const extras = await paymentExtrasOf(ctx, row.refunded);
  return { paymentDetails: toPayment(row.refunded, extras.invoiceNumber, extras.organisationName), orderStatus: row.refunded.status };
}
