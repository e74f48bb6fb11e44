import { formatRupees } from '@lipi/contract';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { transactions } from '../../db/schema/index.ts';
import { closeOrder } from '../billing/activation.ts';
import { devGatewayFor } from '../billing/gateway-for.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** Only a path of this site: never an open redirect to another origin ('//host', 'https://…', '/\\host'). */
const returnPath = (value: unknown) => (typeof value === 'string' && /^\/(?![/\\])[\w\-./?=&%]*$/.test(value) ? value : '/billing');
const withParams = (path: string, params: Record<string, string>) => `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(params).toString()}`;
const query = z.object({ return: z.string().max(300).optional(), action: z.enum(['pay', 'fail', 'cancel']).optional() });

/**
 * DEVELOPMENT ONLY (loopback, never in production): the dev gateway's Checkout page. "Pay" signs the
 * result with the dev gateway's secret exactly as Razorpay Checkout does, and sends the browser back
 * to the app, which calls transaction/success: the same verification and activation as a real payment.
 */
export async function registerDevPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // The page's form posts no fields (the choice is in the URL): accept its empty urlencoded body.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    const findOrder = async (orderId: string) => (await ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId)).limit(1))[0];

    scope.get<{ Params: { orderId: string } }>('/dev/payments/:orderId', { config: { policy: 'public' } }, async (request, reply) => {
      const parsed = query.safeParse(request.query);
      const order = await findOrder(request.params.orderId);
      if (!order || order.gateway !== 'dev' || !devGatewayFor(ctx)) return reply.code(404).type('text/plain').send('No such dev order');
      const back = encodeURIComponent(returnPath(parsed.data?.return));
      const action = (a: string) => `/dev/payments/${encodeURIComponent(order.orderId)}?action=${a}&amp;return=${back}`;
      const closed = order.status !== 'created';
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev payment gateway</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:520px;padding:0 1rem;color:#1f1d3a}.note{background:#fff7e6;border:1px solid #ad6800;padding:.75rem;border-radius:8px}
button{font:inherit;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #1f1d3a;background:#fff;color:#1f1d3a;cursor:pointer}button.pay{background:#1f4fd1;color:#fff;border-color:#1f4fd1}</style></head>
<body><main><h1>Dev payment gateway</h1>
<p class="note"><strong>Development only.</strong> No money moves: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are not set, so this page stands in for Razorpay Checkout.</p>
<dl><dt>Order</dt><dd>${escapeHtml(order.orderId)}</dd><dt>For</dt><dd>${escapeHtml(order.description)}</dd><dt>Amount (with 18% GST)</dt><dd>${escapeHtml(formatRupees(order.total))}</dd><dt>Status</dt><dd>${escapeHtml(order.status)}</dd></dl>
${closed && order.status === 'paid' ? '<p>This order is already paid.</p>' : ''}
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay ${escapeHtml(formatRupees(order.total))}</button></form>
<form method="post" action="${action('fail')}"><button type="submit">Fail the payment</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Cancel and go back</button></form>
</main></body></html>`);
    });

    scope.post<{ Params: { orderId: string } }>('/dev/payments/:orderId', { config: { policy: 'public' } }, async (request, reply) => {
      const parsed = query.safeParse(request.query);
      const gateway = devGatewayFor(ctx);
      const order = await findOrder(request.params.orderId);
      if (!parsed.success || !order || order.gateway !== 'dev' || !gateway) return reply.code(404).type('text/plain').send('No such dev order');
      const back = returnPath(parsed.data.return);
      if (parsed.data.action === 'pay') {
        const paymentId = `pay_dev_${randomBytes(7).toString('hex')}`;
        const result = { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: gateway.signCheckout(order.orderId, paymentId) };
        return reply.redirect(withParams(back, result), 303);
      }
      if (parsed.data.action === 'fail') {
        await closeOrder(ctx, order.orderId, 'failed', 'Payment failed at the dev gateway', ctx.clock.now());
        return reply.redirect(withParams(back, { payment_failed: order.orderId }), 303);
      }
      return reply.redirect(withParams(back, { payment_dismissed: order.orderId }), 303);
    });
  });
}
