import { z } from 'zod';
import { emailSchema } from '../validation.ts';
import { pageRequest } from './projects.ts';
import { isValidGstin } from '../gstin.ts';

/** Spec 02 §8's payment and contact messages, verbatim, and the ones Lipi adds (docs/billing.md). */
export const BILLING_MESSAGES = {
  orderFailure: 'Invalid Request.!',
  dismissed: 'Transaction dismissed by user!!.',
  contact: 'Thank you for Contacting us. We will get back to you within 48 Hours',
  sales: 'Our sales team will connect with you soon.',
  paid: 'Payment successful. Your plan is active.',
  topupPaid: 'Payment successful. Your top-up has been added.',
  badSignature: 'The payment could not be verified: its signature does not match.',
  notYourOrder: 'This order does not belong to your organisation.',
  alreadyFinal: 'This order is already closed.',
  planNotBuyable: 'This plan cannot be bought online: contact sales.',
  planUpdated: 'Plan updated successfully',
  downgradeBelowUsage: (what: string, used: number, limit: number) => `The new limit for ${what} (${limit}) is below what is in use (${used}).`,
  amountChanged: 'The amount does not match the order.',
  topupAtLeastOne: 'Buy at least one pack',
  refunded: 'The payment was refunded.',
  refundNotPaid: 'Only a paid payment can be refunded.',
  refundRefused: 'The payment gateway refused the refund.',
} as const;

/** Quota refusals: the numbers are in the message so the person knows what to change. */
export const QUOTA_MESSAGES = {
  projects: (limit: number) => `Your plan allows ${limit} project${limit === 1 ? '' : 's'}. Upgrade to add more.`,
  languages: (limit: number) => `Your plan allows ${limit} languages per project. Upgrade to add more.`,
  seats: (limit: number) => `Your plan allows ${limit} users. Upgrade to add more.`,
  pages: (limit: number) => `Your plan crawls at most ${limit} pages per project.`,
  mtCharacters: (needed: number, remaining: number) =>
    `This run needs ${needed} machine-translation characters; your plan and top-ups have ${remaining} left this month.`,
  words: (needed: number, remaining: number) =>
    `This needs ${needed} words; your plan and word top-ups have ${remaining} left this month. Buy a words top-up in Billing to go on.`,
} as const;

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export const billingCycleSchema = z.enum(BILLING_CYCLES);
export const TOPUP_KINDS = ['words', 'mtCharacters'] as const;
export const topupKindSchema = z.enum(TOPUP_KINDS);
/** A top-up is bought in packs; price per pack in paise (docs/billing.md). */
export const TOPUP_PACKS = Object.freeze({
  words: { size: 1_000, pricePaise: 100_000 },
  mtCharacters: { size: 100_000, pricePaise: 20_000 },
});
export const GST_RATE_PERCENT = 18;
export const TRANSACTION_STATUSES = ['created', 'paid', 'failed', 'dismissed', 'refunded'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

const limit = z.number().int().min(0).nullable();
export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Prices in paise, before GST; null: not sold online (contact sales). */
  priceMonthly: z.number().int().nullable(),
  priceYearly: z.number().int().nullable(),
  /** Allowances; null: no limit. Words and MT characters are per month. */
  words: limit,
  pages: limit,
  projects: limit,
  languages: limit,
  mtCharacters: limit,
  seats: limit,
  snippet: z.boolean(),
  proxy: z.boolean(),
  isTrial: z.boolean(),
  sortOrder: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansListReply = z.object({ plansList: z.array(planSchema) });

const paise = z.number().int().min(0).max(1_000_000_000).nullable();
export const planUpdateRequest = z.object({
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(80).optional(),
  priceMonthly: paise.optional(),
  priceYearly: paise.optional(),
  words: limit.optional(),
  pages: limit.optional(),
  projects: limit.optional(),
  languages: limit.optional(),
  mtCharacters: limit.optional(),
  seats: limit.optional(),
  snippet: z.boolean().optional(),
  proxy: z.boolean().optional(),
});
export const planUpdateReply = z.object({ plan: planSchema });

const buyerSchema = z.object({
  /** 15 characters: two digits of the state, PAN, entity, Z, check. */
  gstin: z.string().trim().toUpperCase().refine(isValidGstin, 'GSTIN is not valid').optional(),
  /** Two-digit GST state code of the buyer when there is no GSTIN (place of supply). */
  stateCode: z
    .string()
    .regex(/^\d{2}$/, 'State code is two digits')
    .optional(),
  legalName: z.string().trim().max(200).optional(),
  address: z.string().trim().max(500).optional(),
});
export const transactionCreateRequest = z.object({
  planCode: z.string().trim().min(1).max(40),
  billingCycle: billingCycleSchema,
  buyer: buyerSchema.optional(),
});
export const topupRequest = z.object({
  kind: topupKindSchema,
  /** Number of packs, a whole number from 1 (checked by the server so a refusal is in the audit log). */
  packs: z.number({ error: 'packs must be a number' }).int('packs must be a whole number').max(1000),
  buyer: buyerSchema.optional(),
});

export const orderDetailsSchema = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  gateway: z.enum(['razorpay', 'dev']),
  /** Razorpay Checkout's `key` (public key id); null for the dev gateway. */
  keyId: z.string().nullable(),
  /** Where the dev gateway's page is; null for Razorpay. */
  checkoutUrl: z.string().nullable(),
  amount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.literal('INR'),
  description: z.string(),
});
export const transactionCreateReply = z.object({ orderDetails: orderDetailsSchema });
export const topupReply = z.object({
  orderDetails: orderDetailsSchema,
  topUpDetails: z.object({ kind: topupKindSchema, packs: z.number().int(), quantity: z.number().int() }),
});

