import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics. With METRICS_TOKEN: a matching `Authorization: Bearer` header. Without it:
 * only a caller on this machine that did not come through a proxy (the socket's own address, never
 * X-Forwarded-For; a proxied request carries a forwarding header), so a reverse proxy on the same
 * host does not publish it by accident.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** GET /metrics (Prometheus text format) and the request-latency hook that feeds it. */
export function registerMetrics(app: FastifyInstance, ctx: AppContext) {
  const { metrics } = ctx;
  app.addHook('onResponse', async (request, reply) => {
    // The route template, never the concrete URL: ids and paths would make a label per tenant.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { policy: 'public' }, logLevel: 'warn' }, async (request, reply) => {
    if (!mayReadMetrics(request, ctx.config.METRICS_TOKEN)) {
      return reply
        .status(403)
        .send({ success: false, data: null, message: 'Metrics are readable with METRICS_TOKEN or from this machine only', type: 'FORBIDDEN' });
    }
    const text = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).send(text);
  });
}
