import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerDevRoutes } from './modules/dev/dev.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerUiConfigRoutes } from './modules/ui-config/ui-config.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';

/** Every module's routes, in one list so the tree of the API is visible at a glance. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerHealthRoutes(app, ctx);
  registerUiConfigRoutes(app, ctx.config);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  if (!ctx.config.isProduction) registerDevRoutes(app, ctx);
}
