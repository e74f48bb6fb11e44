import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerCrawlRoutes } from './modules/crawl/crawl.routes.ts';
import { registerDevRoutes } from './modules/dev/dev.routes.ts';
import { registerDomainRoutes } from './modules/domains/domains.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerSettingsRoutes } from './modules/project-settings/settings.routes.ts';
import { registerProjectRoutes } from './modules/projects/projects.routes.ts';
import { registerScopeRoutes } from './modules/scope/scope.routes.ts';
import { registerUiConfigRoutes } from './modules/ui-config/ui-config.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerTranslationRoutes } from './modules/translation/translation.routes.ts';
import { registerMachineTranslationRoutes } from './modules/machine-translation/machine-translation.routes.ts';
import { registerGlossaryRoutes } from './modules/glossary/glossary.routes.ts';
import { registerPublicRoutes } from './modules/public/public.routes.ts';
import { registerRenderRoutes } from './modules/render/render.routes.ts';
import { registerSuggestionRoutes } from './modules/suggestions/suggestions.routes.ts';

/** Every module's routes, in one list so the tree of the API is visible at a glance. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerHealthRoutes(app, ctx);
  registerUiConfigRoutes(app, ctx.config);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerDomainRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerCrawlRoutes(app, ctx);
  registerScopeRoutes(app, ctx);
  registerTranslationRoutes(app, ctx);
  registerMachineTranslationRoutes(app, ctx);
  registerGlossaryRoutes(app, ctx);
  registerPublicRoutes(app, ctx);
  registerRenderRoutes(app, ctx);
  registerSuggestionRoutes(app, ctx);
  if (!ctx.config.isProduction) registerDevRoutes(app, ctx);
}
