import { BILLING_MESSAGES, formatRupees } from '@lipi/contract';
import type { z } from 'zod';
import type { paymentListRequest, transactionSuccessRequest } from '@lipi/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { invoices, organisations, transactions, users } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { can } from '../policy/policy.ts';
import { queueMail } from '../messaging/messaging.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import { requireOrganisation } from '../projects/project-create.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { activateOrder, closeOrder, type Activation } from './activation.ts';
import { recordBillingEvent, refuse } from './billing-audit.ts';
import { gatewayFor } from './gateway-for.ts';
import { paymentExtrasOf, toPayment } from './orders.service.ts';

type Ctx = AppContext;
type TransactionRow = typeof transactions.$inferSelect;

async function details(ctx: Pick<AppContext, 'db'>, row: TransactionRow) {
  const { invoiceNumber, organisationName } = await paymentExtrasOf(ctx, row);
  return { paymentDetails: toPayment(row, invoiceNumber, organisationName), orderStatus: row.status };
}

/** The caller's order: another organisation's order id answers as if it did not exist (and is recorded). */
async function getOwnOrder(ctx: Ctx, auth: AuthInfo, orderId: string) {
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId)).limit(1);
  if (row && (row.organisationId === auth.organisationId || auth.role === 'superAdmin')) return row;
  throw await refuse(
    ctx,
    auth,
    {
      action: 'payment.refused',
      organisationId: auth.organisationId,
      targetType: 'order',
      targetId: orderId,
      reason: row ? "another organisation's order" : 'unknown order',
    },
    notFound(BILLING_MESSAGES.notYourOrder),
  );
}

/** What a newly paid order tells people: a notification and a mail to whoever bought it, and the audit row. */
export async function announcePayment(ctx: Ctx, activation: Activation, auth: AuthInfo | null) {
  const row = activation.transaction;
  if (!activation.newlyPaid) return;
  const [buyer] = row.userId ? await ctx.db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.id, row.userId)) : [];
  await recordBillingEvent(ctx, buyer ?? null, {
    organisationId: row.organisationId,
    action: activation.upgradedFromTrial ? 'organisation.upgraded' : 'payment.succeeded',
    targetType: 'order',
    targetId: row.orderId,
    targetLabel: row.description,
    after: { paymentId: row.paymentId, total: row.total, via: auth ? 'checkout' : 'webhook' },
  });
  if (!buyer) return;
  const title = row.kind === 'plan' ? 'Plan activated' : 'Top-up added';
  const message = activation.upgradedFromTrial
    ? `Welcome to Lipi ${row.description}. Your free trial is now a full organisation; your project and translations are kept.`
    : `${row.description}: ${formatRupees(row.total)} paid.`;
  await createNotification(ctx, { userId: buyer.id, type: 'PAYMENT', title, message });
  await queueMail(ctx, { to: buyer.email, subject: `Lipi: ${title}`, text: `${message}\n\nYour GST invoice is in Billing: ${ctx.config.PUBLIC_URL}/billing` });
}

/**
 * transaction/success: Checkout's result. The signature is checked against the order id WE stored
 * for the caller's organisation, never trusting the callback alone; nothing is granted before that.
 */
export async function confirmCheckout(ctx: Ctx, auth: AuthInfo, input: z.output<typeof transactionSuccessRequest>) {
  requireOrganisation(auth);
  const row = await getOwnOrder(ctx, auth, input.razorpay_order_id);
  const gateway = gatewayFor(ctx);
  if (!gateway || gateway.kind !== row.gateway || !gateway.verifyCheckout(row.orderId, input.razorpay_payment_id, input.razorpay_signature)) {
    throw await refuse(
      ctx,
      auth,
      {
        action: 'payment.refused',
        organisationId: row.organisationId,
        targetType: 'order',
        targetId: row.orderId,
        reason: 'bad checkout signature',
        details: { paymentId: input.razorpay_payment_id },
      },
      new AppError('BAD_REQUEST', BILLING_MESSAGES.badSignature),
    );
  }
  if (row.status === 'paid' && row.paymentId !== input.razorpay_payment_id) {
    throw await refuse(
      ctx,
      auth,
      {
        action: 'payment.refused',
        organisationId: row.organisationId,
        targetType: 'order',
        targetId: row.orderId,
        reason: 'order already paid by another payment',
      },
      new AppError('CONFLICT', BILLING_MESSAGES.alreadyFinal),
    );
  }
  const activation = (await activateOrder(ctx, row.orderId, input.razorpay_payment_id, ctx.clock.now()))!;
  await announcePayment(ctx, activation, auth);
  return details(ctx, activation.transaction);
}

export async function fetchPaymentDetails(ctx: Ctx, auth: AuthInfo, orderId: string) {
  return details(ctx, await getOwnOrder(ctx, auth, orderId));
}

/** transaction/update: the person closed Checkout. A paid order stays paid. */
export async function dismissOrder(ctx: Ctx, auth: AuthInfo, orderId: string) {
  const row = await getOwnOrder(ctx, auth, orderId);
  if (row.status === 'paid') throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyFinal);
  const closed = (await closeOrder(ctx, row.orderId, 'dismissed', 'dismissed by the user', ctx.clock.now())) ?? row;
  const [actor] = await ctx.db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.id, auth.userId));
  await recordBillingEvent(ctx, actor ?? null, {
    organisationId: row.organisationId,
    action: 'payment.dismissed',
    targetType: 'order',
    targetId: row.orderId,
    targetLabel: row.description,
  });
  return details(ctx, closed);
}

/**
 * proUser/payment/list: newest first, a page at a time. Super admins may name an organisation, or ask
 * for every organisation's payments (`scope: 'all'`, action billing.viewAll); anyone else sees only
 * their own organisation's, whatever they send.
 */
export async function listPayments(ctx: Ctx, auth: AuthInfo, input: z.output<typeof paymentListRequest>) {
  const everyOrganisation = input.scope === 'all' && !input.organisationId;
  if (everyOrganisation && !can(auth.role, 'billing.viewAll')) throw forbidden();
  const organisationId = everyOrganisation
    ? null
    : can(auth.role, 'billing.viewAll') && input.organisationId
      ? input.organisationId
      : requireOrganisation(auth);
  const where = and(
    organisationId ? eq(transactions.organisationId, organisationId) : undefined,
    input.status ? eq(transactions.status, input.status) : undefined,
  );
  const rows = await ctx.db
    .select({ t: transactions, invoice: invoices.number, organisationName: organisations.name })
    .from(transactions)
    .innerJoin(organisations, eq(organisations.id, transactions.organisationId))
    .leftJoin(invoices, eq(invoices.transactionId, transactions.id))
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(input.pageSize)
    .offset((input.pageNumber - 1) * input.pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(transactions).where(where);
  return { paymentList: rows.map((r) => toPayment(r.t, r.invoice, r.organisationName)), total: total?.n ?? 0 };
}
