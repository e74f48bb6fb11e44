import { AUTH_ROUTES, type UiConfig } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';

export function buildUiConfig(config: Config): UiConfig {
  return {
    axiosBaseUrl: `${config.PUBLIC_URL}/api`,
    uiUrl: config.PUBLIC_URL,
    swalekhUrl: config.SWALEKH_URL || `${config.PUBLIC_URL}/api/transliteration/phonetic`,
    keyboard: config.KEYBOARD,
    keyboardMode: config.KEYBOARD_MODE,
    renderBaseUrl: config.RENDER_BASE_URL,
    renderSubDomain: config.RENDER_SUBDOMAIN,
    mailerServiceEnabled: String(config.MAILER_SERVICE_ENABLED),
    recaptchaSiteKey: config.RECAPTCHA_SECRET && config.RECAPTCHA_SITE_KEY ? config.RECAPTCHA_SITE_KEY : null,
  };
}

export function registerUiConfigRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'config'>) {
  const uiConfig = buildUiConfig(ctx.config);
  registerRoute(app, ctx, AUTH_ROUTES.fetchUiEndpoints, { policy: 'public', handler: async () => ok(uiConfig) });
}
