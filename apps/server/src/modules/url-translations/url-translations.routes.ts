import { URL_TRANSLATION_MESSAGES as M, URL_TRANSLATION_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { scopeOf } from '../scope/scope-access.ts';
import { addUrlTranslations, listUrlTranslations, removeTranslatedUrl, updateTranslatedUrl } from './url-translations.service.ts';

/** Translated URL paths of the proxy (docs/proxy.md, "Translated paths"). */
export function registerUrlTranslationRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, R.add, {
    policy: 'scope.edit',
    project: 'body',
    handler: async (request) => {
      const { project, visible } = await scopeOf(ctx, request);
      const result = await addUrlTranslations(ctx, visible, project, request.body.lang, request.body.translations);
      return ok(result, M.added(result.added.length));
    },
  });

  registerRoute(app, ctx, R.update, {
    policy: 'scope.edit',
    project: 'body',
    handler: async (request) => {
      const { project, visible } = await scopeOf(ctx, request);
      const { lang, url, translatedPath } = request.body;
      return ok({ translation: await updateTranslatedUrl(ctx, visible, project, lang, url, translatedPath) }, M.updated);
    },
  });

  registerRoute(app, ctx, R.remove, {
    policy: 'scope.edit',
    project: 'body',
    handler: async (request) => {
      const { project, visible } = await scopeOf(ctx, request);
      const { lang, url } = request.body;
      return ok(await removeTranslatedUrl(ctx, visible, project, lang, url), M.removed);
    },
  });

  registerRoute(app, ctx, R.list, {
    policy: 'project.view',
    project: 'body',
    handler: async (request) => {
      const { visible } = await scopeOf(ctx, request);
      return ok({ translations: await listUrlTranslations(ctx, visible, request.body.url) });
    },
  });
}
