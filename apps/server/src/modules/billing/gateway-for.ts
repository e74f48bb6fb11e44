import type { AppContext } from '../../app-context.ts';
import { createDevGateway } from '../../adapters/payments/dev-gateway.ts';
import type { PaymentGateway } from '../../adapters/payments/gateway.ts';
import { createRazorpayGateway } from '../../adapters/payments/razorpay.ts';

type DevGateway = ReturnType<typeof createDevGateway>;
const built = new WeakMap<object, PaymentGateway | null>();

/**
 * Razorpay when its three settings are set; otherwise the dev gateway, except in production where
 * payments are then unavailable (never a gateway that grants without money).
 */
export function gatewayFor(ctx: Pick<AppContext, 'config'>): PaymentGateway | null {
  if (built.has(ctx.config)) return built.get(ctx.config)!;
  const c = ctx.config;
  const gateway =
    c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET && c.RAZORPAY_WEBHOOK_SECRET
      ? createRazorpayGateway({
          keyId: c.RAZORPAY_KEY_ID,
          keySecret: c.RAZORPAY_KEY_SECRET,
          webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: c.RAZORPAY_API_URL,
        })
      : c.isProduction
        ? null
        : createDevGateway();
  built.set(ctx.config, gateway);
  return gateway;
}

export function devGatewayFor(ctx: Pick<AppContext, 'config'>): DevGateway | null {
  const gateway = gatewayFor(ctx);
  return gateway?.kind === 'dev' ? (gateway as DevGateway) : null;
}
