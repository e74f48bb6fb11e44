import { HEALTH_ROUTES } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerRoute } from '../../lib/route.ts';
import { checkReadiness } from './readiness.ts';

/**
 * /api/health: the process is alive (no dependency checked, so an orchestrator does not restart
 * every instance during a database outage). /api/ready: this instance can serve now; 503 names
 * what failed, so a load balancer sends traffic elsewhere meanwhile.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  registerRoute(app, ctx, HEALTH_ROUTES.health, {
    policy: 'public',
    // Probed every few seconds by Docker and load balancers: no request log line each time.
    options: { logLevel: 'warn' },
    handler: async () => ok({ status: 'ok' as const }),
  });
  registerRoute(app, ctx, HEALTH_ROUTES.ready, {
    policy: 'public',
    options: { logLevel: 'warn' },
    handler: async () => {
      const { ready, checks } = await checkReadiness(ctx);
      const failed = Object.entries(checks)
        .filter(([, c]) => !c.ok)
        .map(([name]) => name);
      if (stopping) failed.push('shutting down');
      if (failed.length > 0) throw new AppError('UNAVAILABLE', `Not ready: ${failed.join(', ')}`, { status: 'not ready', checks });
      return ok({ status: ready ? ('ready' as const) : ('not ready' as const), checks });
    },
  });
}
