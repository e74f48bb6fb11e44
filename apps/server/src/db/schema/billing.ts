import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/** What each plan costs and allows (seeded by the migration; the super admin edits them). Null limit: none. */
export const plans = pgTable('plans', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Paise, before GST; null: not sold online (contact sales). */
  priceMonthly: integer('price_monthly'),
  priceYearly: integer('price_yearly'),
  words: integer('words'),
  pages: integer('pages'),
  projects: integer('projects'),
  languages: integer('languages'),
  mtCharacters: bigint('mt_characters', { mode: 'number' }),
  seats: integer('seats'),
  snippet: boolean('snippet').notNull().default(true),
  proxy: boolean('proxy').notNull().default(false),
  isTrial: boolean('is_trial').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The paid period of an organisation's plan (organisations.plan says which plan). */
export const subscriptions = pgTable('subscriptions', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  planCode: text('plan_code').notNull(),
  billingCycle: text('billing_cycle').notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  /** The period end a renewal reminder was sent for (one reminder per period). */
  remindedFor: timestamp('reminded_for', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One gateway order and what it buys. The price, tax and what is granted are fixed here when the
 * order is made, so a plan edited later never changes a payment in flight (docs/billing.md).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'plan' | 'topup'>().notNull(),
    planCode: text('plan_code'),
    billingCycle: text('billing_cycle'),
    topupKind: text('topup_kind'),
    topupQuantity: integer('topup_quantity'),
    description: text('description').notNull(),
    gateway: text('gateway').$type<'razorpay' | 'dev'>().notNull(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id'),
    /** Paise: price before tax, GST, and what the buyer pays. */
    amount: integer('amount').notNull(),
    tax: integer('tax').notNull(),
    total: integer('total').notNull(),
    buyer: jsonb('buyer').$type<{ gstin?: string; stateCode?: string; legalName?: string; address?: string; email?: string }>().notNull().default({}),
    status: text('status').$type<'created' | 'paid' | 'failed' | 'dismissed' | 'refunded'>().notNull().default('created'),
    failureReason: text('failure_reason'),
    /** A refund of the payment (POST /v1/payments/:id/refund): Razorpay's refund id, its status and the reason given. */
    refundId: text('refund_id'),
    refundStatus: text('refund_status').$type<'pending' | 'processed' | 'failed'>(),
    refundReason: text('refund_reason'),
    refundedAmount: integer('refunded_amount'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the reconciliation job last asked the gateway about this pending order. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_order_idx').on(t.orderId),
    index('transactions_org_created_idx').on(t.organisationId, t.createdAt),
    // The super admin's list of every organisation's payments, newest first.
    index('transactions_created_idx').on(t.createdAt),
  ],
);

/** Webhook events already handled, by Razorpay's x-razorpay-event-id: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  orderId: text('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Top-up balances that do not expire with the month: bought minus spent beyond the plan. */
export const topupBalances = pgTable(
  'topup_balances',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    bought: bigint('bought', { mode: 'number' }).notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.kind] })],
);

/**
 * Words of the plan's monthly allowance spent (machine and professional translation). One row per
 * organisation and month, locked while a run is charged, so two runs never both spend the last words.
 */
export const wordUsage = pgTable(
  'word_usage',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    words: bigint('words', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.month] })],
);

/** The next invoice number per financial year, taken in the payment's transaction: no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export type InvoiceParty = { name: string; address: string; gstin: string | null; stateCode: string | null; email?: string };
export type InvoiceLine = { description: string; sac: string; amount: number };

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxable: integer('taxable').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    total: integer('total').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invoices_number_idx').on(t.number), uniqueIndex('invoices_transaction_idx').on(t.transactionId)],
);

/** Contact and sales queries (query/create, transaction/contact). */
export const contactQueries = pgTable(
  'contact_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'contact' | 'sales'>().notNull(),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    planCode: text('plan_code'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_queries_created_idx').on(t.createdAt)],
);
