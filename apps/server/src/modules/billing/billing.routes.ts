import { BILLING_MESSAGES, BILLING_ROUTES as R } from '@lipi/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { invoices } from '../../db/schema/index.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { createContactQuery } from './contact.service.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { createPlanOrder, createTopupOrder } from './orders.service.ts';
import { confirmCheckout, dismissOrder, fetchPaymentDetails, listPayments } from './payments.service.ts';
import { listPlans, updatePlan } from './plans.service.ts';
import { refundPayment } from './refund.service.ts';
import { getUsage } from './usage.service.ts';
import { handleWebhook } from './webhook.service.ts';

const contactLimit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };
const payLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Plans, orders, payments, invoices, top-ups and contact queries (docs/billing.md). */
export function registerBillingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.plansList, { policy: 'public', handler: async () => ok({ plansList: await listPlans(ctx.db) }) });
  registerRoute(app, ctx, R.planUpdate, {
    policy: 'plan.manage',
    handler: async (request) => ok({ plan: await updatePlan(ctx, requireAuth(request), request.body) }, BILLING_MESSAGES.planUpdated),
  });
  registerRoute(app, ctx, R.usage, { policy: 'billing.view', handler: async (request) => ok(await getUsage(ctx, requireAuth(request))) });
  registerRoute(app, ctx, R.create, {
    policy: 'billing.pay',
    config: payLimit,
    handler: async (request) => ok(await createPlanOrder(ctx, requireAuth(request), request.body)),
  });
  registerRoute(app, ctx, R.addTopup, {
    policy: 'billing.pay',
    config: payLimit,
    handler: async (request) => ok(await createTopupOrder(ctx, requireAuth(request), request.body)),
  });
  registerRoute(app, ctx, R.success, {
    policy: 'billing.pay',
    config: payLimit,
    handler: async (request) => {
      const result = await confirmCheckout(ctx, requireAuth(request), request.body);
      return ok(result, result.paymentDetails.kind === 'plan' ? BILLING_MESSAGES.paid : BILLING_MESSAGES.topupPaid);
    },
  });
  registerRoute(app, ctx, R.fetchDetails, {
    policy: 'billing.view',
    handler: async (request) => ok(await fetchPaymentDetails(ctx, requireAuth(request), request.body.orderId)),
  });
  registerRoute(app, ctx, R.update, {
    policy: 'billing.pay',
    handler: async (request) => ok(await dismissOrder(ctx, requireAuth(request), request.body.orderId), BILLING_MESSAGES.dismissed),
  });
  registerRoute(app, ctx, R.paymentList, {
    policy: 'billing.view',
    handler: async (request) => ok(await listPayments(ctx, requireAuth(request), request.query)),
  });
  registerRoute(app, ctx, R.refund, {
    policy: 'billing.refund',
    handler: async (request) => ok(await refundPayment(ctx, requireAuth(request), request.body), BILLING_MESSAGES.refunded),
  });
  registerRoute(app, ctx, R.invoice, {
    policy: 'billing.view',
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const where =
        auth.role === 'superAdmin'
          ? eq(invoices.transactionId, request.body.transactionId)
          : and(eq(invoices.transactionId, request.body.transactionId), eq(invoices.organisationId, auth.organisationId ?? ''));
      const [invoice] = await ctx.db.select().from(invoices).where(where).limit(1);
      if (!invoice) throw notFound('No invoice for this payment');
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number.replace(/\//g, '-')}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf));
    },
  });
  registerRoute(app, ctx, R.queryCreate, {
    policy: 'public',
    config: contactLimit,
    handler: async (request) => ok(await createContactQuery(ctx, 'contact', request.body, request.auth ?? null), BILLING_MESSAGES.contact),
  });
  registerRoute(app, ctx, R.contact, {
    policy: 'authenticated',
    config: contactLimit,
    handler: async (request) => ok(await createContactQuery(ctx, 'sales', request.body, requireAuth(request)), BILLING_MESSAGES.sales),
  });
}

/** The webhook in its own scope: its JSON body is kept as raw bytes, since the signature covers exactly those. */
export async function registerBillingWebhook(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    registerRoute(scope, ctx, R.webhook, {
      policy: 'public',
      handler: async (request) => ok(await handleWebhook(ctx, request.body as unknown as Buffer, request.headers)),
    });
  });
}
