import { uiConfigSchema, type UiConfig } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { ok, replyOf } from '../../lib/envelope.ts';

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

export function registerUiConfigRoutes(app: FastifyInstance, config: Config) {
  const uiConfig = buildUiConfig(config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/fetchUIEndpoints',
    { config: { policy: 'public' }, schema: { response: replyOf(uiConfigSchema) } },
    async () => ok(uiConfig),
  );
}
