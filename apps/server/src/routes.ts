import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerCrawlRoutes } from './modules/crawl/crawl.routes.ts';
import { registerDevRoutes } from './modules/dev/dev.routes.ts';
import { loopbackOnly } from './modules/dev/loopback-only.ts';
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
import { registerUrlTranslationRoutes } from './modules/url-translations/url-translations.routes.ts';
import { registerStatsRoutes } from './modules/stats/stats.routes.ts';
import { registerSuggestionRoutes } from './modules/suggestions/suggestions.routes.ts';
import { registerAdminUserRoutes } from './modules/users/admin-users.routes.ts';
import { registerOrganisationRoutes } from './modules/organisations/organisations.routes.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { registerKycRoutes } from './modules/kyc/kyc.routes.ts';
import { registerDemoRoutes } from './modules/demo/demo.routes.ts';
import { registerBillingRoutes, registerBillingWebhook } from './modules/billing/billing.routes.ts';
import { registerDevPaymentRoutes } from './modules/dev/dev-payments.ts';
import { registerMobileRoutes } from './modules/mobile/mobile.routes.ts';
import { registerDocumentRoutes, registerDocumentWebhook } from './modules/documents/documents.routes.ts';
import { registerApiContentRoutes } from './modules/api-content/api-content.routes.ts';
import { registerCmsRoutes } from './modules/cms/cms.routes.ts';
import { registerManualTranslationRoutes } from './modules/manual-translation/manual-translation.routes.ts';
import { registerManualTmsRoutes } from './modules/manual-translation/manual-tms.routes.ts';

/** Every module's routes, in one list so the tree of the API is visible at a glance. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerHealthRoutes(app, ctx);
  registerUiConfigRoutes(app, ctx);
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
  registerUrlTranslationRoutes(app, ctx);
  registerSuggestionRoutes(app, ctx);
  registerStatsRoutes(app, ctx);
  registerAdminUserRoutes(app, ctx);
  registerOrganisationRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerKycRoutes(app, ctx);
  registerDemoRoutes(app, ctx);
  registerBillingRoutes(app, ctx);
  await registerBillingWebhook(app, ctx);
  registerMobileRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  await registerDocumentWebhook(app, ctx);
  registerApiContentRoutes(app, ctx);
  registerCmsRoutes(app, ctx);
  registerManualTranslationRoutes(app, ctx);
  await registerManualTmsRoutes(app, ctx);
  if (!ctx.config.isProduction) {
    // Its own scope, so the loopback check guards the dev outbox and nothing else.
    await app.register(async (scope) => {
      scope.addHook('onRequest', loopbackOnly);
      registerDevRoutes(scope, ctx);
      await registerDevPaymentRoutes(scope, ctx);
    });
  }
}
