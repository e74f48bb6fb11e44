import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { registerFreeTrialRoutes } from './free-trial.routes.ts';
import { registerLoginRoutes } from './login.routes.ts';

/** Every /api/auth call of spec 01 §7 (fetchUIEndpoints lives in modules/ui-config). */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  registerLoginRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerFreeTrialRoutes(app, ctx);
}
