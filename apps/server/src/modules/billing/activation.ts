import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import {
  invoiceCounters,
  invoices,
  kycDocuments,
  organisations,
  plans,
  projects,
  subscriptions,
  topupBalances,
  transactions,
  users,
} from '../../db/schema/index.ts';
import { financialYearOf, splitGst, stateOfGstin } from './gst.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type TransactionRow = typeof transactions.$inferSelect;
export type Activation = { transaction: TransactionRow; newlyPaid: boolean; upgradedFromTrial: boolean };

/** The SAC code of "other information technology services" on the invoice line. */
const SAC = '998319';

/**
 * The buyer's GSTIN when the order carries none: the GSTIN of the organisation's newest accepted KYC gst
 * document (a pending or rejected certificate is not evidence of registration).
 */
async function kycGstinOf(tx: Tx, organisationId: string): Promise<string | null> {
  const [doc] = await tx
    .select({ gstin: kycDocuments.gstin })
    .from(kycDocuments)
    .where(
      and(eq(kycDocuments.organisationId, organisationId), eq(kycDocuments.type, 'gst'), eq(kycDocuments.status, 'accepted'), isNotNull(kycDocuments.gstin)),
    )
    .orderBy(desc(kycDocuments.uploadedAt))
    .limit(1);
  return doc?.gstin ?? null;
}

/** Invoice numbers run without gaps per financial year: the counter moves in the payment's own transaction. */
async function issueInvoice(tx: Tx, ctx: Pick<AppContext, 'config'>, row: TransactionRow, now: Date) {
  const fy = financialYearOf(now);
  await tx.insert(invoiceCounters).values({ financialYear: fy, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .update(invoiceCounters)
    .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
    .where(eq(invoiceCounters.financialYear, fy))
    .returning();
  const c = ctx.config;
  const sellerState = stateOfGstin(c.SELLER_GSTIN) ?? c.SELLER_STATE_CODE;
  const buyerGstin = row.buyer.gstin ?? (await kycGstinOf(tx, row.organisationId));
  const buyerState = stateOfGstin(buyerGstin) ?? row.buyer.stateCode ?? null;
  const [org] = await tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, row.organisationId));
  const split = splitGst(row.tax, sellerState, buyerState);
  await tx.insert(invoices).values({
    // At most 16 characters, letters, digits, '/' and '-' (GST rule 46).
    number: `L${fy.replace('-', '')}/${String(counter!.lastNumber).padStart(6, '0')}`,
    transactionId: row.id,
    organisationId: row.organisationId,
    seller: { name: c.SELLER_NAME, address: c.SELLER_ADDRESS, gstin: c.SELLER_GSTIN ?? null, stateCode: sellerState },
    buyer: {
      name: row.buyer.legalName || org?.name || 'Customer',
      address: row.buyer.address ?? '',
      gstin: buyerGstin,
      stateCode: buyerState,
      email: row.buyer.email,
    },
    lines: [{ description: row.description, sac: SAC, amount: row.amount }],
    taxable: row.amount,
    ...split,
    total: row.total,
    issuedAt: now,
  });
}

function periodEnd(from: Date, cycle: string) {
  const end = new Date(from);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** A plan bought: the organisation moves to it; a free trial becomes a full organisation, its data kept. */
async function grantPlan(tx: Tx, row: TransactionRow, now: Date): Promise<boolean> {
  const [org] = await tx.select({ plan: organisations.plan }).from(organisations).where(eq(organisations.id, row.organisationId)).for('update');
  const [oldPlan] = await tx.select().from(plans).where(eq(plans.code, org!.plan));
  const [newPlan] = await tx.select().from(plans).where(eq(plans.code, row.planCode!));
  await tx.update(organisations).set({ plan: row.planCode! }).where(eq(organisations.id, row.organisationId));
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.organisationId, row.organisationId));
  // Paying again for the same plan extends it; a new plan starts today.
  const start = current && current.planCode === row.planCode && current.periodEnd > now ? current.periodEnd : now;
  const values = { planCode: row.planCode!, billingCycle: row.billingCycle!, periodEnd: periodEnd(start, row.billingCycle!), updatedAt: now };
  await tx
    .insert(subscriptions)
    .values({ organisationId: row.organisationId, ...values })
    .onConflictDoUpdate({ target: subscriptions.organisationId, set: values });
  // Projects still at the old plan's crawl cap get the new one (a limit someone lowered on purpose stays).
  if (oldPlan?.pages != null && newPlan?.pages != null && newPlan.pages > oldPlan.pages) {
    await tx
      .update(projects)
      .set({ pageLimit: newPlan.pages, updatedAt: now })
      .where(and(eq(projects.organisationId, row.organisationId), eq(projects.pageLimit, oldPlan.pages)));
  }
  const upgraded = await tx
    .update(users)
    .set({ role: 'organisationAdmin' })
    .where(and(eq(users.organisationId, row.organisationId), eq(users.role, 'freeOrgAdmin')))
    .returning({ id: users.id });
  return upgraded.length > 0;
}

async function grantTopup(tx: Tx, row: TransactionRow) {
  await tx
    .insert(topupBalances)
    .values({ organisationId: row.organisationId, kind: row.topupKind!, bought: row.topupQuantity! })
    .onConflictDoUpdate({ target: [topupBalances.organisationId, topupBalances.kind], set: { bought: sql`${topupBalances.bought} + ${row.topupQuantity!}` } });
}

/**
 * Marks an order paid and grants what it bought, exactly once: the row is locked, and a paid order
 * is never granted again (a replayed webhook, a success call after the webhook). A failed or
 * dismissed order may still become paid (late capture after a failure); paid never moves back.
 */
export async function activateOrder(ctx: Pick<AppContext, 'db' | 'config'>, orderId: string, paymentId: string, now: Date): Promise<Activation | null> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(transactions).where(eq(transactions.orderId, orderId)).for('update');
    if (!row) return null;
    if (row.status === 'paid') return { transaction: row, newlyPaid: false, upgradedFromTrial: false };
    const [paid] = await tx
      .update(transactions)
      .set({ status: 'paid', paymentId, paidAt: now, updatedAt: now, failureReason: null })
      .where(eq(transactions.id, row.id))
      .returning();
    const upgradedFromTrial = row.kind === 'plan' ? await grantPlan(tx, paid!, now) : (await grantTopup(tx, paid!), false);
    await issueInvoice(tx, ctx, paid!, now);
    return { transaction: paid!, newlyPaid: true, upgradedFromTrial };
  });
}

/** payment.failed or a dismissal: recorded unless the order is already paid. */
export async function closeOrder(ctx: Pick<AppContext, 'db'>, orderId: string, status: 'failed' | 'dismissed', reason: string, now: Date) {
  const [row] = await ctx.db
    .update(transactions)
    .set({ status, failureReason: reason, updatedAt: now })
    .where(and(eq(transactions.orderId, orderId), sql`${transactions.status} <> 'paid'`))
    .returning();
  return row ?? null;
}
