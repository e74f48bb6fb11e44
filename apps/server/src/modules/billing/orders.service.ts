import { BILLING_MESSAGES, TOPUP_PACKS, type Payment } from '@lipi/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { topupRequest, transactionCreateRequest } from '@lipi/contract';
import type { AppContext } from '../../app-context.ts';
import { GatewayError } from '../../adapters/payments/gateway.ts';
import { invoices, organisations, transactions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { requireOrganisation } from '../projects/project-create.service.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';
import { eq } from 'drizzle-orm';
import { refuse } from './billing-audit.ts';
import { gatewayFor } from './gateway-for.ts';
import { gstOn } from './gst.ts';
import { findPlan } from './plans.service.ts';
import { findOrganisationUsage, monthOf } from './usage.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>;
type Buyer = z.output<typeof transactionCreateRequest>['buyer'];
type TransactionRow = typeof transactions.$inferSelect;

export function toPayment(row: TransactionRow, invoiceNumber: string | null, organisationName: string): Payment {
  return {
    transactionId: row.id,
    orderId: row.orderId,
    paymentId: row.paymentId,
    kind: row.kind,
    description: row.description,
    gateway: row.gateway,
    status: row.status,
    amount: row.amount,
    tax: row.tax,
    total: row.total,
    invoiceNumber,
    organisationId: row.organisationId,
    organisationName,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refund:
      row.refundId && row.refundStatus && row.refundedAt
        ? {
            id: row.refundId,
            status: row.refundStatus,
            reason: row.refundReason ?? '',
            amount: row.refundedAmount ?? row.total,
            refundedAt: row.refundedAt.toISOString(),
          }
        : null,
  };
}

const failure = (ctx: Ctx, auth: AuthInfo, organisationId: string, reason: string, details: Record<string, unknown> = {}) =>
  refuse(
    ctx,
    auth,
    { action: 'payment.refused', organisationId, targetType: 'organisation', targetId: organisationId, reason, details },
    new AppError('BAD_REQUEST', BILLING_MESSAGES.orderFailure),
  );

type OrderSpec = Pick<TransactionRow, 'kind' | 'planCode' | 'billingCycle' | 'topupKind' | 'topupQuantity' | 'description' | 'amount'>;

/**
 * Makes the gateway order and stores the transaction with the price, tax and grant fixed now: a
 * plan edited later never changes an order in flight. The receipt is our transaction id.
 */
async function placeOrder(ctx: Ctx, auth: AuthInfo, organisationId: string, spec: OrderSpec, buyer: Buyer) {
  const gateway = gatewayFor(ctx);
  if (!gateway) throw await failure(ctx, auth, organisationId, 'no payment gateway configured');
  const id = randomUUID();
  const tax = gstOn(spec.amount);
  const total = spec.amount + tax;
  let order;
  try {
    order = await gateway.createOrder({ amount: total, receipt: id, notes: { organisationId, transactionId: id, kind: spec.kind } });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    ctx.log.warn({ err: err.message, organisationId }, 'payments: order refused by the gateway');
    throw await failure(ctx, auth, organisationId, 'gateway refused the order', { error: err.message });
  }
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, auth.userId)).limit(1);
  const [row] = await ctx.db
    .insert(transactions)
    .values({
      id,
      organisationId,
      userId: auth.userId,
      ...spec,
      gateway: gateway.kind,
      orderId: order.id,
      tax,
      total,
      buyer: { ...buyer, email: user?.email },
      createdAt: ctx.clock.now(),
      updatedAt: ctx.clock.now(),
    })
    .returning();
  const checkoutUrl = gateway.kind === 'dev' ? `/dev/payments/${encodeURIComponent(order.id)}` : null;
  return {
    orderDetails: {
      transactionId: id,
      orderId: order.id,
      gateway: gateway.kind,
      keyId: gateway.keyId,
      checkoutUrl,
      amount: row!.amount,
      tax,
      total,
      currency: 'INR' as const,
      description: spec.description,
    },
  };
}

/** transaction/create: an order for a plan. Trial and contact-sales plans, and downgrades below usage, are refused. */
export async function createPlanOrder(ctx: Ctx, auth: AuthInfo, input: z.output<typeof transactionCreateRequest>) {
  const organisationId = requireOrganisation(auth);
  const plan = await findPlan(ctx.db, input.planCode);
  const price = input.billingCycle === 'yearly' ? plan?.priceYearly : plan?.priceMonthly;
  if (!plan || plan.isTrial || price === null || price === undefined || price <= 0)
    throw await failure(ctx, auth, organisationId, 'plan not sold online', { planCode: input.planCode });
  const usage = await findOrganisationUsage(ctx.db, organisationId, monthOf(ctx.clock.now()));
  for (const key of ['projects', 'seats', 'languages'] as const) {
    const limit = plan[key];
    if (limit !== null && usage[key] > limit) {
      throw await refuse(
        ctx,
        auth,
        {
          action: 'payment.refused',
          organisationId,
          targetType: 'plan',
          targetId: plan.code,
          reason: 'downgrade below usage',
          details: { [key]: usage[key], limit },
        },
        new AppError('CONFLICT', BILLING_MESSAGES.downgradeBelowUsage(key, usage[key], limit)),
      );
    }
  }
  const description = `${plan.name} plan, ${input.billingCycle}`;
  return placeOrder(
    ctx,
    auth,
    organisationId,
    { kind: 'plan', planCode: plan.code, billingCycle: input.billingCycle, topupKind: null, topupQuantity: null, description, amount: price },
    input.buyer,
  );
}

/** transaction/add/topup: an order for packs of words or MT characters (credited once paid, never expiring). */
export async function createTopupOrder(ctx: Ctx, auth: AuthInfo, input: z.output<typeof topupRequest>) {
  const organisationId = requireOrganisation(auth);
  if (input.packs < 1) {
    throw await refuse(
      ctx,
      auth,
      {
        action: 'topup.refused',
        organisationId,
        targetType: 'organisation',
        targetId: organisationId,
        reason: 'packs below 1',
        details: { packs: input.packs },
      },
      new AppError('BAD_REQUEST', BILLING_MESSAGES.topupAtLeastOne),
    );
  }
  const pack = TOPUP_PACKS[input.kind];
  const quantity = pack.size * input.packs;
  const description = `Top-up: ${quantity.toLocaleString('en-IN')} ${input.kind === 'words' ? 'words' : 'MT characters'}`;
  const placed = await placeOrder(
    ctx,
    auth,
    organisationId,
    { kind: 'topup', planCode: null, billingCycle: null, topupKind: input.kind, topupQuantity: quantity, description, amount: pack.pricePaise * input.packs },
    input.buyer,
  );
  return { ...placed, topUpDetails: { kind: input.kind, packs: input.packs, quantity } };
}

/** The invoice number (if issued) and the organisation's name of one order. */
export async function paymentExtrasOf(ctx: Pick<AppContext, 'db'>, row: TransactionRow) {
  const [invoice] = await ctx.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.transactionId, row.id)).limit(1);
  const [org] = await ctx.db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, row.organisationId)).limit(1);
  return { invoiceNumber: invoice?.number ?? null, organisationName: org?.name ?? '' };
}