export const transactionSuccessRequest = z.object({
  razorpay_order_id: z.string().trim().min(1).max(80),
  razorpay_payment_id: z.string().trim().min(1).max(80),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export const orderIdRequest = z.object({ orderId: z.string().trim().min(1).max(80) });

export const paymentSchema = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  kind: z.enum(['plan', 'topup']),
  description: z.string(),
  gateway: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  invoiceNumber: z.string().nullable(),
  organisationId: z.string(),
  organisationName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Set once a super admin refunded the payment (Razorpay's refund status and the reason given). */
  refund: z
    .object({ id: z.string(), status: z.enum(REFUND_STATUSES), reason: z.string(), amount: z.number().int(), refundedAt: z.string() })
    .nullable()
    .optional(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentDetailsReply = z.object({ paymentDetails: paymentSchema, orderStatus: z.enum(TRANSACTION_STATUSES) });
export const transactionUpdateRequest = orderIdRequest.extend({ status: z.literal('dismissed') });
/**
 * Super admins may name an organisation, or ask for `scope: 'all'` (every organisation's payments,
 * newest first); `status` narrows either list.
 */
export const paymentListRequest = pageRequest.extend({
  organisationId: z.string().uuid().optional(),
  scope: z.enum(['organisation', 'all']).default('organisation'),
  status: z.enum(TRANSACTION_STATUSES).optional(),
});
export const paymentListReply = z.object({ paymentList: z.array(paymentSchema), total: z.number().int() });
/** A super admin refunds a paid payment in full (POST /v1/payments/:id/refund), giving the reason. */
export const refundRequest = z.object({
  transactionId: z.string().uuid('transactionId is not valid'),
  reason: z.string().trim().min(3, 'Give the reason for the refund').max(500),
});
export const invoiceRequest = z.object({ transactionId: z.string().uuid('transactionId is not valid') });

export const contactRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: emailSchema,
  phone: z.string().trim().max(20).optional(),
  company: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1, 'Message is required').max(4000),
});
export const salesContactRequest = contactRequest.extend({ planCode: z.string().trim().max(40).optional() });
export const queryReply = z.object({ query: z.object({ id: z.string(), kind: z.enum(['contact', 'sales']) }) });

const usageItem = z.object({ used: z.number().int(), limit: z.number().int().nullable(), topup: z.number().int() });
export const usageReply = z.object({
  plan: planSchema,
  billingCycle: billingCycleSchema.nullable(),
  periodEnd: z.string().nullable(),
  month: z.string(),
  usage: z.object({ projects: usageItem, seats: usageItem, mtCharacters: usageItem, words: usageItem, languages: usageItem, pages: usageItem }),
});
export type Usage = z.infer<typeof usageReply>;

/** Amounts are paise; shown as rupees with two decimals. */
export const formatRupees = (paiseAmount: number) => `₹${(paiseAmount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
